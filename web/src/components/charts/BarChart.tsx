// Bars side by side per category (expected against received, month by month), drawn as SVG on the server like
// LineChart and on the same axis (axis.tsx): it shows without JavaScript, and each bar's figure is its native
// tooltip. WCAG AA: each series has a fill pattern (solid, hatched, dotted) as well as a colour, the legend names
// them with the same swatches, and the caller gives the title and a table of the same figures (ChartTable).
import { useId } from 'react';
import { ChartGrid, SERIES_STYLES, valueAxis, valueScale } from './axis';
import './charts.css';

export interface BarSeries {
  id: string;
  name: string;
  /** One value per category, in the categories' order. */
  values: readonly number[];
}

const WIDTH = 560;
const HEIGHT = 220;
const MARGIN = { top: 30, right: 12, bottom: 22, left: 64 };

/** A series' fill: the solid colour, or a pattern of it on white (defined once per chart in <defs>). */
function Pattern({ id, kind, colour }: { id: string; kind: string; colour: string }) {
  if (kind === 'hatched')
    return (
      <pattern id={id} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width={6} height={6} fill="#fff" />
        <line x1={0} y1={0} x2={0} y2={6} stroke={colour} strokeWidth={3} />
      </pattern>
    );
  return (
    <pattern id={id} width={5} height={5} patternUnits="userSpaceOnUse">
      <rect width={5} height={5} fill="#fff" />
      <circle cx={2.5} cy={2.5} r={1.6} fill={colour} />
    </pattern>
  );
}

export function BarChart({
  title,
  categories,
  series,
  formatValue,
  describe,
}: {
  /** The chart's text alternative: what it shows and what it says. */
  title: string;
  categories: readonly { key: string; label: string }[];
  series: readonly BarSeries[];
  formatValue: (value: number) => string;
  /** A bar's tooltip; by default "<category>, <series>: <value>". */
  describe?: (categoryIndex: number, seriesIndex: number) => string;
}) {
  const chartId = useId().replace(/:/g, '');
  if (categories.length === 0 || series.length === 0) return null;
  const high = Math.max(0, ...series.flatMap((one) => one.values));
  // Bars start at zero: their length is the figure. With nothing to show the axis still reads from zero.
  const axis = valueAxis(0, high > 0 ? high : 1);
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const sy = valueScale(axis, MARGIN.top, innerHeight);
  const band = innerWidth / categories.length;
  const gap = Math.min(6, band * 0.2);
  const barWidth = (band - gap * 2) / series.length;
  const fillOf = (index: number) => {
    const style = SERIES_STYLES[index % SERIES_STYLES.length];
    return style.fill === 'solid' ? style.colour : `url(#${chartId}-fill-${index})`;
  };
  // Every other label when the bands are too narrow for them all (the table names every category).
  const every = band < 40 ? 2 : 1;
  const xLabels = categories.flatMap((category, index) =>
    (categories.length - 1 - index) % every === 0
      ? [{ x: MARGIN.left + band * index + band / 2, label: category.label }]
      : [],
  );
  return (
    <svg className="line-chart bar-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title}>
      <defs>
        {series.map((_, index) => {
          const style = SERIES_STYLES[index % SERIES_STYLES.length];
          return style.fill === 'solid' ? null : (
            <Pattern key={index} id={`${chartId}-fill-${index}`} kind={style.fill} colour={style.colour} />
          );
        })}
      </defs>
      <ChartGrid
        axis={axis}
        y={sy}
        left={MARGIN.left}
        right={WIDTH - MARGIN.right}
        bottom={HEIGHT - 6}
        format={formatValue}
        xLabels={xLabels}
      />
      <g className="bar-chart__legend" aria-hidden="true">
        {series.map((one, index) => (
          <g key={one.id} transform={`translate(${MARGIN.left + index * 150}, 6)`}>
            <rect
              width={14}
              height={14}
              fill={fillOf(index)}
              stroke={SERIES_STYLES[index % SERIES_STYLES.length].colour}
            />
            <text x={20} y={7} dy="0.32em">
              {one.name}
            </text>
          </g>
        ))}
      </g>
      {categories.map((category, categoryIndex) => (
        <g key={category.key}>
          {series.map((one, seriesIndex) => {
            const value = one.values[categoryIndex] ?? 0;
            const top = sy(Math.max(0, value));
            const x = MARGIN.left + band * categoryIndex + gap + barWidth * seriesIndex;
            return (
              <rect
                key={one.id}
                className="bar-chart__bar"
                x={x}
                y={top}
                width={Math.max(1, barWidth - 1)}
                height={Math.max(0, sy(0) - top)}
                fill={fillOf(seriesIndex)}
                stroke={SERIES_STYLES[seriesIndex % SERIES_STYLES.length].colour}
              >
                <title>
                  {describe
                    ? describe(categoryIndex, seriesIndex)
                    : `${category.label}, ${one.name}: ${formatValue(value)}`}
                </title>
              </rect>
            );
          })}
        </g>
      ))}
    </svg>
  );
}
