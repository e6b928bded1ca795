// docs/contract.md "Spanish": every text of the e-mail catalog exists in Spanish (TypeScript refuses a missing key),
// is not empty, and is not left in English; data written by people (names, specials) passes through unchanged.
import { describe, expect, it } from 'vitest';
import { FLOORPLAN_TYPES } from './floorplan-types.js';
import { AMENITIES, PET_KINDS } from './listing-features.js';
import { MAIL_TEXTS, alertLine, type MailTexts } from './mail-texts.js';

/** Every text of a catalog, written out with the same sample values, by its key. */
function rendered(texts: MailTexts): Record<string, string> {
  return {
    ...Object.fromEntries(FLOORPLAN_TYPES.map((type) => [`floorplanTypes.${type}`, texts.floorplanTypes[type]])),
    ...Object.fromEntries(AMENITIES.map((amenity) => [`amenities.${amenity}`, texts.amenities[amenity]])),
    ...Object.fromEntries(PET_KINDS.map((kind) => [`pets.${kind}`, texts.pets[kind]])),
    and: texts.and(['A', 'B', 'C']),
    or: texts.or(['A', 'B']),
    date: texts.date('2026-12-31'),
    greeting: texts.greeting('Rosa'),
    greetingWithoutName: texts.greeting(null),
    receiptSubject: texts.receiptSubject,
    receiptThanks: texts.receiptThanks('Brook Hollow'),
    receiptLink: texts.receiptLink('https://x.example/'),
    receiptQuestions: texts.receiptQuestions,
    'criteria.areas': texts.criteria.areas('Downtown'),
    'criteria.roomTypes': texts.criteria.roomTypes('X'),
    'criteria.budget': texts.criteria.budget(165_000),
    'criteria.moveIn': texts.criteria.moveIn('2027-02-01'),
    'criteria.mustHave': texts.criteria.mustHave('X'),
    confirmSubject: texts.confirmSubject,
    confirmAskInstant: texts.confirmAsk('instant', 'L'),
    confirmAskDaily: texts.confirmAsk('daily', 'L'),
    confirmLink: texts.confirmLink('https://x.example/'),
    confirmIgnore: texts.confirmIgnore,
    seeSearch: texts.seeSearch('https://x.example/'),
    unsubscribe: texts.unsubscribe('https://x.example/'),
    alertHeading: texts.alertHeading(false, 'L'),
    digestHeading: texts.alertHeading(true, 'L'),
    alertSubjectOne: texts.alertSubject(1, 'L'),
    alertSubjectMany: texts.alertSubject(3, 'L'),
    'alert.newMatch': texts.alert(
      { kind: 'newMatch', apartmentName: 'A', floorplanType: 'studio', allInCents: 1 },
      'N',
    ),
    'alert.priceDrop': texts.alert(
      { kind: 'priceDrop', apartmentName: 'A', floorplanType: 'studio', allInCents: 1, wasCents: 2 },
      'N',
    ),
    'alert.newSpecial': texts.alert(
      { kind: 'newSpecial', apartmentName: 'A', floorplanType: 'studio', specialText: 'S', validUntil: '2026-12-31' },
      'N',
    ),
    'alert.specialEnding': texts.alert(
      {
        kind: 'specialEnding',
        apartmentName: 'A',
        floorplanType: 'studio',
        specialText: 'S',
        validUntil: '2026-12-31',
        today: false,
      },
      'N',
    ),
    priceDisclaimer: texts.priceDisclaimer,
    'filter.anyApartment': texts.filter.anyApartment,
    'filter.inAreas': texts.filter.inAreas('Downtown'),
    'filter.mapArea': texts.filter.mapArea,
    'filter.upToAllIn': texts.filter.upToAllIn(1800),
    'filter.rentUpTo': texts.filter.rentUpTo(1800),
    'filter.rentFrom': texts.filter.rentFrom(900),
    'filter.sqft': texts.filter.sqft(500, null),
    'filter.moveInBy': texts.filter.moveInBy('2027-02-01'),
    'filter.allows': texts.filter.allows('X'),
    'filter.withAmenities': texts.filter.withAmenities('X'),
    shortlistSubject: texts.shortlistSubject,
    shortlistIntro: texts.shortlistIntro('Ana', 2),
    shortlistItemPrice: texts.shortlistItemPrice(150_000),
    shortlistSee: texts.shortlistSee('https://x.example/'),
    shortlistPrivate: texts.shortlistPrivate,
    agentApprovedSubject: texts.agentApprovedSubject,
    agentApproved: texts.agentApproved('https://x.example/agents/login/'),
    'property.registrationSubject': texts.property.registrationSubject('Rosa', 'A'),
    'property.registration': texts.property.registration({
      renterName: 'Rosa',
      agentName: 'Ana',
      apartmentName: 'A',
      registeredOn: '2027-01-05',
      url: 'https://x.example/',
      expiresOn: '2027-01-19',
    }),
    'property.verificationSubject': texts.property.verificationSubject('Rosa', 'A', false),
    'property.verificationReminderSubject': texts.property.verificationSubject('Rosa', 'A', true),
    'property.verification': texts.property.verification({
      renterName: 'Rosa',
      apartmentName: 'A',
      unit: null,
      moveInOn: '2027-02-01',
      rentCents: 145_000,
      termMonths: 12,
      commissionPercent: 50,
      commissionCents: 72_500,
      agentName: 'Ana',
      url: 'https://x.example/',
      expiresOn: '2027-01-19',
    }),
    'property.invoiceSubject': texts.property.invoiceSubject('INV-000001', 'A'),
    'property.invoice': texts.property.invoice(INVOICE),
    'property.creditNoteSubject': texts.property.creditNoteSubject('CN-000001', 'INV-000001'),
    'property.creditNote': texts.property.creditNote('CN-000001', 'INV-000001', 72_500, 'R'),
    'property.overdueSubject': texts.property.overdueSubject('INV-000001', 30),
    'property.overdue': texts.property.overdue({ ...INVOICE, daysOverdue: 30, balanceCents: 40_000 }),
    'property.invitationSubject': texts.property.invitationSubject(['A', 'B']),
    'property.invitation': texts.property.invitation({
      name: 'Olga',
      apartmentNames: ['A', 'B'],
      url: 'https://x.example/',
      expiresAt: 'Dec 1, 2026',
    }),
    'property.signInSubject': texts.property.signInSubject,
    'property.signIn': texts.property.signIn({ url: 'https://x.example/', expiresAt: 'Dec 1, 2026' }),
    'property.staleSoonSubject': texts.property.staleSoonSubject(2),
    'property.staleSoon': texts.property.staleSoon({
      items: [
        {
          apartmentName: 'A',
          type: 'twoBed',
          minRentCents: 140_000,
          maxRentCents: 150_000,
          staleOn: '2026-12-03',
          url: 'https://x.example/still-true',
        },
      ],
      signInUrl: 'https://x.example/sign-in',
      expiresOn: 'Dec 5, 2026',
    }),
  };
}

