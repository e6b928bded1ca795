// A floorplan's availability as staff type it, in the verification queue and the manager's costs dialog: the day
// a unit can be moved into (blank: available now) and how many units are left (blank: not known).
import { useId } from 'react';

export interface AvailabilityDraft {
  from: string;
  units: string;
}

export function availabilityDraft(floorplan: {
  availableNow: boolean;
  availableFrom: string;
  unitsAvailable?: number | null;
}): AvailabilityDraft {
  return {
    from: floorplan.availableNow ? '' : floorplan.availableFrom,
    units:
      floorplan.unitsAvailable === null || floorplan.unitsAvailable === undefined
        ? ''
        : String(floorplan.unitsAvailable),
  };
}

/** The AvailabilityInput of verifyFloorplan, or the message naming what is wrong. */
export function availabilityInput(
  draft: AvailabilityDraft,
):
  | { ok: true; input: { availableFrom: string | null; unitsAvailable: number | null } }
  | { ok: false; message: string } {
  const units = draft.units.trim() === '' ? null : Number(draft.units);
  if (units !== null && (!Number.isInteger(units) || units < 0))
    return { ok: false, message: 'Units available must be a whole number, 0 or more' };
  return { ok: true, input: { availableFrom: draft.from || null, unitsAvailable: units } };
}

export function AvailabilityFields({
  draft,
  onChange,
}: {
  draft: AvailabilityDraft;
  onChange: (draft: AvailabilityDraft) => void;
}) {
  const id = useId();
  return (
    <>
      <div>
        <label className="field__label" htmlFor={`${id}-from`}>
          Available from (blank: now)
        </label>
        <input
          id={`${id}-from`}
          className="input"
          type="date"
          value={draft.from}
          onChange={(event) => onChange({ ...draft, from: event.target.value })}
        />
      </div>
      <div>
        <label className="field__label" htmlFor={`${id}-units`}>
          Units available
        </label>
        <input
          id={`${id}-units`}
          className="input"
          type="number"
          min={0}
          inputMode="numeric"
          value={draft.units}
          onChange={(event) => onChange({ ...draft, units: event.target.value })}
        />
      </div>
    </>
  );
}
