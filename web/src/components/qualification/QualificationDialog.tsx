// The "Do I qualify?" questionnaire (docs/contract.md "Who qualifies"): a few questions about money and rental history,
// never about who the renter is. The answers stay in this browser tab (lib/qualification/answers.ts).
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { PET_KIND_LABELS, PET_KINDS, type CreditScoreBand, type CriminalHistory, type PetKind } from '../../lib/domain';
import {
  forgetAnswers,
  MAX_MONTHLY_INCOME_CENTS,
  saveAnswers,
  type QualificationAnswers,
} from '../../lib/qualification/answers';

const CREDIT_BAND_LABELS: Record<CreditScoreBand, string> = {
  UNKNOWN: "I don't know",
  UNDER_500: 'Under 500',
  FROM_500_TO_579: '500 to 579',
  FROM_580_TO_619: '580 to 619',
  FROM_620_TO_659: '620 to 659',
  FROM_660_TO_719: '660 to 719',
  FROM_720: '720 or more',
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

const CRIMINAL_LABELS: Record<CriminalHistory, string> = {
  NONE: 'None',
  MISDEMEANOR: 'A misdemeanor',
  FELONY: 'A felony',
};

/** Years since an event, as a select offers them: '' is never; 10 stands for 10 or more. */
const YEAR_OPTIONS = Array.from({ length: 11 }, (_, years) => ({
  value: String(years),
  label: years === 0 ? 'Less than a year ago' : years === 10 ? '10 or more years ago' : `${years} years ago`,
}));

export const INCOME_MESSAGE =
  'Monthly income: enter what you earn a month before taxes, in dollars (for example 3200).';

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
  return (
    <div className="form-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {never !== null && <option value="">{never}</option>}
        {YEAR_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = answersOf(draft);
    if (!next) {
      setError(INCOME_MESSAGE);
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
          <Dialog.Title className="dialog__title">Do I qualify?</Dialog.Title>
          <Dialog.Description className="dialog__description">
            We compare your answers with each property&apos;s stated criteria. The property decides who is approved.
            Your answers stay in this browser tab: they are not sent to us to keep, and they are forgotten when you
            close the tab.
          </Dialog.Description>
          <form className="qualification-form" onSubmit={submit} noValidate>
            <div className="form-field">
              <label className="field__label" htmlFor={`${id}-income`}>
                Monthly income before taxes ($)
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
                Credit score
              </label>
              <select
                id={`${id}-credit`}
                className="input"
                value={draft.creditScoreBand}
                onChange={(event) => setDraft({ ...draft, creditScoreBand: event.target.value as CreditScoreBand })}
              >
                {CREDIT_BAND_ORDER.map((band) => (
                  <option key={band} value={band}>
                    {CREDIT_BAND_LABELS[band]}
                  </option>
                ))}
              </select>
            </div>
            <YearsSelect
              id={`${id}-broken-lease`}
              label="A broken lease"
              never="Never had one"
              value={draft.brokenLease}
              onChange={(brokenLease) => setDraft({ ...draft, brokenLease })}
            />
            <YearsSelect
              id={`${id}-eviction`}
              label="An eviction"
              never="Never had one"
              value={draft.eviction}
              onChange={(eviction) => setDraft({ ...draft, eviction })}
            />
            <div className="form-field">
              <label className="field__label" htmlFor={`${id}-criminal`}>
                Criminal history
              </label>
              <select
                id={`${id}-criminal`}
                className="input"
                value={draft.criminalHistory}
                onChange={(event) => setDraft({ ...draft, criminalHistory: event.target.value as CriminalHistory })}
              >
                {(Object.keys(CRIMINAL_LABELS) as CriminalHistory[]).map((history) => (
                  <option key={history} value={history}>
                    {CRIMINAL_LABELS[history]}
                  </option>
                ))}
              </select>
            </div>
            {draft.criminalHistory !== 'NONE' && (
              <YearsSelect
                id={`${id}-criminal-years`}
                label="The most recent one"
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
              I have a housing voucher (such as a Housing Choice Voucher)
            </label>
            <label className="guest-card__choice">
              <input
                type="checkbox"
                checked={draft.hasCoSigner}
                onChange={(event) => setDraft({ ...draft, hasCoSigner: event.target.checked })}
              />
              I have a co-signer or a guarantor
            </label>
            <fieldset className="guest-card__choices">
              <legend className="field__label">Pets</legend>
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
                  {PET_KIND_LABELS[kind]}
                </label>
              ))}
            </fieldset>
            <div className="dialog__actions">
              <button type="submit" className="button button--primary">
                See my matches
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
                  Forget my answers
                </button>
              )}
            </div>
          </form>
          <Dialog.Close className="dialog__close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
