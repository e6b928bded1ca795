// Who qualifies over GraphQL (docs/contract.md "Who qualifies"): the property's stated rules on Apartment, the
// accessibility of each floorplan, the renter's private answers as an input, and each apartment's and floorplan's
// verdict. Rules live in domain/qualification.ts and services/screening.ts.
import {
  ACCESSIBILITY_FEATURES,
  CREDIT_POLICIES,
  CREDIT_SCORE_BANDS,
  CRIMINAL_HISTORIES,
  CRIMINAL_POLICIES,
  daysSinceVerified,
  HISTORY_POLICIES,
  ID_REQUIREMENTS,
  isVerificationStale,
  QUALIFICATION_REASON_CODES,
  QUALIFICATION_VERDICTS,
  qualificationReasonText,
  screeningFeesOf,
  statedCriteria,
  type ScreeningFees,
  type QualificationAnswers,
  type QualificationReason,
  type QualificationResult,
} from '../../domain/index.js';
import type {
  Apartment as ApartmentRow,
  Fee as FeeRow,
  Floorplan as FloorplanRow,
  Screening as ScreeningRow,
} from '../../generated/prisma/client.js';
import type { Context } from '../../context.js';
import { badInput, parseInput } from '../../errors.js';
import { QualificationSchema } from '../../search/filter.js';
import { qualifyFloorplan, withQualification, type Qualified } from '../../search/qualification.js';
import { screeningFeesOfApartment } from '../../services/fees.js';
import { setApartmentScreening, setFloorplanAccessibility } from '../../services/screening.js';
import { builder } from '../builder.js';
import { listedApartment } from '../listed.js';
import { staffOnly } from '../roles.js';
import { assertContactApartment } from '../../services/property-door.js';
import { parseId } from '../../services/apartments.js';
import { Apartment } from './apartment.js';
import { Floorplan } from './floorplan.js';
import { idFromArg, plain } from './ids.js';
import { PetKindEnum } from './pet-policy.js';

export const AccessibilityFeatureEnum = builder.enumType('AccessibilityFeature', { values: ACCESSIBILITY_FEATURES });
const CreditPolicyEnum = builder.enumType('CreditPolicy', { values: CREDIT_POLICIES });
const HistoryPolicyEnum = builder.enumType('HistoryPolicy', {
  description: 'Broken leases or evictions: accepted always, after `years`, or never.',
  values: HISTORY_POLICIES,
});
const CriminalPolicyEnum = builder.enumType('CriminalPolicy', { values: CRIMINAL_POLICIES });
const IdRequirementEnum = builder.enumType('IdRequirement', { values: ID_REQUIREMENTS });
export const CreditScoreBandEnum = builder.enumType('CreditScoreBand', {
  values: Object.keys(CREDIT_SCORE_BANDS) as (keyof typeof CREDIT_SCORE_BANDS)[],
});
export const CriminalHistoryEnum = builder.enumType('CriminalHistory', { values: CRIMINAL_HISTORIES });
const QualificationVerdictEnum = builder.enumType('QualificationVerdict', {
  description: 'LIKELY: "Likely qualifies"; ASK: "Ask us" (a rule unstated or unverified); UNLIKELY: "Likely not".',
  values: QUALIFICATION_VERDICTS,
});

/** The rules with the fee table's application and admin fees, which they show but do not hold. */
type ScreeningView = ScreeningRow & ScreeningFees;

