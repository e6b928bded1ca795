// docs/contract.md "Spanish": every word a renter's e-mail says, in each language, in one place. A catalog is a
// `Record<Language, MailTexts>`, so a text missing in one language is a type error; mail-texts.test.ts checks that no
// Spanish text is empty or left in English. Names from the data (apartments, areas, specials, the agent's note) are
// written as they were entered. Spanish addresses the renter as "usted" and uses the words of Texas renters (renta,
// recámara, depósito, alberca). USD amounts are written alike in en-US and es-US ("$1,800"), so both languages use the
// one money formatter; dates follow the language (es-US: "31 de diciembre de 2026") through the one day formatter.
// Not exported by domain/index.ts: the web app does not send e-mail, and its pages need not load these texts.
import { formatDay } from './dates.js';
import { FLOORPLAN_TYPE_LABELS, type FloorplanTypeName } from './floorplan-types.js';
import { LANGUAGE_LOCALES, type Language } from './language.js';
import { SITE } from './site.js';
import { formatCents, formatRentDollars } from './money.js';
import { AMENITY_LABELS, PET_KIND_LABELS, type Amenity, type PetKind } from './listing-features.js';
import { PRICE_DISCLAIMER } from './true-cost.js';

/** What an alert says, in facts the e-mail puts into words (services/alerts.ts). */
export type AlertFacts = { apartmentName: string; floorplanType: FloorplanTypeName } & (
  | { kind: 'newMatch'; allInCents: number | null }
  | { kind: 'priceDrop'; allInCents: number; wasCents: number }
  /** validUntil null: the special has no end date (domain/true-cost.ts, specialEndDate). */
  | { kind: 'newSpecial'; specialText: string; validUntil: string | null }
  | { kind: 'specialEnding'; specialText: string; validUntil: string; today: boolean }
);

export interface MailTexts {
  floorplanTypes: Record<FloorplanTypeName, string>;
  amenities: Record<Amenity, string>;
  pets: Record<PetKind, string>;
  /** "a, b and c" / "a, b y c". */
  and: (items: string[]) => string;
  /** "a or b" / "a o b". */
  or: (items: string[]) => string;
  /** A calendar day (YYYY-MM-DD) in words. */
  date: (isoDay: string) => string;
  greeting: (name: string | null) => string;

  receiptSubject: string;
  receiptThanks: (apartmentName: string | null) => string;
  receiptLink: (url: string) => string;
  receiptQuestions: string;
  criteria: {
    areas: (areas: string) => string;
    roomTypes: (types: string) => string;
    budget: (cents: number) => string;
    moveIn: (isoDay: string) => string;
    mustHave: (amenities: string) => string;
  };

  confirmSubject: string;
  confirmAsk: (frequency: 'instant' | 'daily', label: string) => string;
  confirmLink: (url: string) => string;
  confirmIgnore: string;
  seeSearch: (url: string) => string;
  unsubscribe: (url: string) => string;
  alertHeading: (digest: boolean, label: string) => string;
  alertSubject: (count: number, label: string) => string;
  /** `name` is the apartment and floorplan type, as `alertName` writes them. */
  alert: (facts: AlertFacts, name: string) => string;
  priceDisclaimer: string;

  /** The saved search in words, as its e-mails and pages name it. */
  filter: {
    anyApartment: string;
    inAreas: (areas: string) => string;
    mapArea: string;
    upToAllIn: (dollars: number) => string;
    rentUpTo: (dollars: number) => string;
    rentFrom: (dollars: number) => string;
    sqft: (min: number, max: number | null) => string;
    moveInBy: (isoDay: string) => string;
    allows: (pets: string) => string;
    withAmenities: (amenities: string) => string;
  };

  shortlistSubject: string;
  shortlistIntro: (agentName: string, count: number) => string;
  shortlistItemPrice: (cents: number) => string;
  shortlistSee: (url: string) => string;
  shortlistPrivate: string;

  /** To a newly approved agent (staff, but in the language they speak with renters). */
  agentApprovedSubject: string;
  agentApproved: (loginUrl: string) => string;

