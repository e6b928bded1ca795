// The listing editor's Location section: the street address and the exact point, which only staff see (renters get
// a point moved by a stable offset, and agents send the address on a shortlist). The point must lie in the San
// Antonio metro area; the server says so otherwise. Publishing needs the address. Placing the pin starts from the
// listing's first area, and a point far from every area the listing names is called out before it is saved. With
// the operator's own geocoder (GEOCODER_URL), "Find address" asks the server to look the typed address up and places
// the pin there; the browser never calls the geocoder's host itself.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { LocationSection_apartment$key } from '../../../../__generated__/LocationSection_apartment.graphql';
import type { LocationSection_query$key } from '../../../../__generated__/LocationSection_query.graphql';
import type {
  LocationSectionGeocodeQuery,
  LocationSectionGeocodeQuery$data,
} from '../../../../__generated__/LocationSectionGeocodeQuery.graphql';
import type { LocationSectionSaveMutation } from '../../../../__generated__/LocationSectionSaveMutation.graphql';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import { asRole } from '../../../../relay/roles';
import {
  areaPoint,
  formatNumber,
  isArea,
  nearestArea,
  PIN_FAR_FROM_AREAS_M,
  type GeoPoint,
} from '../../../../lib/domain';
import type { SectionProps } from './sections';
import { SectionActions } from './SectionActions';

const locationFragment = graphql`
  fragment LocationSection_apartment on Apartment {
    _id
    location
    address {
      street
      city
      zip
    }
    exactLocation {
      latitude
      longitude
    }
  }
`;

const queryFragment = graphql`
  fragment LocationSection_query on Query {
    geocoderConfigured
  }
`;

const geocodeQuery = graphql`
  query LocationSectionGeocodeQuery($street: String!, $city: String!, $zip: String) {
    geocodeAddress(street: $street, city: $city, state: "TX", zip: $zip) {
      label
      latitude
      longitude
    }
  }
`;

type Candidate = LocationSectionGeocodeQuery$data['geocodeAddress'][number];

export const NO_PLACE_FOUND =
  'No place in the San Antonio metro area matches this address. Check the street and ZIP, or place the pin by hand.';

const saveMutation = graphql`
  mutation LocationSectionSaveMutation($input: SetApartmentLocationInput!) {
    setApartmentLocation(input: $input) {
      ...LocationSection_apartment
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- an address is one of the items publishing needs
      ...PublishSection_apartment
    }
  }
`;

interface Values {
  street: string;
  city: string;
  zip: string;
  latitude: string;
  longitude: string;
}
type Field = keyof Values;

const FIELDS: { name: Field; label: string; inputMode?: 'decimal' | 'numeric'; autoComplete?: string }[] = [
  { name: 'street', label: 'Street', autoComplete: 'off' },
  { name: 'city', label: 'City', autoComplete: 'off' },
  { name: 'zip', label: 'ZIP', inputMode: 'numeric', autoComplete: 'off' },
  { name: 'latitude', label: 'Latitude', inputMode: 'decimal' },
  { name: 'longitude', label: 'Longitude', inputMode: 'decimal' },
];

/** The form's own checks, in the server's words where it has them; null when the values can be sent. */
export function checkLocation(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.street.trim() === '') errors.street = 'Street is required';
  if (values.city.trim() === '') errors.city = 'City is required';
  if (!/^\d{5}$/.test(values.zip.trim())) errors.zip = 'ZIP must be five digits';
  for (const name of ['latitude', 'longitude'] as const) {
    const text = values[name].trim();
    if (text === '' || !Number.isFinite(Number(text)))
      errors[name] = `${name === 'latitude' ? 'Latitude' : 'Longitude'} must be a number`;
  }
  return errors;
}

