import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/** A two-thumb range slider made of two native range inputs (keyboard and screen-reader friendly). */
export function RangeSlider({
  label,
  min,
  max,
  step,
  value,
  onChange,
  format,
  names,
}: {
  label: string;
  /** The form field names of the low and high thumbs. */
  names?: readonly [string, string];
  min: number;
  max: number;
  step: number;
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  format: (n: number) => string;
}) {
  const { t } = useLingui();
  const lowerLabel = label.toLowerCase();
  const id = useId();
  const [low, high] = value;
  const lowPct = ((low - min) / (max - min)) * 100;
  const highPct = ((high - min) / (max - min)) * 100;
  return (
    <div className="range" role="group" aria-labelledby={`${id}-label`}>
      <div className="range__header">
        <span className="field__label" id={`${id}-label`}>
          {label}
        </span>
        <output className="range__output" aria-live="polite">
          {format(low)} - {format(high)}
          {high === max ? '+' : ''}
        </output>
      </div>
      <div className="range__track" style={{ '--low': `${lowPct}%`, '--high': `${highPct}%` } as React.CSSProperties}>
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          name={names?.[0]}
          value={low}
          aria-label={t`Minimum ${lowerLabel}`}
          aria-valuetext={format(low)}
          onChange={(e) => onChange([Math.min(Number(e.target.value), high), high])}
        />
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          name={names?.[1]}
          value={high}
          aria-label={t`Maximum ${lowerLabel}`}
          aria-valuetext={format(high)}
          onChange={(e) => onChange([low, Math.max(Number(e.target.value), low)])}
        />
      </div>
    </div>
  );
}
