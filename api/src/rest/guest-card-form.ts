// The guest card without JavaScript (docs/contract.md, Beyond docs/product.md: first-party leads): the page's form
// posts here as application/x-www-form-urlencoded, and the card goes through the same service, validator, limits and
// single-use form token as GraphQL's submitGuestCard. The answer is a 303: to the thank-you page once stored, or back
// to the form's page with each refused field's code in the address (domain GUEST_CARD_FORM_ERRORS: codes only, never
// a message, which can hold what the renter typed).
import { Hono, type Context as HonoContext } from 'hono';
import {
  GUEST_CARD_ANCHOR,
  GUEST_CARD_CONFIRM_ANCHOR,
  GUEST_CARD_ERROR_PARAM,
  GUEST_CARD_FORM_MESSAGE,
  GUEST_CARD_FORM_PATH,
  GUEST_CARD_MESSAGES,
  GUEST_CARD_SENT_QUERY,
  LANGUAGE_FORM_VALUES,
  LANGUAGE_MESSAGE,
  budgetCents,
  guestCardFormErrorCode,
  pathInLanguage,
  type Language,
} from '../domain/index.js';
import { AppError, toAppError } from '../errors.js';
import { guestCardDeps, submitGuestCard } from '../services/leads.js';
import type { AppEnv } from '../context.js';
import { readForm } from './request.js';

/** Where the renter goes back to when nothing says otherwise. */
const DEFAULT_FORM_PAGE = '/ConnectWithAnAgent/';
const THANK_YOU_PAGE = `/thank-you/?${GUEST_CARD_SENT_QUERY}`;

/** The form's page to send the renter back to: a path of this site only, never another site's address. */
function formPage(value: unknown, language: Language): string {
  // A page of this site, with at most the apartment the card is about ("Ask about this apartment" as a page).
  return typeof value === 'string' &&
    /^\/[\w/-]{0,200}(?:\?apartment=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/i.test(value) &&
    !value.startsWith('//')
    ? value
    : pathInLanguage(language, DEFAULT_FORM_PAGE);
}

/**
 * The page's language (`en`/`es`, a hidden field of the Spanish pages; absent: English). Any other value is no
 * renter's mistake but a broken page or a script, so it answers 400 naming the field rather than a page.
 */
function languageOf(body: FormBody): Language | null {
  const value = one(body, 'preferredLanguage');
  if (value === undefined || value === '') return 'EN';
  return Object.hasOwn(LANGUAGE_FORM_VALUES, value) ? LANGUAGE_FORM_VALUES[value] : null;
}

/**
 * Whether the browser says the form came from a page of this site. Sec-Fetch-Site is sent by every current browser;
 * an older one sends Origin on a POST. A form on another site is refused even with a valid token, which anyone can
 * ask GraphQL for.
 */
function sameSite(c: HonoContext<AppEnv>, origin: string): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const from = c.req.header('origin');
  return from === undefined || from === origin;
}

type FormBody = Record<string, string | string[]>;

const one = (body: FormBody, key: string): string | undefined => {
  const value = body[key];
  return Array.isArray(value) ? value[0] : value;
};
const all = (body: FormBody, key: string): string[] => {
  const value = body[key];
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
};
const orNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value);

/** The form's fields as GraphQL's GuestCardInput has them; the service's validator judges every value. */
function cardOf(body: FormBody, preferredLanguage: Language) {
  const budget = one(body, 'budget');
  return {
    name: one(body, 'name') ?? '',
    preferredLanguage,
    email: one(body, 'email') ?? '',
    phone: orNull(one(body, 'phone')),
    preferredContact: one(body, 'preferredContact') ?? '',
    moveInDate: orNull(one(body, 'moveInDate')),
    budgetCents: budget === undefined ? null : budgetCents(budget),
    areas: all(body, 'areas'),
    roomTypes: all(body, 'roomTypes'),
    pets: all(body, 'pets'),
    amenities: all(body, 'amenities'),
    notes: orNull(one(body, 'notes')),
    apartmentId: orNull(one(body, 'apartmentId')),
    favourites: all(body, 'favourites'),
    // An unticked checkbox is not sent at all: the validator names the missing consent.
    ...(one(body, 'consent') === 'true' ? { consent: true } : {}),
    formToken: one(body, 'formToken') ?? '',
    website: one(body, 'website') ?? '',
    ...(one(body, 'confirmed') === 'true' ? { confirmed: true } : {}),
  };
}

/** The form's page again, with the code of each message the renter must act on. */
function backWithErrors(page: string, error: AppError): string {
  const params = new URLSearchParams();
  // A list's item (`areas.1`) is marked on its list's field, which is what the form shows.
  for (const [field, message] of Object.entries(error.fieldErrors ?? {}))
    params.set(`${GUEST_CARD_ERROR_PARAM}${field.split('.')[0]}`, guestCardFormErrorCode(message, 'checkField'));
  if (!error.fieldErrors || Object.keys(error.fieldErrors).length === 0 || error.code !== 'BAD_USER_INPUT')
    params.set(`${GUEST_CARD_ERROR_PARAM}${GUEST_CARD_FORM_MESSAGE}`, guestCardFormErrorCode(error.message, 'refused'));
  // Asked to confirm a quick card, the renter lands on the question and its "Yes, send" button, which on a phone
  // sit a long scroll below the form's top.
  const confirm = error.fieldErrors?.formToken === GUEST_CARD_MESSAGES.confirmSend;
  return `${page}${page.includes('?') ? '&' : '?'}${params.toString()}#${confirm ? GUEST_CARD_CONFIRM_ANCHOR : GUEST_CARD_ANCHOR}`;
}

export const guestCardFormRoutes = new Hono<AppEnv>();

guestCardFormRoutes.post(GUEST_CARD_FORM_PATH.replace(/^\/api/, ''), async (c) => {
  const ctx = c.var.ctx;
  if (!sameSite(c, ctx.config.origin)) return c.json({ message: GUEST_CARD_MESSAGES.crossSite }, 403);
  const body = await readForm(c);
  const language = languageOf(body);
  if (!language) return c.json({ message: LANGUAGE_MESSAGE, errors: { preferredLanguage: LANGUAGE_MESSAGE } }, 400);
  const page = formPage(one(body, 'returnTo'), language);
  try {
    await submitGuestCard(ctx.prisma, guestCardDeps(ctx.security, ctx.config, ctx.leadFeed), cardOf(body, language), {
      clientIp: ctx.clientIp,
      viewer: null,
      now: ctx.now,
    });
  } catch (error) {
    const known = toAppError(error);
    if (!known) throw error;
    return c.redirect(backWithErrors(page, known), 303);
  }
  return c.redirect(pathInLanguage(language, THANK_YOU_PAGE), 303);
});
