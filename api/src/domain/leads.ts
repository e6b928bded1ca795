// The lead pipeline's words and rules, shared by the guest card in the browser and the API: a locator is paid
// only when a renter it referred signs a lease and the property accepts that the locator brought the renter.
import { RATE_LIMIT_MESSAGES, tooLongMessage } from './messages.js';

export const LEAD_STATUSES = ['new', 'contacted', 'touring', 'applied', 'leased', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  touring: 'Touring',
  applied: 'Applied',
  leased: 'Leased',
  lost: 'Lost',
};

export const CONTACT_METHODS = ['email', 'phone', 'text'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  email: 'E-mail',
  phone: 'Phone call',
  text: 'Text message',
};

/** A renter's answer to a shortlist's item, as the staff read it (the lead page, the e-mail to the agent). */
export const SHORTLIST_REACTION_LABELS = { love: 'Loves it', maybe: 'Maybe', no: 'No' } as const;

export const LEAD_SOURCES = ['website', 'agent', 'favourites'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The inbox's views: unclaimed leads, the agent's own, and (admins) every lead. */
export const LEAD_INBOXES = ['new', 'mine', 'all'] as const;
export type LeadInbox = (typeof LEAD_INBOXES)[number];

/** Renters give up on a property that has not answered within a day: past this, an unanswered lead is flagged. */
export const FIRST_CONTACT_TARGET_HOURS = 24;

/** A commission is due up to 90 days after move-in; unpaid referrals older than this lead the report. */
export const COMMISSION_OVERDUE_DAYS = 90;

export const LEAD_NAME_MAX_LENGTH = 100;
export const LEAD_PHONE_MAX_LENGTH = 30;
export const LEAD_NOTES_MAX_LENGTH = 2_000;
export const LEAD_NOTE_MAX_LENGTH = 2_000;
/** A renter's comment on an item of a shortlist an agent sent. */
export const SHORTLIST_COMMENT_MAX_LENGTH = 1_000;
export const SHORTLIST_COMMENT_TOO_LONG = tooLongMessage('Comment', SHORTLIST_COMMENT_MAX_LENGTH);
export const LOST_REASON_MAX_LENGTH = 300;
export const PROPERTY_CONTACT_MAX_LENGTH = 100;

/** Spam guards without a CAPTCHA service: a card sent sooner than this is sent again only once the renter confirms. */
export const GUEST_CARD_MIN_FILL_SECONDS = 3;
/** A form token is good for this long: a card left open all day is refused and the renter asked to resend. */
export const GUEST_CARD_TOKEN_MAX_AGE_SECONDS = 24 * 60 * 60;
/**
 * Guest cards per hour (docs/contract.md "Beyond docs/product.md (decided for the next capabilities)"), counted per
 * renter's e-mail address and per network (an IPv4 address, an IPv6 /64). A person asks a few times at most; a
 * shared Wi-Fi (an office, a campus, a family's router) carries many people, so its budget has room for them.
 */
export const GUEST_CARDS_PER_EMAIL_PER_HOUR = 5;
export const GUEST_CARDS_PER_NETWORK_PER_HOUR = 30;
/** The honeypot field's name: hidden from people, filled in by form-filling robots. */
export const GUEST_CARD_HONEYPOT = 'website';

/**
 * The guest card without JavaScript (docs/contract.md, Beyond docs/product.md: first-party leads): the form posts here
 * and the answer is a redirect, to the thank-you page with GUEST_CARD_SENT_QUERY, or back to the form's page with each
 * refused field's code (GUEST_CARD_FORM_ERRORS) under GUEST_CARD_ERROR_PARAM and the field's name
 * (GUEST_CARD_FORM_MESSAGE for the rest).
 */
export const GUEST_CARD_FORM_PATH = '/api/guest-card';
export const GUEST_CARD_ERROR_PARAM = 'cardError.';
export const GUEST_CARD_FORM_MESSAGE = 'form';
export const GUEST_CARD_SENT_QUERY = 'sent=guest-card';
/** The form's anchor, which a refused post comes back to; a quick card's question comes back to the Send button's. */
export const GUEST_CARD_ANCHOR = 'guest-card';
export const GUEST_CARD_CONFIRM_ANCHOR = 'guest-card-confirm';

/** Whole dollars as a renter types them ("1,500" or "$1500") in cents; null when empty; NaN when not a number. */
export function budgetCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  return /^\d{1,7}$/.test(cleaned) ? Number(cleaned) * 100 : Number.NaN;
}

/**
 * docs/contract.md "Beyond docs/product.md" (leased means a lease): a Leased lead has a lease recorded on one of its referrals (apartment,
 * signing date, rent, term), and a recorded lease makes the lead Leased. The refusals name the missing part.
 */
export const LEASE_MESSAGES = {
  leaseRequired: 'Leased needs the lease: its apartment, signing date, rent and term',
  apartmentRequired: 'Choose the apartment leased',
  signedOnRequired: 'Enter the date the lease was signed',
  rentRequired: 'Enter the monthly rent of the lease',
  termRequired: 'Enter the lease term in months',
  leaseRecorded: 'This lead has a recorded lease: clear its lease date on the referral to move it out of Leased',
} as const;

/** A staff form saved over a change it had not seen (another tab, a referral that moved the lead on). */
export const LEAD_CHANGED_MESSAGE = 'This lead changed since you opened it. Reload to see its current state.';