  /** docs/contract.md "Getting paid": to a property's leasing and billing offices (services/lease-verification.ts, invoices.ts). */
  property: {
    registrationSubject: (renterName: string, apartmentName: string) => string;
    registration: (facts: RegistrationFacts) => string;
    verificationSubject: (renterName: string, apartmentName: string, reminder: boolean) => string;
    verification: (facts: VerificationFacts) => string;
    invoiceSubject: (label: string, apartmentName: string) => string;
    invoice: (facts: InvoiceFacts) => string;
    creditNoteSubject: (label: string, invoiceLabel: string) => string;
    creditNote: (label: string, invoiceLabel: string, amountCents: number, reason: string) => string;
    overdueSubject: (label: string, daysOverdue: number) => string;
    overdue: (facts: InvoiceFacts & { daysOverdue: number; balanceCents: number }) => string;
    /** docs/contract.md "The property door": the invitation, a sign-in link asked for, the monthly "still true". */
    invitationSubject: (apartmentNames: string[]) => string;
    invitation: (facts: { name: string; apartmentNames: string[]; url: string; expiresAt: string }) => string;
    signInSubject: string;
    signIn: (facts: { url: string; expiresAt: string }) => string;
    staleSoonSubject: (count: number) => string;
    staleSoon: (facts: { items: StaleSoonItem[]; signInUrl: string; expiresOn: string }) => string;
  };
}

/** A floorplan whose last check turns 30 days old within the monthly e-mail's 7 days, with its "still true" link. */
export interface StaleSoonItem {
  apartmentName: string;
  type: FloorplanTypeName;
  minRentCents: number | null;
  maxRentCents: number | null;
  /** YYYY-MM-DD, the San Antonio day it goes stale; null when it was never checked. */
  staleOn: string | null;
  url: string;
}

const rentsText = (item: StaleSoonItem, none: string) =>
  item.minRentCents === null
    ? none
    : item.maxRentCents !== null && item.maxRentCents !== item.minRentCents
      ? `${formatCents(item.minRentCents)}-${formatCents(item.maxRentCents)}`
      : formatCents(item.minRentCents);

/** A guest card registered with the property (NAAL: before the first visit). */
export interface RegistrationFacts {
  renterName: string;
  agentName: string;
  apartmentName: string;
  registeredOn: string;
  url: string;
  expiresOn: string;
}

/** What a lease verification request asks the property to confirm. */
export interface VerificationFacts {
  renterName: string;
  apartmentName: string;
  unit: string | null;
  moveInOn: string;
  rentCents: number;
  termMonths: number;
  commissionPercent: number;
  commissionCents: number;
  agentName: string;
  url: string;
  expiresOn: string;
}

export interface InvoiceFacts {
  label: string;
  apartmentName: string;
  renterName: string;
  amountCents: number;
  dueOn: string;
}

const list = (language: Language, type: 'conjunction' | 'disjunction') => (items: string[]) =>
  new Intl.ListFormat(LANGUAGE_LOCALES[language], { type }).format(items);

// Days as every page writes them (domain/dates.ts): "Dec 31, 2026", "31 de diciembre de 2026".
const englishDate = (isoDay: string) => formatDay(isoDay, 'en');
const spanishDate = (isoDay: string) => formatDay(isoDay, 'es');

