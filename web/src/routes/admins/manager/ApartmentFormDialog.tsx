// docs/product.md sections 2, 4 and 5: the Add New Apartment and Edit Apartment dialogs. Add opens with the new
// apartment defaults; Edit loads the chosen apartment (its version guards against a newer save, whose 409
// message is shown). Errors show per field once touched, or all of them after a save attempt.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useFragment, useQueryLoader, useRelayEnvironment } from 'react-relay';
import type { ApartmentFormDialog_apartment$key } from '../../../__generated__/ApartmentFormDialog_apartment.graphql';
import type { ApartmentFormDialogCreateMutation } from '../../../__generated__/ApartmentFormDialogCreateMutation.graphql';
import type { ApartmentFormDialogUpdateMutation } from '../../../__generated__/ApartmentFormDialogUpdateMutation.graphql';
import type { EditFloorplanDialogQuery } from '../../../__generated__/EditFloorplanDialogQuery.graphql';
import { AREAS, type FloorplanTypeName } from '../../../lib/domain';
import { commit } from '../../../relay/commit';
import { GraphQLRequestError } from '../../../relay/environment';
import { errorMessage } from '../../../relay/errors';
import {
  hasErrors,
  newApartmentValues,
  toApartmentInput,
  validateApartment,
  valuesFromApartment,
  type ApartmentFormValues,
  type FieldName,
  type FloorplanRow,
  type TextFieldName,
} from './apartmentForm';
import { EDIT_FLOORPLAN_FETCH, EditFloorplanDialog, editFloorplanQuery } from './EditFloorplanDialog';
import { FloorplanRows } from './FloorplanRows';
import { MANAGER_MESSAGES } from './messages';
import type { ApartmentRow_apartment$key } from '../../../__generated__/ApartmentRow_apartment.graphql';

const apartmentFragment = graphql`
  fragment ApartmentFormDialog_apartment on Apartment {
    _id
    name
    code
    image
    location
    leaseTerm
    promotionalTerm
    promotion
    freeMove
    highlight
    clicks
    likes
    shares
    version
    floorplans {
      _id
      type
    }
  }
`;

const createMutation = graphql`
  mutation ApartmentFormDialogCreateMutation($input: ApartmentInput!) {
    createApartment(input: $input) {
      _id
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the manager shows the new row first (ApartmentTable)
      ...ApartmentRow_apartment
    }
  }
`;

const updateMutation = graphql`
  mutation ApartmentFormDialogUpdateMutation($id: ID!, $input: ApartmentInput!) {
    updateApartment(id: $id, input: $input) {
      ...ApartmentFormDialog_apartment
    }
  }
`;

export interface AddedApartment {
  id: string;
  row: ApartmentRow_apartment$key;
}

interface FloorplanToEdit {
  floorplanId: string;
  type: FloorplanTypeName;
}

interface Props {
  /** The apartment to edit; null adds a new one. */
  apartment: ApartmentFormDialog_apartment$key | null;
  onClose: () => void;
  /** `added`: the apartment just created, for the table to show it whatever page it falls on. */
  onSaved: (message: string, added?: AddedApartment) => void;
  onError: (message: string) => void;
  /** A floorplan saved from the Edit Floorplan dialog (this dialog stays open). */
  onFloorplanSaved: (message: string) => void;
}