export const GUEST_CARD_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid e-mail address',
  phoneInvalid: 'Please enter a phone number with 10 digits',
  contactRequired: 'Please choose how we should contact you',
  budgetInvalid: 'Budget must be a whole number of dollars between 1 and 100,000',
  nameTooLong: tooLongMessage('Name', LEAD_NAME_MAX_LENGTH),
  notesTooLong: tooLongMessage('Notes', LEAD_NOTES_MAX_LENGTH),
  consentRequired: 'Please agree to be contacted so an agent can answer you',
  /** A card sent quicker than most people type: the renter is asked once, never refused (services/leads.ts). */
  confirmSend: 'Please confirm you want to send this request.',
  expired: 'This form has been open too long. Please reload the page and send it again.',
  alreadySent: 'This form was already sent. Please reload the page to send another request.',
  refused: 'Your request could not be sent. Please call us instead.',
  /** The apartment the card asks about is not listed (unknown, removed, or a draft: docs/contract.md "Where an apartment is"). */
  noLongerListed: 'That apartment is no longer listed',
  /** A form post whose browser says it came from another site's page (rest/guest-card-form.ts). */
  crossSite: 'This form can only be sent from our own pages.',
  sent: "Thanks! An agent will contact you within one business day. We've sent you a confirmation e-mail.",
} as const;

/**
 * What a refused form post can say back to its page (rest/guest-card-form.ts), by code. The page's address carries
 * these codes only, never a message (one may hold what the renter typed, as "Unknown area: ..." does), and the page
 * shows a code's message from this list and ignores anything else, so no link can make the page say other words.
 */
export const GUEST_CARD_FORM_ERRORS = {
  nameRequired: GUEST_CARD_MESSAGES.nameRequired,
  emailInvalid: GUEST_CARD_MESSAGES.emailInvalid,
  phoneInvalid: GUEST_CARD_MESSAGES.phoneInvalid,
  contactRequired: GUEST_CARD_MESSAGES.contactRequired,
  budgetInvalid: GUEST_CARD_MESSAGES.budgetInvalid,
  consentRequired: GUEST_CARD_MESSAGES.consentRequired,
  confirmSend: GUEST_CARD_MESSAGES.confirmSend,
  expired: GUEST_CARD_MESSAGES.expired,
  alreadySent: GUEST_CARD_MESSAGES.alreadySent,
  refused: GUEST_CARD_MESSAGES.refused,
  noLongerListed: GUEST_CARD_MESSAGES.noLongerListed,
  rateLimited: RATE_LIMIT_MESSAGES.guestCards,
  emailRateLimited: RATE_LIMIT_MESSAGES.guestCardsPerEmail,
  /** Any other field message: the field is marked, and its own words stay out of the address. */
  checkField: 'Please check this answer',
} as const;
export type GuestCardFormError = keyof typeof GUEST_CARD_FORM_ERRORS;

const FORM_ERROR_CODES = Object.keys(GUEST_CARD_FORM_ERRORS) as GuestCardFormError[];

/** The code of one of the messages above, or `fallback` for any other text. */
export const guestCardFormErrorCode = (message: string, fallback: GuestCardFormError): GuestCardFormError =>
  FORM_ERROR_CODES.find((code) => GUEST_CARD_FORM_ERRORS[code] === message) ?? fallback;

/** The message of a code read from an address; undefined for anything that is not a code. */
export const guestCardFormErrorMessage = (code: string): string | undefined =>
  Object.hasOwn(GUEST_CARD_FORM_ERRORS, code) ? GUEST_CARD_FORM_ERRORS[code as GuestCardFormError] : undefined;

/** docs/product.md Rental Details: the consent fine print every guest card carries. */
export const GUEST_CARD_CONSENT = (businessName: string) =>
  `By submitting this form you agree to be contacted by ${businessName} by phone, text message or e-mail. Message and data rates may apply.`;

/** Ten digits, optionally with the US country code; the stored form is +1 and the ten digits. */
export function normalizePhone(value: string): string | null {
  const digits = value.replace(/[\s().+-]/g, '');
  if (!/^\d{10,11}$/.test(digits)) return null;
  if (digits.length === 11 && !digits.startsWith('1')) return null;
  return `+1${digits.slice(-10)}`;
}

/** Whole hours between the guest card and the first contact (or now, while unanswered). */
export function hoursToFirstContact(createdAt: Date, firstContactAt: Date | null, now: Date): number {
  const end = firstContactAt ?? now;
  return Math.max(0, Math.floor((end.getTime() - createdAt.getTime()) / 3_600_000));
}

/** Unanswered for longer than a renter waits. */
export function isFirstContactOverdue(
  lead: { createdAt: Date; firstContactAt: Date | null; status: LeadStatus },
  now: Date,
): boolean {
  return (
    lead.firstContactAt === null &&
    lead.status === 'new' &&
    now.getTime() - lead.createdAt.getTime() > FIRST_CONTACT_TARGET_HOURS * 3_600_000
  );
}

/** The locator's commission on a lease: a percentage of one month's rent, rounded to the cent. */
export function commissionCents(leaseRentCents: number, percent: number): number {
  return Math.round((leaseRentCents * percent) / 100);
}
