// The "Do I qualify?" questionnaire (docs/contract.md "Who qualifies"): a few questions about money and rental history,
// never about who the renter is. The answers stay in this browser tab (lib/qualification/answers.ts).
import * as Dialog from '@radix-ui/react-dialog';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { PET_KINDS, type CreditScoreBand, type CriminalHistory, type PetKind } from '../../lib/domain';
import {
  forgetAnswers,
  MAX_MONTHLY_INCOME_CENTS,
  saveAnswers,
  type QualificationAnswers,
} from '../../lib/qualification/answers';

const CREDIT_BAND_LABELS: Record<CreditScoreBand, MessageDescriptor> = {
  UNKNOWN: msg`I don't know`,
  UNDER_500: msg`Under 500`,
  FROM_500_TO_579: msg`500 to 579`,
  FROM_580_TO_619: msg`580 to 619`,
  FROM_620_TO_659: msg`620 to 659`,
  FROM_660_TO_719: msg`660 to 719`,
  FROM_720: msg`720 or more`,
};
const CREDIT_BAND_ORDER: CreditScoreBand[] = [
  'UNKNOWN',
  'UNDER_500',
  'FROM_500_TO_579',
  'FROM_580_TO_619',
  'FROM_620_TO_659',
  'FROM_660_TO_719',
  'FROM_720',
];

const CRIMINAL_LABELS: Record<CriminalHistory, MessageDescriptor> = {
  NONE: msg`None`,
  MISDEMEANOR: msg`A misdemeanor`,
  FELONY: msg`A felony`,
};

/** The pets a renter may bring (lib/domain's PET_KIND_LABELS, in the page's language). */
const PET_LABELS: Record<PetKind, MessageDescriptor> = {
  cats: msg`Cats`,
  smallDogs: msg`Small dogs`,
  largeDogs: msg`Large dogs`,
};

/** Years since an event, as a select offers them: '' is never; 10 stands for 10 or more. */
const YEAR_VALUES = Array.from({ length: 11 }, (_, years) => years);

const yearLabel = (years: number): MessageDescriptor =>
  years === 0
    ? msg`Less than a year ago`
    : years === 10
      ? msg`10 or more years ago`
      : msg`${plural(years, { one: '# year ago', other: '# years ago' })}`;

const INCOME_DESCRIPTOR = msg`Monthly income: enter what you earn a month before taxes, in dollars (for example 3200).`;
export const INCOME_MESSAGE = INCOME_DESCRIPTOR.message;

interface Draft {
  income: string;
  creditScoreBand: CreditScoreBand;
  hasVoucher: boolean;
  brokenLease: string;
  eviction: string;
  criminalHistory: CriminalHistory;
  criminalYears: string;
  hasCoSigner: boolean;
  pets: PetKind[];
}

const yearsText = (years: number | null) => (years === null ? '' : String(years));

function draftOf(answers: QualificationAnswers | null): Draft {
  return {
    income: answers ? String(answers.monthlyIncomeCents / 100) : '',
    creditScoreBand: answers?.creditScoreBand ?? 'UNKNOWN',
    hasVoucher: answers?.hasVoucher ?? false,
    brokenLease: yearsText(answers?.yearsSinceBrokenLease ?? null),
    eviction: yearsText(answers?.yearsSinceEviction ?? null),
    criminalHistory: answers?.criminalHistory ?? 'NONE',
    criminalYears: yearsText(answers?.yearsSinceCriminalRecord ?? null) || '0',
    hasCoSigner: answers?.hasCoSigner ?? false,
    pets: answers ? [...answers.pets] : [],
  };
}

/** Dollars as people type them ("3,200", "$3200.50") to cents; null when it is not an amount. */
export function incomeCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(?:\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents <= MAX_MONTHLY_INCOME_CENTS ? cents : null;
}

function answersOf(draft: Draft): QualificationAnswers | null {
  const cents = incomeCents(draft.income);
  if (cents === null) return null;
  const years = (text: string) => (text === '' ? null : Number(text));
  return {
    monthlyIncomeCents: cents,
    creditScoreBand: draft.creditScoreBand,
    hasVoucher: draft.hasVoucher,
    yearsSinceBrokenLease: years(draft.brokenLease),
    yearsSinceEviction: years(draft.eviction),
    criminalHistory: draft.criminalHistory,
    yearsSinceCriminalRecord: draft.criminalHistory === 'NONE' ? null : Number(draft.criminalYears),
    hasCoSigner: draft.hasCoSigner,
    pets: draft.pets,
  };
}

function YearsSelect({
  id,
  label,
  value,
  never,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  never: string | null;
  onChange: (value: string) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="form-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {never !== null && <option value="">{never}</option>}
        {YEAR_VALUES.map((years) => (
          <option key={years} value={String(years)}>
            {i18n._(yearLabel(years))}
          </option>
        ))}
      </select>
    </div>
  );
}