const english: MailTexts = {
  floorplanTypes: FLOORPLAN_TYPE_LABELS,
  amenities: AMENITY_LABELS,
  pets: PET_KIND_LABELS,
  // English e-mails keep the lists they have always had ("a, b"); days read as on the pages ("Dec 31, 2026").
  and: (items) => items.join(', '),
  or: (items) => items.join(' or '),
  date: englishDate,
  greeting: (name) => `Hi ${name ?? 'there'},`,

  receiptSubject: `We received your request - ${SITE.name}`,
  receiptThanks: (apartmentName) =>
    `Thanks for reaching out to ${SITE.name}. A licensed agent will contact you within one business day${
      apartmentName ? ` about ${apartmentName}` : ''
    }. Our service is free to you.`,
  receiptLink: (url) => `Keep looking while you wait: ${url}`,
  receiptQuestions: `Questions before then? Call ${SITE.phone} or reply to ${SITE.email}.`,
  criteria: {
    areas: (areas) => `Areas: ${areas}`,
    roomTypes: (types) => `Room types: ${types}`,
    budget: (cents) => `Budget: ${formatCents(cents)} a month, all in`,
    moveIn: (isoDay) => `Move-in: ${englishDate(isoDay)}`,
    mustHave: (amenities) => `Must have: ${amenities}`,
  },

  confirmSubject: `Confirm your apartment alerts - ${SITE.name}`,
  confirmAsk: (frequency, label) =>
    `Please confirm that you want ${frequency === 'instant' ? 'alerts' : 'a daily digest'} for: ${label}.`,
  confirmLink: (url) => `Confirm: ${url}`,
  confirmIgnore: 'If you did not ask for this, ignore this e-mail: nothing will be sent.',
  seeSearch: (url) => `See the search: ${url}`,
  unsubscribe: (url) => `Unsubscribe: ${url}`,
  alertHeading: (digest, label) => `${digest ? 'Today' : 'New'} for your search "${label}":`,
  alertSubject: (count, label) => `${count} update${count === 1 ? '' : 's'} for ${label}`,
  alert: (facts, name) => {
    switch (facts.kind) {
      case 'newMatch':
        return `New match: ${name}${facts.allInCents === null ? '' : ` from ${formatCents(facts.allInCents)}/month all-in`}`;
      case 'priceDrop':
        return `Price drop: ${name} now ${formatCents(facts.allInCents)}/month all-in (was ${formatCents(facts.wasCents)})`;
      case 'newSpecial':
        return `New special at ${name}: ${facts.specialText} (${facts.validUntil ? `until ${englishDate(facts.validUntil)}` : 'no end date'})`;
      case 'specialEnding':
        return `Special ending ${facts.today ? 'today' : `on ${englishDate(facts.validUntil)}`} at ${name}: ${facts.specialText}`;
    }
  },
  priceDisclaimer: PRICE_DISCLAIMER,

  filter: {
    anyApartment: 'Apartments',
    inAreas: (areas) => ` in ${areas}`,
    mapArea: 'in the area picked on the map',
    upToAllIn: (amount) => `up to ${formatRentDollars(amount)} a month all-in`,
    rentUpTo: (amount) => `rent up to ${formatRentDollars(amount)}`,
    rentFrom: (amount) => `rent from ${formatRentDollars(amount)}`,
    sqft: (min, max) => `${min}-${max ?? 'any'} sq ft`,
    moveInBy: (isoDay) => `move in by ${englishDate(isoDay)}`,
    allows: (pets) => `allows ${pets}`,
    withAmenities: (amenities) => `with ${amenities}`,
  },

  shortlistSubject: `Your apartment shortlist from ${SITE.name}`,
  shortlistIntro: (agentName, count) => `${agentName} picked ${count} apartment${count === 1 ? '' : 's'} for you.`,
  shortlistItemPrice: (cents) => `: from ${formatCents(cents)}/month all-in`,
  shortlistSee: (url) => `See them, with today's prices and specials, and tell us which you love: ${url}`,
  shortlistPrivate: `This link is just for you; no account needed. Questions? Call ${SITE.phone}.`,

  agentApprovedSubject: `Your agent account is approved - ${SITE.name}`,
  agentApproved: (loginUrl) =>
    `An admin approved your agent account: you can log in now and take new leads from your inbox. Log in: ${loginUrl}`,

  property: {
    invitationSubject: (names) => `Keep ${names.join(', ')} up to date on ${SITE.name}`,
    invitation: (facts) =>
      [
        `Hello ${facts.name},`,
        '',
        `${SITE.name} invites you to keep the rents, availability, fees, specials and screening rules of ${list('EN', 'conjunction')(facts.apartmentNames)} up to date. Renters see each save as verified by the leasing office.`,
        '',
        `Sign in here (no password; the link works once, until ${facts.expiresAt}): ${facts.url}`,
      ].join('\n'),
    signInSubject: `Your sign-in link - ${SITE.name}`,
    signIn: (facts) =>
      `Sign in to keep your apartments up to date (the link works once, until ${facts.expiresAt}): ${facts.url}`,
    staleSoonSubject: (count) => `${count} floorplan${count === 1 ? '' : 's'} to confirm this week - ${SITE.name}`,
    staleSoon: (facts) =>
      [
        'These prices go stale within 7 days: after 30 days without a check, renters see them marked as not verified and never as a deal.',
        '',
        ...facts.items.map(
          (item) =>
            `${item.apartmentName}, ${FLOORPLAN_TYPE_LABELS[item.type]}: ${rentsText(item, 'no rent')}${item.staleOn ? ` (stale on ${englishDate(item.staleOn)})` : ' (never checked)'}\nStill true? One click: ${item.url}`,
        ),
        '',
        `Each link works once, until ${englishDate(facts.expiresOn)}. To change a price instead, sign in: ${facts.signInUrl}`,
      ].join('\n'),
    registrationSubject: (renterName, apartmentName) => `Guest card registration: ${renterName} at ${apartmentName}`,

    registration: (facts) =>
      [
        `${SITE.name} registers this renter with ${facts.apartmentName} before their first visit:`,
        `Renter: ${facts.renterName}`,
        `Agent: ${facts.agentName}`,
        `Registered on: ${englishDate(facts.registeredOn)}`,
        '',
        `Please acknowledge the registration (no account needed; the link works until ${englishDate(facts.expiresOn)}): ${facts.url}`,
      ].join('\n'),
    verificationSubject: (renterName, apartmentName, reminder) =>
      `${reminder ? 'Reminder: ' : ''}Lease verification for ${renterName} at ${apartmentName}`,
    verification: (facts) =>
      [
        `${SITE.name} referred this renter to ${facts.apartmentName}. Please verify the lease before we invoice:`,
        `Renter: ${facts.renterName}`,
        `Unit: ${facts.unit ?? 'not given'}`,
        `Move-in: ${englishDate(facts.moveInOn)}`,
        `Rent: ${formatCents(facts.rentCents)} a month`,
        `Term: ${facts.termMonths} months`,
        `Commission (${facts.commissionPercent}% of one month's rent): ${formatCents(facts.commissionCents)}`,
        `Agent: ${facts.agentName}`,
        '',
        `Confirm, correct or dispute it here (no account needed; the link works once, until ${englishDate(facts.expiresOn)}): ${facts.url}`,
      ].join('\n'),
    invoiceSubject: (label, apartmentName) => `Invoice ${label} from ${SITE.name} - ${apartmentName}`,
    invoice: (facts) =>
      `Attached is invoice ${facts.label} for the verified lease of ${facts.renterName} at ${facts.apartmentName}: ${formatCents(facts.amountCents)}, due ${englishDate(facts.dueOn)}.`,
    creditNoteSubject: (label, invoiceLabel) => `Credit note ${label} for invoice ${invoiceLabel}`,
    creditNote: (label, invoiceLabel, amountCents, reason) =>
      `Invoice ${invoiceLabel} is void (${reason}). Credit note ${label} credits ${formatCents(amountCents)}; nothing is owed on it.`,
    overdueSubject: (label, daysOverdue) => `Invoice ${label} is ${daysOverdue} days overdue`,
    overdue: (facts) =>
      `Invoice ${facts.label} (${facts.renterName} at ${facts.apartmentName}) was due ${englishDate(facts.dueOn)} and is ${facts.daysOverdue} days overdue. Still owed: ${formatCents(facts.balanceCents)} of ${formatCents(facts.amountCents)}. Questions? Call ${SITE.phone}.`,
  },
};