const INVOICE = {
  label: 'INV-000001',
  apartmentName: 'A',
  renterName: 'Rosa',
  amountCents: 72_500,
  dueOn: '2027-03-03',
};

/** Key paths of a catalog's texts (a record's entries, a function once): each must be written out above. */
function keysOf(texts: MailTexts): string[] {
  const walk = (value: unknown, prefix: string): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => walk(inner, prefix ? `${prefix}.${key}` : key))
      : [prefix];
  return walk(texts, '');
}

describe('the e-mail texts', () => {
  const english = rendered(MAIL_TEXTS.EN);
  const spanish = rendered(MAIL_TEXTS.ES);

  it('writes out every text of the catalog in this test', () => {
    const covered = Object.keys(english);
    for (const key of keysOf(MAIL_TEXTS.ES))
      expect(
        covered.some((name) => name === key || name.startsWith(key)),
        key,
      ).toBe(true);
  });

  it.each(Object.keys(english))('has a Spanish %s, not empty and not the English one', (key) => {
    expect(spanish[key].trim()).not.toBe('');
    expect(spanish[key]).not.toBe(english[key]);
  });

  it('writes Spanish as Texas renters read it: recámaras, renta, dates and money in es-US', () => {
    expect(spanish['floorplanTypes.twoBed']).toBe('2 recámaras');
    expect(spanish.and).toBe('A, B y C');
    expect(spanish.date).toBe('31 de diciembre de 2026');
    expect(spanish['criteria.budget']).toBe('Presupuesto: $1,650 al mes, todo incluido');
    expect(spanish['filter.rentUpTo']).toBe('renta hasta $1,800');
    expect(spanish['alert.priceDrop']).toBe('Bajó la renta: N, ahora $0.01 al mes todo incluido (antes $0.02)');
    expect(spanish['alert.specialEnding']).toBe('La promoción termina el 31 de diciembre de 2026 en N: S');
  });

  it('names the apartment and floorplan of an alert in the subscriber\u2019s language, and the special as written', () => {
    const facts = {
      kind: 'newSpecial',
      apartmentName: 'The Pearl Lofts',
      floorplanType: 'oneBed',
      specialText: '6 weeks free',
      validUntil: '2027-01-15',
    } as const;
    expect(alertLine('ES', facts)).toBe(
      'Nueva promoción en The Pearl Lofts, 1 recámara: 6 weeks free (hasta el 15 de enero de 2027)',
    );
    expect(alertLine('EN', facts)).toBe('New special at The Pearl Lofts, 1 Bedroom: 6 weeks free (until Jan 15, 2027)');
  });

  it('says a special with no end date has none, in both languages, never a year 9999', () => {
    const facts = {
      kind: 'newSpecial',
      apartmentName: 'The Pearl Lofts',
      floorplanType: 'oneBed',
      specialText: '2 weeks free',
      validUntil: null,
    } as const;
    expect(alertLine('EN', facts)).toBe('New special at The Pearl Lofts, 1 Bedroom: 2 weeks free (no end date)');
    expect(alertLine('ES', facts)).toBe(
      'Nueva promoción en The Pearl Lofts, 1 recámara: 2 weeks free (sin fecha de fin)',
    );
  });
});