export const Screening = builder.objectRef<ScreeningView>('Screening').implement({
  description:
    'The property\'s stated screening rules (docs/contract.md "Who qualifies"); a null rule is one it has not stated.',
  fields: (t) => ({
    incomeMultiple: t.float({
      nullable: true,
      description: 'Monthly income at least this many times the all-in monthly cost.',
      resolve: (rules) => rules.incomeMultiple,
    }),
    creditPolicy: t.field({ type: CreditPolicyEnum, nullable: true, resolve: (rules) => rules.creditPolicy }),
    minimumCreditScore: t.exposeInt('minimumCreditScore', { nullable: true }),
    brokenLeasePolicy: t.field({
      type: HistoryPolicyEnum,
      nullable: true,
      resolve: (rules) => rules.brokenLeasePolicy,
    }),
    brokenLeaseYears: t.exposeInt('brokenLeaseYears', { nullable: true }),
    evictionPolicy: t.field({ type: HistoryPolicyEnum, nullable: true, resolve: (rules) => rules.evictionPolicy }),
    evictionYears: t.exposeInt('evictionYears', { nullable: true }),
    criminalPolicy: t.field({ type: CriminalPolicyEnum, nullable: true, resolve: (rules) => rules.criminalPolicy }),
    criminalYears: t.exposeInt('criminalYears', { nullable: true }),
    coSignerAccepted: t.exposeBoolean('coSignerAccepted', { nullable: true }),
    guarantorServicesAccepted: t.exposeBoolean('guarantorServicesAccepted', { nullable: true }),
    acceptsVouchers: t.exposeBoolean('acceptsVouchers', { nullable: true }),
    ssnOrItin: t.field({ type: IdRequirementEnum, nullable: true, resolve: (rules) => rules.ssnOrItin }),
    applicationFeeCents: t.exposeInt('applicationFeeCents', {
      nullable: true,
      description: "The fee table's application fee (Apartment.fees), shown with the rules; null without one.",
    }),
    adminFeeCents: t.exposeInt('adminFeeCents', {
      nullable: true,
      description: "The fee table's admin fee (Apartment.fees), shown with the rules; null without one.",
    }),
    verifiedAt: t.string({
      nullable: true,
      description: 'When the rules were last confirmed with the property (ISO 8601).',
      resolve: (rules) => rules.verifiedAt?.toISOString() ?? null,
    }),
    verifiedDaysAgo: t.int({
      nullable: true,
      description: 'Whole days since the rules were last confirmed, as for prices; null when they never were.',
      resolve: (rules, _args, ctx) => daysSinceVerified(rules.verifiedAt, ctx.now),
    }),
    isCurrent: t.boolean({
      description: 'Confirmed within 30 days, like prices; otherwise every rule answers "Ask us".',
      resolve: (rules, _args, ctx) => !isVerificationStale(rules.verifiedAt, ctx.now),
    }),
    statedCriteria: t.stringList({
      description: 'The stated rules in neutral words, after "This property\'s stated criteria:".',
      resolve: (rules) => statedCriteria(rules),
    }),
  }),
});

const QualificationReasonCodeEnum = builder.enumType('QualificationReasonCode', {
  description: 'Which rule a reason speaks of and how it reads; the numbers it names are beside it.',
  values: QUALIFICATION_REASON_CODES,
});

const QualificationReasonRef = builder.objectRef<QualificationReason>('QualificationReason').implement({
  description:
    "One reason under a verdict as a code with its numbers, so a client writes it in the renter's language (the Spanish pages do); `text` is the English sentence of `reasons`.",
  fields: (t) => ({
    code: t.field({ type: QualificationReasonCodeEnum, resolve: (reason) => reason.code }),
    multiple: t.float({
      nullable: true,
      description: 'INCOME_* but INCOME_NOT_STATED: the stated multiple of the all-in monthly rent.',
      resolve: (reason) => reason.multiple ?? null,
    }),
    minimumCreditScore: t.int({
      nullable: true,
      description: 'CREDIT_* but CREDIT_NO_MINIMUM and CREDIT_NOT_STATED: the stated minimum.',
      resolve: (reason) => reason.minimumCreditScore ?? null,
    }),
    years: t.int({
      nullable: true,
      description: 'The *_AFTER_YEARS* codes: the stated wait in years.',
      resolve: (reason) => reason.years ?? null,
    }),
    pets: t.field({
      type: [PetKindEnum],
      nullable: true,
      description: 'PETS_ALLOWED and PETS_NOT_ALLOWED: the pets the reason names.',
      resolve: (reason) => reason.pets ?? null,
    }),
    text: t.string({ description: 'The reason in English.', resolve: (reason) => qualificationReasonText(reason) }),
  }),
});

