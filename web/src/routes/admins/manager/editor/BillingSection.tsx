// The listing editor's Leasing & billing section (docs/contract.md "Getting paid"): the leasing office's e-mail, which
// receives guest-card registrations and lease verification requests, and the billing party an invoice is made out to
// (its name and address, required on every invoice; its e-mail, else the leasing one, receives the PDF), and the
// language those offices read (their e-mails and the verification page follow it). Checked here
// with the server's words before anything is sent; the server's refusal lands beside its field.
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { BillingSection_apartment$key } from '../../../../__generated__/BillingSection_apartment.graphql';
import type { BillingSectionSaveMutation } from '../../../../__generated__/BillingSectionSaveMutation.graphql';
import { check, email, maxLength, required, type Rule } from '../../../../lib/forms/rules';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import type { SectionProps } from './sections';
import { SectionActions } from './SectionActions';

const billingFragment = graphql`
  fragment BillingSection_apartment on Apartment {
    _id
    leasingEmail
    billingEmail
    billingName
    billingAddress
    leasingLanguage
  }
`;

const saveMutation = graphql`
  mutation BillingSectionSaveMutation($apartmentId: ID!, $input: ApartmentBillingInput!) {
    setApartmentBilling(apartmentId: $apartmentId, input: $input) {
      ...BillingSection_apartment
    }
  }
`;

type Field = 'leasingEmail' | 'billingEmail' | 'billingName' | 'billingAddress';

/** An e-mail that may be left empty, checked with the server's words when given. */
const optionalEmail =
  (label: string): Rule =>
  (value) =>
    value.trim() === '' ? null : email(`${label} must be one e-mail address`)(value);

const FIELDS: { name: Field; label: string; rules: Rule[]; type?: 'email'; hint?: string }[] = [
  {
    name: 'leasingEmail',
    label: 'Leasing e-mail',
    type: 'email',
    hint: 'Receives guest-card registrations and lease verification requests.',
    rules: [optionalEmail('Leasing e-mail'), maxLength(254, 'Leasing e-mail cannot be longer than 254 characters')],
  },
  {
    name: 'billingName',
    label: 'Billing name',
    hint: 'Who the invoice is made out to, such as the owner or management company.',
    rules: [required('Enter the billing name'), maxLength(100, 'Billing name cannot be longer than 100 characters')],
  },
  {
    name: 'billingAddress',
    label: 'Billing address',
    rules: [
      required('Enter the billing address'),
      maxLength(300, 'Billing address cannot be longer than 300 characters'),
    ],
  },
  {
    name: 'billingEmail',
    label: 'Billing e-mail',
    type: 'email',
    hint: 'Receives invoices with their PDF; without it they go to the leasing e-mail.',
    rules: [optionalEmail('Billing e-mail'), maxLength(254, 'Billing e-mail cannot be longer than 254 characters')],
  },
];

export function BillingSection({
  apartment,
  onSaved,
  onError,
}: { apartment: BillingSection_apartment$key } & SectionProps) {
  const data = useFragment(billingFragment, apartment);
  const environment = useRelayEnvironment();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    leasingEmail: data.leasingEmail ?? '',
    billingEmail: data.billingEmail ?? '',
    billingName: data.billingName ?? '',
    billingAddress: data.billingAddress ?? '',
  });
  const [language, setLanguage] = useState<'EN' | 'ES'>(data.leasingLanguage === 'ES' ? 'ES' : 'EN');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useFormAction(
    (input: BillingSectionSaveMutation['variables']['input']) =>
      commit<BillingSectionSaveMutation>(environment, saveMutation, { apartmentId: data._id, input }, 'admin'),
    {
      fallback: 'Failed to save the leasing and billing details.',
      onSuccess: () => onSaved('Leasing and billing details saved.'),
      onError,
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      FIELDS.map(({ name, rules }) => [name, check(values[name], rules)]).filter(([, message]) => message),
    ) as Partial<Record<Field, string>>;
    setErrors(found);
    if (Object.keys(found).length > 0) return save.setError('Correct the details marked above.');
    // An empty e-mail clears it: the server keeps what is left out, so each field is sent.
    void save.run({
      leasingEmail: values.leasingEmail.trim() || null,
      billingEmail: values.billingEmail.trim() || null,
      billingName: values.billingName.trim(),
      billingAddress: values.billingAddress.trim(),
      leasingLanguage: language,
    });
  };

  return (
    <section className="costs-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Leasing &amp; billing</h3>
      <form className="apartment-form" onSubmit={submit} noValidate>
        {FIELDS.map(({ name, label, type, hint }) => {
          const inputId = `${id}-${name}`;
          const error = errors[name] ?? save.fieldErrors[name];
          const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ');
          return (
            <div key={name} className={error ? 'form-field form-field--invalid' : 'form-field'}>
              <label className="field__label" htmlFor={inputId}>
                {label}
              </label>
              {name === 'billingAddress' ? (
                <textarea
                  id={inputId}
                  className="input"
                  rows={2}
                  value={values[name]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                  onChange={(event) => setValues({ ...values, [name]: event.target.value })}
                />
              ) : (
                <input
                  id={inputId}
                  className="input"
                  type={type ?? 'text'}
                  value={values[name]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                  onChange={(event) => setValues({ ...values, [name]: event.target.value })}
                />
              )}
              {hint && (
                <p className="form-field__hint" id={`${inputId}-hint`}>
                  {hint}
                </p>
              )}
              {error && (
                <p className="form-field__error" id={`${inputId}-error`}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div className="form-field">
          <label className="field__label" htmlFor={`${id}-language`}>
            Language of the offices
          </label>
          <select
            id={`${id}-language`}
            className="input"
            aria-describedby={`${id}-language-hint`}
            value={language}
            onChange={(event) => setLanguage(event.target.value === 'ES' ? 'ES' : 'EN')}
          >
            <option value="EN">English</option>
            <option value="ES">Spanish</option>
          </select>
          <p className="form-field__hint" id={`${id}-language-hint`}>
            Their e-mails (registrations, verification requests, invoices, reminders) and the verification page.
          </p>
        </div>
        <SectionActions error={save.error} busy={save.busy} label="Save leasing & billing" />
      </form>
    </section>
  );
}
