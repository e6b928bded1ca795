// docs/product.md sections 2, 4 and 5: the listing editor's Details section, with the fields of the Add New Apartment
// and Edit Apartment dialogs. Adding creates the apartment (a draft the other sections then complete); editing sends
// its version, which guards against a newer save (whose 409 message is shown). Errors show per field once touched,
// or all of them after a save attempt; a failed save keeps every value typed.
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { DetailsSection_apartment$key } from '../../../../__generated__/DetailsSection_apartment.graphql';
import type { DetailsSectionCreateMutation } from '../../../../__generated__/DetailsSectionCreateMutation.graphql';
import type { DetailsSectionUpdateMutation } from '../../../../__generated__/DetailsSectionUpdateMutation.graphql';
import type { ApartmentRow_apartment$key } from '../../../../__generated__/ApartmentRow_apartment.graphql';
import { AREAS, type FloorplanTypeName } from '../../../../lib/domain';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import { GraphQLRequestError } from '../../../../relay/environment';
import { errorMessage } from '../../../../relay/errors';
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
} from '../apartmentForm';
import { FloorplanRows } from '../FloorplanRows';
import { MANAGER_MESSAGES } from '../messages';
import { ImageImportNotice } from '../ImageImportNotice';
import { SectionActions } from './SectionActions';

const apartmentFragment = graphql`
  fragment DetailsSection_apartment on Apartment {
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
    status
    ...ImageImportNotice_apartment
    floorplans {
      _id
      type
    }
  }
`;

const createMutation = graphql`
  mutation DetailsSectionCreateMutation($input: ApartmentInput!) {
    createApartment(input: $input) {
      _id
      name
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the manager shows the new row first (ApartmentTable)
      ...ApartmentRow_apartment
    }
  }
`;

// The answer updates the open editor and the manager's row alike (docs/product.md section 2's table), so nothing
// is read again.
const updateMutation = graphql`
  mutation DetailsSectionUpdateMutation($id: ID!, $input: ApartmentInput!) {
    updateApartment(id: $id, input: $input) {
      ...DetailsSection_apartment
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the manager's table row shows the saved values
      ...ApartmentRow_apartment
    }
  }
`;

export interface AddedApartment {
  id: string;
  name: string;
  row: ApartmentRow_apartment$key;
}

interface Props {
  /** The apartment to edit; null adds a new one. */
  apartment: DetailsSection_apartment$key | null;
  /** Cancel: the editor closes. */
  onClose: () => void;
  /** `added`: the apartment just created, for the table to show it and the editor to go on with it. */
  onSaved: (message: string, added?: AddedApartment) => void;
  onError: (message: string) => void;
  /** A saved floorplan's edit icon: the editor opens its prices. */
  onEditFloorplan: (floorplanId: string) => void;
}

const IMAGE_HINT =
  'An ftp, http or https link, or the key of a photo uploaded here (photos/...). A link to another site is copied here: renters see the placeholder until the copy is made. A draft may leave it empty until it is published.';

export function DetailsSection({ apartment, onClose, onSaved, onError, onEditFloorplan }: Props) {
  const data = useFragment(apartmentFragment, apartment);
  const mode = data ? 'edit' : 'add';
  const environment = useRelayEnvironment();
  const [values, setValues] = useState<ApartmentFormValues>(() =>
    data ? valuesFromApartment(data) : newApartmentValues(),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  // Adding creates a draft, and a draft may wait for its image until it is published.
  const draft = !data || data.status === 'DRAFT';
  const errors = useMemo(() => validateApartment(values, mode, { draft }), [values, mode, draft]);
  const id = useId();

  const shown = (name: string) => submitted || touched.has(name);
  const touch = (name: string) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  const set = <K extends keyof ApartmentFormValues>(name: K, value: ApartmentFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const fieldError = (name: FieldName) => (shown(name) ? errors.fields[name] : undefined);

  const save = useFormAction(
    async (form: ApartmentFormValues) => {
      if (data) {
        const input = toApartmentInput(form, data.version);
        await commit<DetailsSectionUpdateMutation>(environment, updateMutation, { id: data._id, input }, 'admin');
        onSaved(MANAGER_MESSAGES.updated);
      } else {
        const created = await commit<DetailsSectionCreateMutation>(
          environment,
          createMutation,
          // A new listing starts as a draft, kept from renters until the Publish section publishes it.
          { input: { ...toApartmentInput(form), status: 'DRAFT' } },
          'admin',
        );
        const { _id, name } = created.createApartment;
        onSaved(MANAGER_MESSAGES.added, { id: _id, name, row: created.createApartment });
      }
    },
    {
      // docs/product.md section 8: the server's message, else the failure text; a call that never answered is
      // unexpected.
      fallback: (error) => {
        const expected = error instanceof GraphQLRequestError;
        const fallback = data
          ? expected
            ? MANAGER_MESSAGES.updateFailed
            : MANAGER_MESSAGES.updateUnexpected
          : expected
            ? MANAGER_MESSAGES.addFailed
            : MANAGER_MESSAGES.addUnexpected;
        return expected ? errorMessage(error, fallback) : fallback;
      },
      onError,
    },
  );
  const saving = save.busy;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) return;
    void save.run(values);
  };

  const textField = (
    name: TextFieldName,
    label: string,
    extra: { type?: string; inputMode?: 'numeric'; hint?: string } = {},
  ) => {
    const error = fieldError(name);
    const inputId = `${id}-${name}`;
    const describedBy = [extra.hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ');
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
          aria-describedby={describedBy || undefined}
          onChange={(event) => set(name, event.target.value)}
          onBlur={() => touch(name)}
        />
        {extra.hint && (
          <p className="form-field__hint" id={`${inputId}-hint`}>
            {extra.hint}
          </p>
        )}
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
    onEditFloorplan(row.floorplanId);
  };

  return (
    <form className="apartment-form" onSubmit={onSubmit} noValidate>
      {textField('name', 'Apartment Name')}
      {textField('code', 'Unique Code')}
      {/* docs/product.md "The Add New Apartment dialog" keeps the field; docs/contract.md "Where an apartment is": an
          outside link is copied here, and a failed copy is shown below with a retry. */}
      {textField('image', 'Image URL', { hint: IMAGE_HINT })}
      {data && <ImageImportNotice apartment={data} onError={onError} />}
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
      {/* A failed save shows as the manager's toast (onError). */}
      <SectionActions error={null} busy={saving} label={data ? 'Save Changes' : 'Add Apartment'} variant="dialog">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={saving}>
          Cancel
        </button>
      </SectionActions>
    </form>
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
