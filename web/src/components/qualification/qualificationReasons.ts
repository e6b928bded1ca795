// The reasons under a "Do I qualify?" verdict in the page's language (docs/contract.md "Spanish pages"): the API
// sends each as a code with its numbers, and the page writes the sentence. Each English message is the API's own
// sentence (qualificationReasons.test.ts checks every code against domain/qualification.ts), so English pages read
// as before. The words stay neutral: they say how the renter's answers meet what the property states, never more.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { graphql, readInlineData } from 'react-relay';
import type { qualificationReasons_reason$key } from '../../__generated__/qualificationReasons_reason.graphql';
import type { PetKind, QualificationReasonCode } from '../../lib/domain';
import { formatMultiple } from '../../lib/format';

// Inline, so the plain function below reads it wherever a verdict's reasons are shown.
const reasonFragment = graphql`
  fragment qualificationReasons_reason on QualificationReason @inline {
    code
    multiple
    minimumCreditScore
    years
    pets
    text
  }
`;

export const readReason = (reason: qualificationReasons_reason$key): ReasonData =>
  readInlineData(reasonFragment, reason);

/** A reason as the API sends it (`QualificationReason`); a field the code does not use is null. */
export interface ReasonData {
  readonly code: string;
  readonly multiple?: number | null;
  readonly minimumCreditScore?: number | null;
  readonly years?: number | null;
  readonly pets?: readonly string[] | null;
  /** The English sentence, shown as it is for a code this page does not know yet. */
  readonly text: string;
}

const PET_WORDS: Record<PetKind, MessageDescriptor> = {
  cats: msg`cats`,
  smallDogs: msg`small dogs`,
  largeDogs: msg`large dogs`,
};

/** One reason written in `i18n`'s language. */
export function qualificationReasonText(reason: ReasonData, i18n: I18n): string {
  const multiple = formatMultiple(reason.multiple ?? 0);
  const minimum = reason.minimumCreditScore ?? 0;
  const years = reason.years ?? 0;
  const pets = (reason.pets ?? [])
    .map((kind) => (kind in PET_WORDS ? i18n._(PET_WORDS[kind as PetKind]) : kind))
    .join(', ');
  const messages: Record<QualificationReasonCode, () => MessageDescriptor> = {
    CRITERIA_NOT_VERIFIED: () => msg`this property's stated criteria were not verified in the last 30 days: ask us`,
    INCOME_NOT_STATED: () => msg`income requirement not stated: ask us`,
    INCOME_RENT_NOT_LISTED: () => msg`income of ${multiple}x the all-in rent; this floorplan's rent is not listed`,
    INCOME_MET: () => msg`income of at least ${multiple}x the all-in rent`,
    INCOME_SHORT: () => msg`income under ${multiple}x the all-in rent`,
    INCOME_SHORT_VOUCHER: () =>
      msg`income under ${multiple}x the all-in rent; with a voucher it is compared with your share: ask us`,
    INCOME_SHORT_CO_SIGNER: () => msg`income under ${multiple}x the all-in rent; co-signers accepted`,
    CREDIT_NO_MINIMUM: () => msg`no minimum credit score`,
    CREDIT_NOT_STATED: () => msg`credit score requirement not stated: ask us`,
    CREDIT_MINIMUM_MET: () => msg`minimum credit score of ${minimum}`,
    CREDIT_UNDER_MINIMUM: () => msg`credit score under the minimum of ${minimum}`,
    CREDIT_UNDER_MINIMUM_CO_SIGNER: () => msg`credit score under the minimum of ${minimum}; co-signers accepted`,
    CREDIT_SCORE_UNKNOWN: () => msg`minimum credit score of ${minimum}; your score is not known: ask us`,
    CREDIT_WITHIN_BAND: () => msg`minimum credit score of ${minimum}, within your band: ask us`,
    BROKEN_LEASES_ACCEPTED: () => msg`broken leases accepted`,
    BROKEN_LEASES_NOT_ACCEPTED: () => msg`broken leases not accepted`,
    BROKEN_LEASES_ACCEPTED_AFTER_YEARS: () =>
      msg`${plural(years, { one: 'broken leases accepted after # year', other: 'broken leases accepted after # years' })}`,
    BROKEN_LEASES_NOT_STATED: () => msg`broken leases policy not stated: ask us`,
    EVICTIONS_ACCEPTED: () => msg`evictions accepted`,
    EVICTIONS_NOT_ACCEPTED: () => msg`evictions not accepted`,
    EVICTIONS_ACCEPTED_AFTER_YEARS: () =>
      msg`${plural(years, { one: 'evictions accepted after # year', other: 'evictions accepted after # years' })}`,
    EVICTIONS_NOT_STATED: () => msg`evictions policy not stated: ask us`,
    CRIMINAL_HISTORY_NOT_ACCEPTED: () => msg`criminal history not accepted`,
    CRIMINAL_HISTORY_CASE_BY_CASE: () => msg`criminal history reviewed case by case: ask us`,
    CRIMINAL_HISTORY_NOT_STATED: () => msg`criminal history policy not stated: ask us`,
    FELONIES_ACCEPTED_AFTER_YEARS: () =>
      msg`${plural(years, { one: 'felonies accepted after # year', other: 'felonies accepted after # years' })}`,
    FELONIES_AFTER_YEARS_ASK_US: () =>
      msg`${plural(years, { one: 'felonies accepted after # year: ask us', other: 'felonies accepted after # years: ask us' })}`,
    VOUCHERS_ACCEPTED: () => msg`housing vouchers accepted`,
    VOUCHERS_NOT_ACCEPTED: () => msg`housing vouchers not accepted`,
    VOUCHERS_NOT_STATED: () => msg`voucher acceptance not stated: ask us`,
    PETS_ALLOWED: () => msg`${pets} allowed`,
    PETS_NOT_ALLOWED: () => msg`${pets} not allowed`,
  };
  const message = Object.hasOwn(messages, reason.code) ? messages[reason.code as QualificationReasonCode] : null;
  return message ? i18n._(message()) : reason.text;
}
