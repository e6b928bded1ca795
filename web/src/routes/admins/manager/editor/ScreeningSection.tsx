// The listing editor's Screening section (docs/contract.md "Who qualifies"): the property's stated rules about
// money and history, saved as one set with setApartmentScreening. Agents record them from their verification queue
// with the same form, on the call that confirms a floorplan's price. Saving confirms the rules with the property as of
// today, like prices; a rule left empty is one the property has not stated. The form checks the rules with the
// server's own table, and a refusal from the server shows beside the field it names.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ScreeningSection_apartment$key } from '../../../../__generated__/ScreeningSection_apartment.graphql';
import type { ScreeningSectionSaveMutation } from '../../../../__generated__/ScreeningSectionSaveMutation.graphql';
import { readScreeningRules } from '../../../../components/screening/screeningRules';
import { ScreeningVerified } from '../../../../components/screening/ScreeningVerified';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import {
  CREDIT_POLICY_LABELS,
  CRIMINAL_POLICY_LABELS,
  HISTORY_POLICY_LABELS,
  ID_REQUIREMENT_LABELS,
  NOT_STATED,
  readScreening,
  screeningDraft,
  STATED_LABELS,
  type ScreeningDraft,
  type ScreeningErrors,
} from './screeningForm';
import { SectionActions } from './SectionActions';
import type { SectionProps } from './sections';

const screeningFragment = graphql`
  fragment ScreeningSection_apartment on Apartment {
    _id
    screening {
      ...screeningRules_screening
      ...ScreeningVerified_screening
    }
  }
`;

const saveMutation = graphql`
  mutation ScreeningSectionSaveMutation($input: SetApartmentScreeningInput!) {
    setApartmentScreening(input: $input) {
      ...ScreeningSection_apartment
    }
  }
`;

/** The draft's field that shows a message for each rule the server or the form names. */
const FIELD_OF: Record<keyof ScreeningErrors, keyof ScreeningDraft> = {
  incomeMultiple: 'incomeMultiple',
  creditPolicy: 'creditPolicy',
  minimumCreditScore: 'minimumCreditScore',
  brokenLeasePolicy: 'brokenLeasePolicy',
  brokenLeaseYears: 'brokenLeaseYears',
  evictionPolicy: 'evictionPolicy',
  evictionYears: 'evictionYears',
  criminalPolicy: 'criminalPolicy',
  criminalYears: 'criminalYears',
  coSignerAccepted: 'coSignerAccepted',
  guarantorServicesAccepted: 'guarantorServicesAccepted',
  acceptsVouchers: 'acceptsVouchers',
  ssnOrItin: 'ssnOrItin',
};

export function ScreeningSection({
  apartment,
  role = 'admin',
  onSaved,
  onError,
}: { apartment: ScreeningSection_apartment$key } & SectionProps) {
  const data = useFragment(screeningFragment, apartment);
  const environment = useRelayEnvironment();
  const id = useId();
  const [draft, setDraft] = useState<ScreeningDraft>(() =>
    screeningDraft(data.screening ? readScreeningRules(data.screening) : null),
  );
  const [errors, setErrors] = useState<ScreeningErrors>({});
  const save = useFormAction(
    (input: ScreeningSectionSaveMutation['variables']['input']) =>
      commit<ScreeningSectionSaveMutation>(environment, saveMutation, { input }, role),
    { fallback: 'Failed to save the screening rules.', onSuccess: () => onSaved('Screening rules saved.'), onError },
  );

  // The form's own messages after a save attempt, else the server's by field (GraphQL `extensions.errors`).
  const messages: Partial<Record<keyof ScreeningDraft, string>> = {};
  for (const [field, message] of Object.entries({ ...save.fieldErrors, ...errors }))
    if (field in FIELD_OF) messages[FIELD_OF[field as keyof ScreeningErrors]] ??= message;
  const unplaced = Object.keys(save.fieldErrors).some((field) => !(field in FIELD_OF));
  const marked = Object.keys(messages).length > 0 && !unplaced;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readScreening(draft);
    if (!read.ok) {
      setErrors(read.errors);
      // The server's messages of an earlier save no longer apply.
      save.setError(null);
      return;
    }
    setErrors({});
    void save.run({ apartmentId: data._id, ...read.rules });
  };

  const set = <K extends keyof ScreeningDraft>(name: K, value: ScreeningDraft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const field = (name: keyof ScreeningDraft, label: string, control: (props: ControlProps) => ReactNode) => {
    const error = messages[name];
    const inputId = `${id}-${name}`;
    return (
      <div className="form-field">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        {control({
          id: inputId,
          className: 'input',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
        })}
        {error && (
          <p className="form-field__error" id={`${inputId}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  const typed = (name: keyof ScreeningDraft, label: string, placeholder: string, inputMode: 'decimal' | 'numeric') =>
    field(name, label, (props) => (
      <input
        {...props}
        inputMode={inputMode}
        placeholder={placeholder}
        value={draft[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    ));

  const chosen = <K extends keyof ScreeningDraft>(name: K, label: string, labels: Record<string, string>) =>
    field(name, label, (props) => (
      <select {...props} value={draft[name]} onChange={(event) => set(name, event.target.value as ScreeningDraft[K])}>
        <option value="">{NOT_STATED}</option>
        {Object.entries(labels).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    ));

  return (
    <section className="costs-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Screening</h3>
      <p className="fine-print">
        The property&apos;s stated rules about income, credit and history, never about who a renter is. Leave a rule
        empty when the property has not stated it; saving confirms the rules with the property as of today.
      </p>
      <ScreeningVerified screening={data.screening} />
      <form className="apartment-form" onSubmit={submit} noValidate aria-label="Screening rules">
        {typed('incomeMultiple', 'Income multiple (times the all-in rent)', '3', 'decimal')}
        {chosen('creditPolicy', 'Credit score', CREDIT_POLICY_LABELS)}
        {draft.creditPolicy === 'MINIMUM' && typed('minimumCreditScore', 'Minimum credit score', '600', 'numeric')}
        {chosen('brokenLeasePolicy', 'Broken leases', HISTORY_POLICY_LABELS)}
        {draft.brokenLeasePolicy === 'AFTER_YEARS' &&
          typed('brokenLeaseYears', 'Broken leases accepted after (years)', '3', 'numeric')}
        {chosen('evictionPolicy', 'Evictions', HISTORY_POLICY_LABELS)}
        {draft.evictionPolicy === 'AFTER_YEARS' &&
          typed('evictionYears', 'Evictions accepted after (years)', '5', 'numeric')}
        {chosen('criminalPolicy', 'Criminal history', CRIMINAL_POLICY_LABELS)}
        {draft.criminalPolicy === 'FELONIES_AFTER_YEARS' &&
          typed('criminalYears', 'Felonies accepted after (years)', '7', 'numeric')}
        {chosen('coSignerAccepted', 'Co-signers accepted', STATED_LABELS)}
        {chosen('guarantorServicesAccepted', 'Guarantor services accepted', STATED_LABELS)}
        {chosen('acceptsVouchers', 'Housing vouchers accepted', STATED_LABELS)}
        {chosen('ssnOrItin', 'SSN or ITIN', ID_REQUIREMENT_LABELS)}
        <p className="fine-print">
          Application and admin fees are fees: list them under Fees (named &quot;Application&quot; and
          &quot;Admin&quot;), and renters see the same amounts with these criteria.
        </p>
        <SectionActions
          error={marked ? 'Correct the rules marked above.' : save.error}
          busy={save.busy}
          label="Save and mark verified"
        />
      </form>
    </section>
  );
}

interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
