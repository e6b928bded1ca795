// What every chart of the site shares (LineChart, BarChart): a value axis with round figures (d3-array's ticks) and
// its grid, drawn dark enough on white for WCAG AA and hidden from screen readers, which read the chart's title and
// its table instead.
import { ticks } from 'd3-array';

/**
 * Each series' look, in series order: a dash pattern and marker for lines, a fill pattern for bars, as well as a
 * colour (4.5:1 or more on white), so that no series is told from another by colour alone.
 */
export const SERIES_STYLES = [
  { dash: undefined, marker: 'circle', fill: 'solid', colour: '#0f4c5c' },
  { dash: '6 3', marker: 'square', fill: 'hatched', colour: '#8f2f0d' },
  { dash: '2 3', marker: 'triangle', fill: 'dotted', colour: '#5f0f40' },
  { dash: '8 3 2 3', marker: 'diamond', fill: 'solid', colour: '#0f5234' },
  { dash: '12 4', marker: 'circle', fill: 'hatched', colour: '#1c2b30' },
  { dash: '4 2 4 6', marker: 'square', fill: 'dotted', colour: '#3e4f55' },
] as const;

export interface ValueAxis {
  ticks: number[];
  min: number;
  max: number;
}

/** Round figures spanning `low` to `high` (about `count` of them), and the span they cover. */
export function valueAxis(low: number, high: number, count = 4): ValueAxis {
  const figures = ticks(low, high, count);
  return { ticks: figures, min: Math.min(figures[0] ?? low, low), max: Math.max(figures.at(-1) ?? high, high) };
}

/** Where a value sits between `top` and `top + height` (the larger values higher); a flat axis sits in the middle. */
export const valueScale =
  (axis: ValueAxis, top: number, height: number) =>
  (value: number): number =>
    top + (axis.max === axis.min ? height / 2 : (1 - (value - axis.min) / (axis.max - axis.min)) * height);

/** The horizontal grid lines with their figures on the left, and the labels along the bottom. */
export function ChartGrid({
  axis,
  y,
  left,
  right,
  bottom,
  format,
  xLabels,
}: {
  axis: ValueAxis;
  y: (value: number) => number;
  left: number;
  right: number;
  /** The baseline of the labels along the bottom. */
  bottom: number;
  format: (value: number) => string;
  xLabels: readonly { x: number; label: string }[];
}) {
  return (
    <g className="line-chart__grid" aria-hidden="true">
      {axis.ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
          <text x={left - 4} y={y(tick)} dy="0.32em" textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
      {xLabels.map((tick) => (
        <text key={`${tick.x}-${tick.label}`} x={tick.x} y={bottom} textAnchor="middle">
          {tick.label}
        </text>
      ))}
    </g>
  );
}