export const QualificationResultRef = builder.objectRef<QualificationResult>('QualificationResult').implement({
  fields: (t) => ({
    verdict: t.field({ type: QualificationVerdictEnum, resolve: (result) => result.verdict }),
    reasons: t.stringList({
      description: 'Why, in English, one sentence per rule (the same as `reasonDetails { text }`).',
      resolve: (result) => result.reasons,
    }),
    reasonDetails: t.field({
      type: [QualificationReasonRef],
      description: 'The reasons in the same order, as codes with their numbers, for writing them in another language.',
      resolve: (result) => result.reasonDetails,
    }),
  }),
});

export const QualificationInput = builder.inputType('QualificationInput', {
  description:
    'A renter\'s answers to "Do I qualify?": accepted only in a POST body, used for this answer, never stored, logged or cached.',
  fields: (t) => ({
    monthlyIncomeCents: t.int({ required: true }),
    creditScoreBand: t.field({ type: CreditScoreBandEnum, description: 'Left out: UNKNOWN.' }),
    hasVoucher: t.boolean(),
    yearsSinceBrokenLease: t.int({ description: 'Left out or null: none.' }),
    yearsSinceEviction: t.int({ description: 'Left out or null: none.' }),
    criminalHistory: t.field({ type: CriminalHistoryEnum, description: 'Left out: NONE.' }),
    yearsSinceCriminalRecord: t.int(),
    hasCoSigner: t.boolean(),
    pets: t.field({ type: [PetKindEnum] }),
  }),
});

/**
 * Checks that a renter's answers came in a request body and marks the answer private (never cached), then
 * validates them. Only non-null fields count: GraphQL passes null for those left out.
 */
export function useAnswers(ctx: Context, input: object): QualificationAnswers {
  if (!ctx.privateAnswers?.inBody)
    throw badInput('qualification answers are accepted only in a POST body, never in a URL', {
      qualification: 'Send the answers in a POST body',
    });
  ctx.privateAnswers.used = true;
  const given = Object.fromEntries(Object.entries(plain(input)).filter(([, value]) => value != null));
  return parseInput(QualificationSchema, given);
}

/**
 * Rows read from the catalog carry their rules and fees; others (a mutation's answer) read them once. The application
 * and admin fees come from the fee table (domain/screening-fees.ts), so the criteria and the fee list agree.
 */
async function screeningOf(
  apartment: ApartmentRow & { screening?: ScreeningRow | null; fees?: FeeRow[] },
  ctx: Context,
): Promise<ScreeningView | null> {
  const rules =
    apartment.screening !== undefined
      ? apartment.screening
      : await ctx.prisma.screening.findUnique({ where: { apartmentId: apartment.id } });
  if (!rules) return null;
  const fees = apartment.fees
    ? screeningFeesOf(apartment.fees)
    : await screeningFeesOfApartment(ctx.prisma, apartment.id);
  return { ...rules, ...fees };
}

builder.objectFields(Apartment, (t) => ({
  screening: t.field({
    type: Screening,
    nullable: true,
    description: "The property's stated screening rules; null before any are recorded.",
    resolve: (apartment, _args, ctx) => screeningOf(apartment, ctx),
  }),
  qualification: t.field({
    type: QualificationResultRef,
    nullable: true,
    description:
      "The verdict for the search filter's `qualification` answers (its best floorplan's), or for `answers`; null without either.",
    args: { answers: t.arg({ type: QualificationInput }) },
    resolve: async (apartment, args, ctx) => {
      if (args.answers) {
        const answers = useAnswers(ctx, args.answers);
        const listed = await listedApartment(ctx, apartment.id);
        return listed ? (withQualification(listed, answers, ctx.now).qualification ?? null) : null;
      }
      return (apartment as Qualified<ApartmentRow>).qualification ?? null;
    },
  }),
}));

