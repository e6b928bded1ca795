// The listing editor's About section: the description and the year built that the apartment page shows renters.
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { AboutSection_apartment$key } from '../../../../__generated__/AboutSection_apartment.graphql';
import type { AboutSectionSaveMutation } from '../../../../__generated__/AboutSectionSaveMutation.graphql';
import { CharacterCount } from '../../../../components/CharacterCount';
import { DESCRIPTION_MAX_LENGTH } from '../../../../lib/domain';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import type { SectionProps } from './sections';
import { SectionActions } from './SectionActions';

const aboutFragment = graphql`
  fragment AboutSection_apartment on Apartment {
    _id
    description
    yearBuilt
  }
`;

const saveMutation = graphql`
  mutation AboutSectionSaveMutation($input: UpdateApartmentProfileInput!) {
    updateApartmentProfile(input: $input) {
      ...AboutSection_apartment
    }
  }
`;

export function AboutSection({
  apartment,
  onSaved,
  onError,
}: { apartment: AboutSection_apartment$key } & SectionProps) {
  const data = useFragment(aboutFragment, apartment);
  const environment = useRelayEnvironment();
  const id = useId();
  const [description, setDescription] = useState(data.description ?? '');
  const [yearBuilt, setYearBuilt] = useState(data.yearBuilt == null ? '' : String(data.yearBuilt));
  const save = useFormAction(
    (input: AboutSectionSaveMutation['variables']['input']) =>
      commit<AboutSectionSaveMutation>(environment, saveMutation, { input }, 'admin'),
    { fallback: 'Failed to save the description.', onSuccess: () => onSaved('Description saved.'), onError },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const year = yearBuilt.trim();
    if (year !== '' && !/^\d{4}$/.test(year)) return save.setError('Year built must be a year, such as 1998');
    void save.run({
      apartmentId: data._id,
      description: description.trim(),
      yearBuilt: year === '' ? null : Number(year),
    });
  };

  return (
    <section className="costs-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>About</h3>
      <form className="apartment-form" onSubmit={submit} noValidate>
        <div className="form-field">
          <label className="field__label" htmlFor={`${id}-description`}>
            Description
          </label>
          <textarea
            id={`${id}-description`}
            className="input"
            rows={5}
            maxLength={DESCRIPTION_MAX_LENGTH}
            aria-describedby={`${id}-description-count`}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <CharacterCount id={`${id}-description-count`} length={description.length} max={DESCRIPTION_MAX_LENGTH} />
        </div>
        <div className="form-field">
          <label className="field__label" htmlFor={`${id}-year`}>
            Year built
          </label>
          <input
            id={`${id}-year`}
            className="input"
            inputMode="numeric"
            value={yearBuilt}
            onChange={(event) => setYearBuilt(event.target.value)}
          />
        </div>
        <SectionActions error={save.error} busy={save.busy} label="Save description" />
      </form>
    </section>
  );
}