export function QualificationDialog({
  answers,
  triggerLabel,
}: {
  answers: QualificationAnswers | null;
  triggerLabel: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(answers));
  const [error, setError] = useState<string | null>(null);
  const { i18n, t } = useLingui();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = answersOf(draft);
    if (!next) {
      setError(i18n._(INCOME_DESCRIPTOR));
      document.getElementById(`${id}-income`)?.focus();
      return;
    }
    setError(null);
    saveAnswers(next);
    setOpen(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setDraft(draftOf(answers));
          setError(null);
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="button button--secondary">
          {triggerLabel}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--qualification">
          <Dialog.Title className="dialog__title">
            <Trans>Do I qualify?</Trans>
          </Dialog.Title>
          <Dialog.Description className="dialog__description">
            <Trans>
              We compare your answers with each property&apos;s stated criteria. The property decides who is approved.
              Your answers stay in this browser tab: they are not sent to us to keep, and they are forgotten when you
              close the tab.
            </Trans>
          </Dialog.Description>
          <form className="qualification-form" onSubmit={submit} noValidate>
            <div className="form-field">
              <label className="field__label" htmlFor={`${id}-income`}>
                <Trans>Monthly income before taxes ($)</Trans>
              </label>
              <input
                id={`${id}-income`}
                className="input"
                inputMode="decimal"
                autoComplete="off"
                value={draft.income}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-income-error` : undefined}
                onChange={(event) => setDraft({ ...draft, income: event.target.value })}
              />
              {error && (
                <p className="form-field__error" id={`${id}-income-error`} role="alert">
                  {error}
                </p>
              )}
            </div>
            <div className="form-field">
              <label className="field__label" htmlFor={`${id}-credit`}>
                <Trans>Credit score</Trans>
              </label>
              <select
                id={`${id}-credit`}
                className="input"
                value={draft.creditScoreBand}
                onChange={(event) => setDraft({ ...draft, creditScoreBand: event.target.value as CreditScoreBand })}
              >
                {CREDIT_BAND_ORDER.map((band) => (
                  <option key={band} value={band}>
                    {i18n._(CREDIT_BAND_LABELS[band])}
                  </option>
                ))}
              </select>
            </div>
            <YearsSelect
              id={`${id}-broken-lease`}
              label={t`A broken lease`}
              never={t`Never had one`}
              value={draft.brokenLease}
              onChange={(brokenLease) => setDraft({ ...draft, brokenLease })}
            />
            <YearsSelect
              id={`${id}-eviction`}
              label={t`An eviction`}
              never={t`Never had one`}
              value={draft.eviction}
              onChange={(eviction) => setDraft({ ...draft, eviction })}
            />
            <div className="form-field">
              <label className="field__label" htmlFor={`${id}-criminal`}>
                <Trans>Criminal history</Trans>
              </label>
              <select
                id={`${id}-criminal`}
                className="input"
                value={draft.criminalHistory}
                onChange={(event) => setDraft({ ...draft, criminalHistory: event.target.value as CriminalHistory })}
              >
                {(Object.keys(CRIMINAL_LABELS) as CriminalHistory[]).map((history) => (
                  <option key={history} value={history}>
                    {i18n._(CRIMINAL_LABELS[history])}
                  </option>
                ))}
              </select>
            </div>
            {draft.criminalHistory !== 'NONE' && (
              <YearsSelect
                id={`${id}-criminal-years`}
                label={t`The most recent one`}
                never={null}
                value={draft.criminalYears}
                onChange={(criminalYears) => setDraft({ ...draft, criminalYears })}
              />
            )}
            <label className="guest-card__choice">
              <input
                type="checkbox"
                checked={draft.hasVoucher}
                onChange={(event) => setDraft({ ...draft, hasVoucher: event.target.checked })}
              />
              <Trans>I have a housing voucher (such as a Housing Choice Voucher)</Trans>
            </label>
            <label className="guest-card__choice">
              <input
                type="checkbox"
                checked={draft.hasCoSigner}
                onChange={(event) => setDraft({ ...draft, hasCoSigner: event.target.checked })}
              />
              <Trans>I have a co-signer or a guarantor</Trans>
            </label>
            <fieldset className="guest-card__choices">
              <legend className="field__label">
                <Trans>Pets</Trans>
              </legend>
              {PET_KINDS.map((kind) => (
                <label key={kind} className="guest-card__choice">
                  <input
                    type="checkbox"
                    checked={draft.pets.includes(kind)}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        pets: event.target.checked
                          ? [...draft.pets, kind]
                          : draft.pets.filter((existing) => existing !== kind),
                      })
                    }
                  />
                  {i18n._(PET_LABELS[kind])}
                </label>
              ))}
            </fieldset>
            <div className="dialog__actions">
              <button type="submit" className="button button--primary">
                <Trans>See my matches</Trans>
              </button>
              {answers && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    forgetAnswers();
                    setOpen(false);
                  }}
                >
                  <Trans>Forget my answers</Trans>
                </button>
              )}
            </div>
          </form>
          <Dialog.Close className="dialog__close" aria-label={t`Close`}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
