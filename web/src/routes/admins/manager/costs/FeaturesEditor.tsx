// The pet policy (kinds allowed, pet rent, pet deposit) and the amenities renters filter on most; saved
// together by updateApartmentFeatures.
import { useId, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { FeaturesEditor_apartment$key } from '../../../../__generated__/FeaturesEditor_apartment.graphql';
import type { FeaturesEditorSaveMutation } from '../../../../__generated__/FeaturesEditorSaveMutation.graphql';
import {
  AMENITIES,
  AMENITY_LABELS,
  PET_KIND_LABELS,
  PET_KINDS,
  type Amenity,
  type PetKind,
} from '../../../../lib/domain';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import type { SectionProps } from '../editor/sections';
import { dollarsText, parseCents } from './money';
import { SectionActions } from '../editor/SectionActions';

const featuresFragment = graphql`
  fragment FeaturesEditor_apartment on Apartment {
    _id
    amenities
    petPolicy {
      petsAllowed
      petRentCents
      petDepositCents
    }
  }
`;

const saveMutation = graphql`
  mutation FeaturesEditorSaveMutation($apartmentId: ID!, $input: ApartmentFeaturesInput!) {
    updateApartmentFeatures(apartmentId: $apartmentId, input: $input) {
      ...FeaturesEditor_apartment
    }
  }
`;

const toggled = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

export function FeaturesEditor({
  apartment,
  onSaved,
  onError,
}: { apartment: FeaturesEditor_apartment$key } & SectionProps) {
  const data = useFragment(featuresFragment, apartment);
  const environment = useRelayEnvironment();
  const id = useId();
  const [pets, setPets] = useState<PetKind[]>(
    () => data.petPolicy.petsAllowed.filter((kind) => PET_KINDS.includes(kind as PetKind)) as PetKind[],
  );
  const [amenities, setAmenities] = useState<Amenity[]>(
    () => data.amenities.filter((amenity) => AMENITIES.includes(amenity as Amenity)) as Amenity[],
  );
  const [petRent, setPetRent] = useState(dollarsText(data.petPolicy.petRentCents));
  const [petDeposit, setPetDeposit] = useState(dollarsText(data.petPolicy.petDepositCents));
  const action = useFormAction(
    (input: FeaturesEditorSaveMutation['variables']['input']) =>
      commit<FeaturesEditorSaveMutation>(environment, saveMutation, { apartmentId: data._id, input }, 'admin'),
    {
      fallback: 'Failed to save the pet policy and amenities.',
      onSuccess: () => onSaved('Pet policy and amenities saved.'),
      onError,
    },
  );

  const save = () => {
    const rent = parseCents('Pet rent', petRent);
    if (!rent.ok) return action.setError(rent.message);
    const deposit = parseCents('Pet deposit', petDeposit);
    if (!deposit.ok) return action.setError(deposit.message);
    void action.run({
      petsAllowed: PET_KINDS.filter((kind) => pets.includes(kind)),
      petRentCents: rent.cents,
      petDepositCents: deposit.cents,
      amenities: AMENITIES.filter((amenity) => amenities.includes(amenity)),
    });
  };

  return (
    <section className="costs-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Pets and amenities</h3>
      <fieldset className="costs-checks">
        <legend className="field__label">Pets allowed</legend>
        {PET_KINDS.map((kind) => (
          <label key={kind} className="checkbox">
            <input type="checkbox" checked={pets.includes(kind)} onChange={() => setPets(toggled(pets, kind))} />
            {PET_KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <div className="form-row">
        <div>
          <label className="field__label" htmlFor={`${id}-rent`}>
            Pet rent a month ($)
          </label>
          <input
            id={`${id}-rent`}
            className="input"
            inputMode="decimal"
            value={petRent}
            onChange={(event) => setPetRent(event.target.value)}
          />
        </div>
        <div>
          <label className="field__label" htmlFor={`${id}-deposit`}>
            Pet deposit ($)
          </label>
          <input
            id={`${id}-deposit`}
            className="input"
            inputMode="decimal"
            value={petDeposit}
            onChange={(event) => setPetDeposit(event.target.value)}
          />
        </div>
      </div>
      <fieldset className="costs-checks">
        <legend className="field__label">Amenities</legend>
        {AMENITIES.map((amenity) => (
          <label key={amenity} className="checkbox">
            <input
              type="checkbox"
              checked={amenities.includes(amenity)}
              onChange={() => setAmenities(toggled(amenities, amenity))}
            />
            {AMENITY_LABELS[amenity]}
          </label>
        ))}
      </fieldset>
      <SectionActions error={action.error} busy={action.busy} label="Save pets and amenities" onSave={save} />
    </section>
  );
}