export function ApartmentFormDialog({ apartment, onClose, onSaved, onError, onFloorplanSaved }: Props) {
  const data = useFragment(apartmentFragment, apartment);
  const mode = data ? 'edit' : 'add';
  const environment = useRelayEnvironment();
  const [values, setValues] = useState<ApartmentFormValues>(() =>
    data ? valuesFromApartment(data) : newApartmentValues(),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const [floorplanToEdit, setFloorplanToEdit] = useState<FloorplanToEdit | null>(null);
  const [floorplanRef, loadFloorplan, disposeFloorplan] = useQueryLoader<EditFloorplanDialogQuery>(editFloorplanQuery);
  const errors = useMemo(() => validateApartment(values, mode), [values, mode]);
  const id = useId();

  const shown = (name: string) => submitted || touched.has(name);
  const touch = (name: string) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  const set = <K extends keyof ApartmentFormValues>(name: K, value: ApartmentFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const fieldError = (name: FieldName) => (shown(name) ? errors.fields[name] : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors) || saving) return;
    setSaving(true);
    try {
      if (data) {
        const input = toApartmentInput(values, data.version);
        await commit<ApartmentFormDialogUpdateMutation>(environment, updateMutation, { id: data._id, input }, 'admin');
        onSaved(MANAGER_MESSAGES.updated);
      } else {
        const created = await commit<ApartmentFormDialogCreateMutation>(
          environment,
          createMutation,
          { input: toApartmentInput(values) },
          'admin',
        );
        onSaved(MANAGER_MESSAGES.added, { id: created.createApartment._id, row: created.createApartment });
      }
    } catch (error) {
      // docs/product.md section 8: the server's message, else the failure text; a call that never answered is unexpected.
      const expected = error instanceof GraphQLRequestError;
      const fallback = data
        ? expected
          ? MANAGER_MESSAGES.updateFailed
          : MANAGER_MESSAGES.updateUnexpected
        : expected
          ? MANAGER_MESSAGES.addFailed
          : MANAGER_MESSAGES.addUnexpected;
      onError(expected ? errorMessage(error, fallback) : fallback);
      setSaving(false);
    }
  };

  const textField = (name: TextFieldName, label: string, extra: { type?: string; inputMode?: 'numeric' } = {}) => {
    const error = fieldError(name);
    const inputId = `${id}-${name}`;
    return (
      <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          className="input"
          type={extra.type ?? 'text'}
          inputMode={extra.inputMode}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => set(name, event.target.value)}
          onBlur={() => touch(name)}
        />
        {error && (
          <p className="form-field__error" id={`${inputId}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  const checkbox = (name: 'promotion' | 'freeMove' | 'highlight', label: string) => (
    <label className="checkbox">
      <input type="checkbox" checked={values[name]} onChange={(event) => set(name, event.target.checked)} />
      {label}
    </label>
  );

  const locationError = fieldError('location');
  const editFloorplan = (row: FloorplanRow & { type: FloorplanTypeName }) => {
    if (!data || !row.floorplanId) {
      setInfo(MANAGER_MESSAGES.unsavedFloorplan);
      return;
    }
    setInfo(null);
    loadFloorplan({ apartmentId: data._id, floorplanId: row.floorplanId }, EDIT_FLOORPLAN_FETCH);
    setFloorplanToEdit({ floorplanId: row.floorplanId, type: row.type });
  };
  const closeFloorplan = () => {
    disposeFloorplan();
    setFloorplanToEdit(null);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !saving && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--form" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">{data ? 'Edit Apartment' : 'Add New Apartment'}</Dialog.Title>
          <form className="apartment-form" onSubmit={(event) => void onSubmit(event)} noValidate>
            {textField('name', 'Apartment Name')}
            {textField('code', 'Unique Code')}
            {textField('image', 'Image URL', { type: 'url' })}
            <fieldset className={locationError ? 'form-field form-field--invalid locations' : 'form-field locations'}>
              <legend className="field__label">Locations</legend>
              <div className="locations__list">
                {AREAS.map((area) => (
                  <label key={area} className="checkbox">
                    <input
                      type="checkbox"
                      checked={values.location.includes(area)}
                      onChange={(event) => {
                        touch('location');
                        set(
                          'location',
                          event.target.checked
                            ? [...values.location, area]
                            : values.location.filter((other) => other !== area),
                        );
                      }}
                    />
                    {area}
                  </label>
                ))}
              </div>
              {locationError && <p className="form-field__error">{locationError}</p>}
            </fieldset>
            <div className="form-row">
              {textField('leaseTerm', 'Lease Term (Months)', { type: 'number', inputMode: 'numeric' })}
              {textField('promotionalTerm', 'Promotional Term (Weeks, 0 - 24)', {
                type: 'number',
                inputMode: 'numeric',
              })}
            </div>
            <div className="form-row form-row--checks">
              {checkbox('promotion', 'Promotion')}
              {checkbox('freeMove', 'Free Move-In')}
              {checkbox('highlight', data ? 'Highlight' : 'Highlight Apartment')}
            </div>
            <FloorplanRows
              rows={values.floorplans}
              errors={errors.floorplans}
              showErrors={(key) => shown(`floorplan:${key}`)}
              onChange={(rows) => set('floorplans', rows)}
              onBlurRow={(key) => touch(`floorplan:${key}`)}
              onEditFloorplan={editFloorplan}
            />
            {info && (
              <p className="notice" role="status">
                {info}
              </p>
            )}
            {data && (
              <dl className="counters" aria-label="Counters">
                <Counter label="Clicks">{data.clicks}</Counter>
                <Counter label="Likes">{data.likes}</Counter>
                <Counter label="Shares">{data.shares}</Counter>
              </dl>
            )}
            <div className="dialog__actions dialog__actions--end">
              <button type="button" className="button button--ghost" onClick={onClose} disabled={saving}>
                Cancel
              </button>
              <button type="submit" className="button button--primary" disabled={saving}>
                {saving ? 'Saving...' : data ? 'Save Changes' : 'Add Apartment'}
              </button>
            </div>
          </form>
          <Dialog.Close className="dialog__close" aria-label="Close" disabled={saving}>
            ×
          </Dialog.Close>
          {data && floorplanToEdit && floorplanRef && (
            <EditFloorplanDialog
              queryRef={floorplanRef}
              apartmentId={data._id}
              floorplanId={floorplanToEdit.floorplanId}
              type={floorplanToEdit.type}
              onClose={closeFloorplan}
              onSaved={onFloorplanSaved}
              onError={onError}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Counter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="counters__item">
      <dt>{label}</dt>
      <dd>{children ?? 0}</dd>
    </div>
  );
}
