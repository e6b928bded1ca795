// A small line chart drawn as SVG on the server (d3-shape for the paths, d3-array for round axis figures): it shows
// without JavaScript, and each point's figure is its native tooltip (an SVG <title>), so nothing needs hydrating for
// it. WCAG AA: the lines are dark on white, each series has its own dash pattern and marker as well as its colour,
// and is named at its end; the caller gives the summary sentence and a table of the same figures (ChartTable).
import { curveLinear, curveStepAfter, line } from 'd3-shape';
import { ChartGrid, SERIES_STYLES as STYLES, valueAxis, valueScale } from './axis';
import './charts.css';

export interface ChartPoint {
  x: number;
  y: number;
  /** What the point's tooltip says ("Jan 2026: $1,230"). */
  label: string;
}

export interface ChartSeries {
  id: string;
  name: string;
  points: readonly ChartPoint[];
}

const WIDTH = 360;
const HEIGHT = 170;
const MARGIN = { top: 10, right: 70, bottom: 22, left: 48 };

function Marker({ kind, x, y, colour }: { kind: string; x: number; y: number; colour: string }) {
  switch (kind) {
    case 'square':
      return <rect x={x - 3} y={y - 3} width={6} height={6} fill={colour} />;
    case 'triangle':
      return <path d={`M${x},${y - 4}L${x + 4},${y + 3}L${x - 4},${y + 3}Z`} fill={colour} />;
    case 'diamond':
      return <path d={`M${x},${y - 4}L${x + 4},${y}L${x},${y + 4}L${x - 4},${y}Z`} fill={colour} />;
    default:
      return <circle cx={x} cy={y} r={3} fill={colour} />;
  }
}

export function LineChart({
  title,
  series,
  xDomain,
  xTicks,
  formatY,
  step = false,
  markers = !step,
}: {
  /** The chart's text alternative: what it shows and what it says. */
  title: string;
  series: readonly ChartSeries[];
  xDomain: [number, number];
  xTicks: readonly { x: number; label: string }[];
  formatY: (value: number) => string;
  /** A figure that holds until the next point (a price), rather than one that moves between them. */
  step?: boolean;
  markers?: boolean;
}) {
  const values = series.flatMap((one) => one.points.map((point) => point.y));
  if (values.length === 0) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = Math.max((high - low) * 0.15, high * 0.02, 1);
  const axis = valueAxis(Math.max(0, low - pad), high + pad);
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const [x0, x1] = xDomain;
  const sx = (x: number) => MARGIN.left + (x1 === x0 ? 0 : ((x - x0) / (x1 - x0)) * innerWidth);
  const sy = valueScale(axis, MARGIN.top, innerHeight);
  const path = line<ChartPoint>()
    .x((point) => sx(point.x))
    .y((point) => sy(point.y))
    .curve(step ? curveStepAfter : curveLinear);
  return (
    <svg className="line-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title}>
      <ChartGrid
        axis={axis}
        y={sy}
        left={MARGIN.left}
        right={WIDTH - MARGIN.right}
        bottom={HEIGHT - 6}
        format={formatY}
        xLabels={xTicks.map((tick) => ({ x: sx(tick.x), label: tick.label }))}
      />
      {series.map((one, index) => {
        const style = STYLES[index % STYLES.length];
        // A step line holds its last figure to the end of the window.
        const drawn = step && one.points.length ? [...one.points, { ...one.points.at(-1)!, x: x1 }] : one.points;
        const last = drawn.at(-1);
        return (
          <g key={one.id} className="line-chart__series">
            <path
              d={path(drawn) ?? ''}
              fill="none"
              stroke={style.colour}
              strokeWidth={2}
              strokeDasharray={style.dash}
            />
            {markers &&
              one.points.map((point) => (
                <g key={point.x}>
                  <title>{point.label}</title>
                  <Marker kind={style.marker} x={sx(point.x)} y={sy(point.y)} colour={style.colour} />
                </g>
              ))}
            {!markers &&
              one.points.map((point) => (
                <circle key={point.x} cx={sx(point.x)} cy={sy(point.y)} r={6} fill="transparent">
                  <title>{point.label}</title>
                </circle>
              ))}
            {last && series.length > 1 && (
              <text x={sx(last.x) + 6} y={sy(last.y)} dy="0.32em" className="line-chart__name" fill={style.colour}>
                {one.name}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
