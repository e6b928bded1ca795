// A pipeline as a funnel: one bar per step, centred, its width the share of the first step's count, drawn as SVG on
// the server like LineChart and BarChart. The step's name and its figures are written beside each bar, dark on
// white (WCAG AA), so nothing is read from the bar's colour or length alone; the caller gives the title and a table of
// the same figures (ChartTable).
import './charts.css';

export interface FunnelStep {
  key: string;
  label: string;
  count: number;
  /** What the step's figures say beside the bar ("5 (83%)"). */
  text: string;
}

const WIDTH = 560;
const ROW = 34;
const LABELS = 110;
const FIGURES = 120;

export function FunnelChart({ title, steps }: { title: string; steps: readonly FunnelStep[] }) {
  if (steps.length === 0) return null;
  const height = steps.length * ROW + 4;
  const widest = Math.max(1, ...steps.map((step) => step.count));
  const room = WIDTH - LABELS - FIGURES;
  const middle = LABELS + room / 2;
  return (
    <svg className="line-chart funnel-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={title}>
      {steps.map((step, index) => {
        const width = step.count === 0 ? 2 : Math.max(2, (step.count / widest) * room);
        const y = index * ROW + 2;
        return (
          <g key={step.key} className="funnel-chart__step">
            <title>{`${step.label}: ${step.text}`}</title>
            <text x={LABELS - 8} y={y + ROW / 2} dy="0.32em" textAnchor="end" className="funnel-chart__label">
              {step.label}
            </text>
            <rect x={middle - width / 2} y={y + 4} width={width} height={ROW - 8} rx={3} fill="#0f4c5c" />
            <text x={WIDTH - FIGURES + 8} y={y + ROW / 2} dy="0.32em" className="funnel-chart__figure">
              {step.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