builder.objectFields(Floorplan, (t) => ({
  accessibility: t.field({
    type: [AccessibilityFeatureEnum],
    resolve: (floorplan) => floorplan.accessibility as (typeof ACCESSIBILITY_FEATURES)[number][],
  }),
  qualification: t.field({
    type: QualificationResultRef,
    nullable: true,
    description: "The verdict at this floorplan's all-in monthly cost, for the filter's answers or `answers`.",
    args: { answers: t.arg({ type: QualificationInput }) },
    resolve: async (floorplan, args, ctx) => {
      if (args.answers) {
        const answers = useAnswers(ctx, args.answers);
        const listed = await listedApartment(ctx, floorplan.apartmentId);
        return listed ? qualifyFloorplan(listed, floorplan, answers, ctx.now) : null;
      }
      return (floorplan as Qualified<FloorplanRow>).qualification ?? null;
    },
  }),
}));

const SetApartmentScreeningInput = builder.inputType('SetApartmentScreeningInput', {
  description:
    "The whole rule set: a field left out or null is a rule the property has not stated. Saving confirms it as of now. The application and admin fees are the apartment's fees (setApartmentFees), not rules.",
  fields: (t) => ({
    apartmentId: t.id({ required: true }),
    incomeMultiple: t.float({ description: 'From 1 to 5, at most two decimals (2.5, 3).' }),
    creditPolicy: t.field({ type: CreditPolicyEnum }),
    minimumCreditScore: t.int({ description: 'With MINIMUM: 300 to 850.' }),
    brokenLeasePolicy: t.field({ type: HistoryPolicyEnum }),
    brokenLeaseYears: t.int({ description: 'With AFTER_YEARS.' }),
    evictionPolicy: t.field({ type: HistoryPolicyEnum }),
    evictionYears: t.int({ description: 'With AFTER_YEARS.' }),
    criminalPolicy: t.field({ type: CriminalPolicyEnum }),
    criminalYears: t.int({ description: 'With FELONIES_AFTER_YEARS.' }),
    coSignerAccepted: t.boolean(),
    guarantorServicesAccepted: t.boolean(),
    acceptsVouchers: t.boolean(),
    ssnOrItin: t.field({ type: IdRequirementEnum }),
  }),
});

builder.mutationFields((t) => ({
  setApartmentScreening: t.field({
    authScopes: { admin: true, agent: true, property: true },
    directives: staffOnly.directives,
    type: Apartment,
    description:
      "Records an apartment's stated screening rules (agents, admins and a property's leasing office for its own apartments).",
    args: { input: t.arg({ type: SetApartmentScreeningInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { apartmentId, ...rules } = plain(args.input) as { apartmentId: string } & Record<string, unknown>;
      const id = idFromArg(apartmentId, 'Apartment', 'apartmentId');
      const given = Object.fromEntries(Object.entries(rules).filter(([, value]) => value != null));
      await assertContactApartment(ctx.prisma, ctx.viewer, parseId(id, 'apartmentId'));
      await setApartmentScreening(ctx.prisma, ctx.viewer!, { apartmentId: id, ...given }, ctx.now);
      return ctx.prisma.apartment.findUniqueOrThrow({ where: { id } });
    },
  }),
  setFloorplanAccessibility: t.field({
    ...staffOnly,
    type: Floorplan,
    description: "Replaces a floorplan's accessibility features (agents and admins).",
    args: {
      floorplanId: t.arg.id({ required: true }),
      accessibility: t.arg({ type: [AccessibilityFeatureEnum], required: true }),
    },
    resolve: (_root, args, ctx) =>
      setFloorplanAccessibility(
        ctx.prisma,
        ctx.viewer!,
        idFromArg(args.floorplanId, 'Floorplan', 'floorplanId'),
        args.accessibility,
      ),
  }),
}));