const spanish: MailTexts = {
  floorplanTypes: {
    studio: 'Estudio',
    oneBed: '1 recámara',
    twoBed: '2 recámaras',
    threeBed: '3 recámaras',
    fourBed: '4 recámaras',
    townHome: 'Townhouse/casa',
  },
  amenities: {
    washerDryer: 'Lavadora y secadora en el apartamento',
    dishwasher: 'Lavaplatos',
    airConditioning: 'Aire acondicionado',
    pool: 'Alberca',
    gatedAccess: 'Acceso con reja',
    coveredParking: 'Estacionamiento techado',
  },
  pets: { cats: 'Gatos', smallDogs: 'Perros pequeños', largeDogs: 'Perros grandes' },
  and: list('ES', 'conjunction'),
  or: list('ES', 'disjunction'),
  date: (isoDay) => spanishDate(isoDay),
  greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),

  receiptSubject: `Recibimos su solicitud - ${SITE.name}`,
  receiptThanks: (apartmentName) =>
    `Gracias por comunicarse con ${SITE.name}. Un agente con licencia se pondrá en contacto con usted en un día hábil${
      apartmentName ? ` sobre ${apartmentName}` : ''
    }. Nuestro servicio es gratis para usted.`,
  receiptLink: (url) => `Mientras tanto, siga buscando: ${url}`,
  receiptQuestions: `¿Tiene preguntas antes? Llame al ${SITE.phone} o escríbanos a ${SITE.email}.`,
  criteria: {
    areas: (areas) => `Zonas: ${areas}`,
    roomTypes: (types) => `Tipo de apartamento: ${types}`,
    budget: (cents) => `Presupuesto: ${formatCents(cents)} al mes, todo incluido`,
    moveIn: (isoDay) => `Fecha de mudanza: ${spanishDate(isoDay)}`,
    mustHave: (amenities) => `Necesita: ${amenities}`,
  },

  confirmSubject: `Confirme sus alertas de apartamentos - ${SITE.name}`,
  confirmAsk: (frequency, label) =>
    `Por favor, confirme que desea recibir ${frequency === 'instant' ? 'alertas' : 'un resumen diario'} de: ${label}.`,
  confirmLink: (url) => `Confirmar: ${url}`,
  confirmIgnore: 'Si usted no lo pidió, ignore este correo: no le enviaremos nada.',
  seeSearch: (url) => `Ver la búsqueda: ${url}`,
  unsubscribe: (url) => `Cancelar la suscripción: ${url}`,
  alertHeading: (digest, label) => `${digest ? 'Hoy' : 'Novedades'} para su búsqueda "${label}":`,
  alertSubject: (count, label) => `${count} ${count === 1 ? 'novedad' : 'novedades'} para ${label}`,
  alert: (facts, name) => {
    switch (facts.kind) {
      case 'newMatch':
        return `Nueva opción: ${name}${facts.allInCents === null ? '' : `, desde ${formatCents(facts.allInCents)} al mes todo incluido`}`;
      case 'priceDrop':
        return `Bajó la renta: ${name}, ahora ${formatCents(facts.allInCents)} al mes todo incluido (antes ${formatCents(facts.wasCents)})`;
      case 'newSpecial':
        return `Nueva promoción en ${name}: ${facts.specialText} (${facts.validUntil ? `hasta el ${spanishDate(facts.validUntil)}` : 'sin fecha de fin'})`;
      case 'specialEnding':
        return `La promoción termina ${facts.today ? 'hoy' : `el ${spanishDate(facts.validUntil)}`} en ${name}: ${facts.specialText}`;
    }
  },
  priceDisclaimer:
    'Los precios y la disponibilidad cambian a diario; confírmelos con la propiedad antes de presentar su solicitud.',

  filter: {
    anyApartment: 'Apartamentos',
    inAreas: (areas) => ` en ${areas}`,
    mapArea: 'en la zona elegida en el mapa',
    upToAllIn: (amount) => `hasta ${formatRentDollars(amount)} al mes todo incluido`,
    rentUpTo: (amount) => `renta hasta ${formatRentDollars(amount)}`,
    rentFrom: (amount) => `renta desde ${formatRentDollars(amount)}`,
    sqft: (min, max) => (max === null ? `${min} pies cuadrados o más` : `${min}-${max} pies cuadrados`),
    moveInBy: (isoDay) => `mudanza antes del ${spanishDate(isoDay)}`,
    allows: (pets) => `acepta ${pets}`,
    withAmenities: (amenities) => `con ${amenities}`,
  },

  shortlistSubject: `Su lista de apartamentos de ${SITE.name}`,
  shortlistIntro: (agentName, count) =>
    `${agentName} eligió ${count} ${count === 1 ? 'apartamento' : 'apartamentos'} para usted.`,
  shortlistItemPrice: (cents) => `: desde ${formatCents(cents)} al mes todo incluido`,
  shortlistSee: (url) => `Véalos con los precios y las promociones de hoy, y díganos cuáles le encantan: ${url}`,
  shortlistPrivate: `Este enlace es solo para usted; no necesita cuenta. ¿Preguntas? Llame al ${SITE.phone}.`,

  agentApprovedSubject: `Su cuenta de agente fue aprobada - ${SITE.name}`,
  agentApproved: (loginUrl) =>
    `Un administrador aprobó su cuenta de agente: ya puede iniciar sesión y atender nuevos clientes desde su bandeja. Iniciar sesión: ${loginUrl}`,

  property: {
    invitationSubject: (names) => `Mantenga ${names.join(', ')} al día en ${SITE.name}`,
    invitation: (facts) =>
      [
        `Hola ${facts.name}:`,
        '',
        `${SITE.name} le invita a mantener al día las rentas, la disponibilidad, los cargos, las promociones y los requisitos de ${list('ES', 'conjunction')(facts.apartmentNames)}. Los inquilinos ven cada cambio como verificado por la oficina de arrendamiento.`,
        '',
        `Inicie sesión aquí (sin contraseña; el enlace sirve una vez, hasta ${facts.expiresAt}): ${facts.url}`,
      ].join('\n'),
    signInSubject: `Su enlace para iniciar sesión - ${SITE.name}`,
    signIn: (facts) =>
      `Inicie sesión para mantener sus apartamentos al día (el enlace sirve una vez, hasta ${facts.expiresAt}): ${facts.url}`,
    staleSoonSubject: (count) => `${count} plano${count === 1 ? '' : 's'} por confirmar esta semana - ${SITE.name}`,
    staleSoon: (facts) =>
      [
        'Estos precios vencen en 7 días: tras 30 días sin revisión, los inquilinos los ven como no verificados y nunca como oferta.',
        '',
        ...facts.items.map(
          (item) =>
            `${item.apartmentName}, ${FLOORPLAN_TYPE_LABELS[item.type]}: ${rentsText(item, 'sin renta')}${item.staleOn ? ` (vence el ${spanishDate(item.staleOn)})` : ' (nunca revisado)'}\n¿Sigue vigente? Un clic: ${item.url}`,
        ),
        '',
        `Cada enlace sirve una vez, hasta el ${spanishDate(facts.expiresOn)}. Para cambiar un precio, inicie sesión: ${facts.signInUrl}`,
      ].join('\n'),
    registrationSubject: (renterName, apartmentName) => `Registro de cliente: ${renterName} en ${apartmentName}`,

    registration: (facts) =>
      [
        `${SITE.name} registra a este cliente con ${facts.apartmentName} antes de su primera visita:`,
        `Cliente: ${facts.renterName}`,
        `Agente: ${facts.agentName}`,
        `Fecha de registro: ${spanishDate(facts.registeredOn)}`,
        '',
        `Por favor, confirme que recibió el registro (no necesita cuenta; el enlace vale hasta el ${spanishDate(facts.expiresOn)}): ${facts.url}`,
      ].join('\n'),
    verificationSubject: (renterName, apartmentName, reminder) =>
      `${reminder ? 'Recordatorio: ' : ''}Verificación de contrato de ${renterName} en ${apartmentName}`,
    verification: (facts) =>
      [
        `${SITE.name} refirió a este cliente a ${facts.apartmentName}. Por favor, verifique el contrato antes de que facturemos:`,
        `Cliente: ${facts.renterName}`,
        `Unidad: ${facts.unit ?? 'sin indicar'}`,
        `Mudanza: ${spanishDate(facts.moveInOn)}`,
        `Renta: ${formatCents(facts.rentCents)} al mes`,
        `Plazo: ${facts.termMonths} meses`,
        `Comisión (${facts.commissionPercent}% de un mes de renta): ${formatCents(facts.commissionCents)}`,
        `Agente: ${facts.agentName}`,
        '',
        `Confírmelo, corríjalo o dispútelo aquí (no necesita cuenta; el enlace sirve una vez, hasta el ${spanishDate(facts.expiresOn)}): ${facts.url}`,
      ].join('\n'),
    invoiceSubject: (label, apartmentName) => `Factura ${label} de ${SITE.name} - ${apartmentName}`,
    invoice: (facts) =>
      `Adjuntamos la factura ${facts.label} por el contrato verificado de ${facts.renterName} en ${facts.apartmentName}: ${formatCents(facts.amountCents)}, con vencimiento el ${spanishDate(facts.dueOn)}.`,
    creditNoteSubject: (label, invoiceLabel) => `Nota de crédito ${label} de la factura ${invoiceLabel}`,
    creditNote: (label, invoiceLabel, amountCents, reason) =>
      `La factura ${invoiceLabel} quedó anulada (${reason}). La nota de crédito ${label} acredita ${formatCents(amountCents)}; no se debe nada por ella.`,
    overdueSubject: (label, daysOverdue) => `La factura ${label} tiene ${daysOverdue} días de atraso`,
    overdue: (facts) =>
      `La factura ${facts.label} (${facts.renterName} en ${facts.apartmentName}) vencía el ${spanishDate(facts.dueOn)} y tiene ${facts.daysOverdue} días de atraso. Saldo pendiente: ${formatCents(facts.balanceCents)} de ${formatCents(facts.amountCents)}. ¿Preguntas? Llame al ${SITE.phone}.`,
  },
};

export const MAIL_TEXTS: Record<Language, MailTexts> = { EN: english, ES: spanish };

/** One alert line in the subscriber's language. */
export function alertLine(language: Language, facts: AlertFacts): string {
  const texts = MAIL_TEXTS[language];
  return texts.alert(facts, `${facts.apartmentName}, ${texts.floorplanTypes[facts.floorplanType]}`);
}
