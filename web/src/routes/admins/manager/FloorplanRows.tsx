// docs/product.md section 2 (Add/Edit Apartment dialogs): the Floorplans list. A row's type can be picked only
// while the row is blank ('-- Select Type --', then the types still free, labelled as the site writes them: '1 Bedroom'), and is read-only
// once chosen; each row has Remove and an edit icon; '+ Add Floorplan' is disabled when no type remains
// ('No available types to add.') or a row is still blank.
import { useId } from 'react';
import { FLOORPLAN_TYPE_LABELS, type FloorplanTypeName } from '../../../lib/domain';
import { addFloorplanState, availableTypes, blankFloorplanRow, type FloorplanRow } from './apartmentForm';
import { MANAGER_MESSAGES } from './messages';

interface Props {
  rows: FloorplanRow[];
  errors: Record<string, string>;
  showErrors: (rowKey: string) => boolean;
  onChange: (rows: FloorplanRow[]) => void;
  onBlurRow: (rowKey: string) => void;
  onEditFloorplan: (row: FloorplanRow & { type: FloorplanTypeName }) => void;
}

export function FloorplanRows({ rows, errors, showErrors, onChange, onBlurRow, onEditFloorplan }: Props) {
  const id = useId();
  const add = addFloorplanState(rows);
  const setType = (key: string, type: FloorplanTypeName | '') =>
    onChange(rows.map((row) => (row.key === key ? { ...row, type } : row)));

  return (
    <fieldset className="floorplan-rows">
      <legend className="field__label">Floorplans</legend>
      <ul className="floorplan-rows__list">
        {rows.map((row, index) => {
          const error = showErrors(row.key) ? errors[row.key] : undefined;
          const selectId = `${id}-type-${row.key}`;
          const chosen = row.type;
          return (
            <li key={row.key} className="floorplan-rows__row">
              <label className="visually-hidden" htmlFor={selectId}>
                Floorplan {index + 1} type
              </label>
              {chosen === '' ? (
                <select
                  id={selectId}
                  className="input floorplan-rows__select"
                  value=""
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${selectId}-error` : undefined}
                  onChange={(event) => setType(row.key, event.target.value as FloorplanTypeName | '')}
                  onBlur={() => onBlurRow(row.key)}
                >
                  <option value="">-- Select Type --</option>
                  {availableTypes(rows, row.key).map((type) => (
                    <option key={type} value={type}>
                      {FLOORPLAN_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={selectId}
                  className="input floorplan-rows__type"
                  value={FLOORPLAN_TYPE_LABELS[chosen]}
                  readOnly
                />
              )}
              {chosen !== '' && (
                <button
                  type="button"
                  className="icon-button icon-button--small"
                  aria-label={`Edit floorplan ${FLOORPLAN_TYPE_LABELS[chosen]}`}
                  title="Edit floorplan"
                  onClick={() => onEditFloorplan({ ...row, type: chosen })}
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                    <path
                      fill="currentColor"
                      d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25Zm17.7-10.2a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z"
                    />
                  </svg>
                </button>
              )}
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={`Remove floorplan ${index + 1}`}
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              >
                Remove
              </button>
              {error && (
                <p className="form-field__error floorplan-rows__error" id={`${selectId}-error`}>
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="button button--small button--secondary"
        disabled={!add.enabled}
        onClick={() => onChange([...rows, blankFloorplanRow()])}
      >
        + Add Floorplan
      </button>
      {add.noTypesLeft && <p className="form-field__hint">{MANAGER_MESSAGES.noTypesLeft}</p>}
    </fieldset>
  );
}