export function LocationSection({
  apartment,
  query,
  onSaved,
  onError,
  onEdited,
  pinPicker,
}: {
  apartment: LocationSection_apartment$key;
  /** The editor's query: whether this deployment has a geocoder for "Find address". */
  query?: LocationSection_query$key | null;
  /** A point placed by "Find address" is an edit too, though no input fires. */
  onEdited?: () => void;
  /**
   * Where a map to drag the pin on goes; it receives the point, sets it, and where the pin starts when no point is
   * set yet (the listing's first area).
   */
  pinPicker?: (
    point: { latitude: string; longitude: string },
    onPick: (latitude: number, longitude: number) => void,
    start: GeoPoint | null,
  ) => ReactNode;
} & SectionProps) {
  const data = useFragment(locationFragment, apartment);
  const root = useFragment(queryFragment, query ?? null);
  const environment = useRelayEnvironment();
  const id = useId();
  const [values, setValues] = useState<Values>(() => ({
    street: data.address?.street ?? '',
    city: data.address?.city ?? 'San Antonio',
    zip: data.address?.zip ?? '',
    latitude: data.exactLocation ? String(data.exactLocation.latitude) : '',
    longitude: data.exactLocation ? String(data.exactLocation.longitude) : '',
  }));
  const [submitted, setSubmitted] = useState(false);
  const errors = checkLocation(values);
  const set = (name: Field, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const firstArea = data.location.find(isArea);
  const far = farFromAreas(values, data.location);

  const save = useFormAction(
    (input: LocationSectionSaveMutation['variables']['input']) =>
      commit<LocationSectionSaveMutation>(environment, saveMutation, { input }, 'admin'),
    { fallback: 'Failed to save the location.', onSuccess: () => onSaved('Location saved.'), onError },
  );
  // The places the geocoder found when there was more than one to choose from; the pin is on `picked`.
  const [candidates, setCandidates] = useState<readonly Candidate[]>([]);
  const [picked, setPicked] = useState(0);
  const [noPlace, setNoPlace] = useState(false);
  const place = (candidate: Candidate) => {
    setValues((current) => ({
      ...current,
      latitude: String(candidate.latitude),
      longitude: String(candidate.longitude),
    }));
    onEdited?.();
  };
  const lookup = useFormAction(
    (variables: LocationSectionGeocodeQuery['variables']) =>
      fetchQuery<LocationSectionGeocodeQuery>(environment, geocodeQuery, variables, {
        fetchPolicy: 'network-only',
        networkCacheConfig: asRole('admin'),
      }).toPromise(),
    {
      fallback: 'Failed to find the address.',
      onSuccess: (result) => {
        const found = result?.geocodeAddress ?? [];
        setCandidates(found.length > 1 ? found : []);
        setPicked(0);
        setNoPlace(found.length === 0);
        if (found[0]) place(found[0]);
      },
    },
  );
  const findAddress = () => {
    setCandidates([]);
    setNoPlace(false);
    const check = checkLocation(values);
    const problem = check.street ?? check.city ?? (values.zip.trim() === '' ? undefined : check.zip);
    if (problem) {
      lookup.setError(problem);
      return;
    }
    void lookup.run({
      street: values.street.trim(),
      city: values.city.trim(),
      zip: values.zip.trim() === '' ? null : values.zip.trim(),
    });
  };

  // The server's message for a field (a point outside the metro area) shows beside that field too.
  const serverError = (name: Field) =>
    Object.entries(save.fieldErrors).find(([key]) =>
      name === 'latitude' || name === 'longitude' ? key.startsWith('location') : key.split('.').includes(name),
    )?.[1];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    void save.run({
      apartmentId: data._id,
      address: { street: values.street.trim(), city: values.city.trim(), state: 'TX', zip: values.zip.trim() },
      location: { latitude: Number(values.latitude), longitude: Number(values.longitude) },
    });
  };

  return (
    <section className="costs-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Location</h3>
      <p className="fine-print">Only staff see the address and the exact point; renters see an approximate area.</p>
      <form className="apartment-form" onSubmit={submit} noValidate>
        {FIELDS.map((field) => {
          const error = (submitted ? errors[field.name] : undefined) ?? serverError(field.name);
          const inputId = `${id}-${field.name}`;
          return (
            <div key={field.name} className={error ? 'form-field form-field--invalid' : 'form-field'}>
              <label className="field__label" htmlFor={inputId}>
                {field.label}
              </label>
              <input
                id={inputId}
                className="input"
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => set(field.name, event.target.value)}
              />
              {error && (
                <p className="form-field__error" id={`${inputId}-error`}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {root?.geocoderConfigured ? (
          <div className="form-field">
            <button type="button" className="button button--small" disabled={lookup.busy} onClick={findAddress}>
              {lookup.busy ? 'Finding...' : 'Find address'}
            </button>
            {lookup.error && (
              <p className="form-field__error" role="alert">
                {lookup.error}
              </p>
            )}
            {noPlace && (
              <p className="notice" role="status">
                {NO_PLACE_FOUND}
              </p>
            )}
            {candidates.length > 1 && (
              <fieldset>
                <legend className="field__label">
                  The geocoder found several places; the pin is on the one chosen
                </legend>
                {candidates.map((candidate, index) => (
                  <label key={`${candidate.latitude},${candidate.longitude},${index}`} className="checkbox">
                    <input
                      type="radio"
                      name={`${id}-candidate`}
                      checked={picked === index}
                      onChange={() => {
                        setPicked(index);
                        place(candidate);
                      }}
                    />{' '}
                    {candidate.label}
                  </label>
                ))}
              </fieldset>
            )}
          </div>
        ) : null}
        {pinPicker?.(
          { latitude: values.latitude, longitude: values.longitude },
          (latitude, longitude) =>
            setValues((current) => ({ ...current, latitude: String(latitude), longitude: String(longitude) })),
          firstArea ? areaPoint(firstArea) : null,
        )}
        {far && (
          <p className="notice" role="status">
            {far}
          </p>
        )}
        <SectionActions error={save.error} busy={save.busy} label="Save location" />
      </form>
    </section>
  );
}

/**
 * The words for a point far from every area the listing names (PIN_FAR_FROM_AREAS_M), or null: a pin dropped in the
 * wrong part of the city, or areas that no longer fit the building, are both worth a second look.
 */
export function farFromAreas(point: { latitude: string; longitude: string }, areas: readonly string[]): string | null {
  if (point.latitude.trim() === '' || point.longitude.trim() === '') return null;
  const at = { latitude: Number(point.latitude), longitude: Number(point.longitude) };
  if (!Number.isFinite(at.latitude) || !Number.isFinite(at.longitude)) return null;
  const nearest = nearestArea(at, areas);
  if (!nearest || nearest.distanceM <= PIN_FAR_FROM_AREAS_M) return null;
  const named =
    areas.filter(isArea).length === 1 ? 'the area this listing names' : 'the nearest area this listing names';
  return `This point is about ${formatNumber(Math.round(nearest.distanceM / 1000))} km from ${nearest.area}, ${named}. Check the pin, or the listing's areas in Details.`;
}
