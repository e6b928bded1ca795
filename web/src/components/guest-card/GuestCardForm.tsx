// The first-party guest card (docs/contract.md: first-party leads): what a renter is looking for and how to reach
// them, with docs/product.md's Rental Details consent. The server checks every field, a hidden honeypot and the time the
// form was open (a token from `guestCardToken`); its message for each field shows under that field, tied to it, and
// a summary at the top lists them all. A card sent quicker than most people type is never refused: the renter is
// asked once to confirm, and the second press goes through. Where the page's server render gave it a form token, the
// form also works without JavaScript: it posts to the REST adapter (GUEST_CARD_FORM_PATH), which answers with the
// thank-you page or this page again with the refused fields' message codes in its address.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { GuestCardFormMutation } from '../../__generated__/GuestCardFormMutation.graphql';
import type { GuestCardFormTokenQuery } from '../../__generated__/GuestCardFormTokenQuery.graphql';
import {
  AMENITIES,
  AMENITY_LABELS,
  AREAS,
  budgetCents,
  CONTACT_METHOD_LABELS,
  CONTACT_METHODS,
  FLOORPLAN_TYPES,
  GUEST_CARD_ANCHOR,
  GUEST_CARD_CONFIRM_ANCHOR,
  GUEST_CARD_ERROR_PARAM,
  GUEST_CARD_FORM_MESSAGE,
  GUEST_CARD_FORM_PATH,
  GUEST_CARD_HONEYPOT,
  GUEST_CARD_MESSAGES,
  LANGUAGE_OF_LOCALE,
  EMAIL_MAX_LENGTH,
  guestCardFormErrorMessage,
  LEAD_NAME_MAX_LENGTH,
  LEAD_NOTES_MAX_LENGTH,
  LEAD_PHONE_MAX_LENGTH,
  normalizePhone,
  PET_KIND_LABELS,
  PET_KINDS,
  localizedPath,
  ROOM_TYPE_FILTER_LABELS,
  type ContactMethod,
} from '../../lib/domain';
import { useDomainText } from '../../lib/domainText';
import { CharacterCount } from '../CharacterCount';
import { useLocale } from '../../i18n';
import { BUSINESS } from '../../lib/business';
import type { Role } from '../../lib/session/sessionStore';
import { commit } from '../../relay/commit';
import { GraphQLRequestError } from '../../relay/environment';
import { useFormAction } from '../../lib/forms/useFormAction';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { useQualificationAnswers } from '../../lib/qualification/answers';
import { searchPrefill, searchQuery } from './searchPrefill';

const tokenQuery = graphql`
  query GuestCardFormTokenQuery {
    guestCardToken
  }
`;

const submitMutation = graphql`
  mutation GuestCardFormMutation($input: GuestCardInput!) {
    submitGuestCard(input: $input)
  }
`;

type ListField = 'areas' | 'roomTypes' | 'pets' | 'amenities';

interface Draft {
  name: string;
  email: string;
  phone: string;
  preferredContact: ContactMethod;
  moveInDate: string;
  budget: string;
  areas: string[];
  roomTypes: string[];
  pets: string[];
  amenities: string[];
  notes: string;
  consent: boolean;
  website: string;
}

const EMPTY: Draft = {
  name: '',
  email: '',
  phone: '',
  preferredContact: 'email',
  moveInDate: '',
  budget: '',
  areas: [],
  roomTypes: [],
  pets: [],
  amenities: [],
  notes: '',
  consent: false,
  website: '',
};

/** The label each message is listed under in the summary, in the form's order (the first gets the focus). */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  name: msg`Your name`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  preferredContact: msg`Best way to reach you`,
  moveInDate: msg`Move-in date`,
  budgetCents: msg`Monthly budget`,
  roomTypes: msg`Room types`,
  areas: msg`Areas`,
  pets: msg`Pets`,
  amenities: msg`Must-have amenities`,
  notes: msg`Notes`,
  consent: msg`Consent`,
};
const FIELD_ORDER = Object.keys(FIELD_LABELS);

/** Where a refused form post's codes may point: the form's fields, its token, and the form as a whole. */
const POSTED_FIELDS = new Set([...FIELD_ORDER, 'formToken', GUEST_CARD_FORM_MESSAGE]);

/**
 * What a refused form post said (rest/guest-card-form.ts), read from the page's address: each field's message, from
 * the fixed list its code names. Anything else in the address is ignored: a link cannot put its own words on the page.
 */
export function formPostErrors(params: URLSearchParams): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, code] of params) {
    const field = key.slice(GUEST_CARD_ERROR_PARAM.length);
    const message = guestCardFormErrorMessage(code);
    if (key.startsWith(GUEST_CARD_ERROR_PARAM) && POSTED_FIELDS.has(field) && message) errors[field] = message;
  }
  return errors;
}

/** Sending without JavaScript: the token the server render issued, the page to come back to, a refused post's messages. */
export interface WithoutScript {
  formToken: string;
  returnTo: string;
  errors: Record<string, string>;
}

export interface GuestCardFormProps {
  /** The apartment the renter asks about ("Ask about this apartment"). */
  apartment?: { id: string; name: string };
  /** "Send my favourites to an agent": the apartments the renter kept. */
  favourites?: readonly string[];
  /** Staff filling the card in for a renter (Rental Details): sent as that role, no spam checks. */
  role?: Role;
  heading?: string;
  onSent?: () => void;
  withoutScript?: WithoutScript;
}

export function GuestCardForm({ apartment, favourites, role, heading, onSent, withoutScript }: GuestCardFormProps) {
  const environment = useRelayEnvironment();
  const { t, i18n } = useLingui();
  // docs/contract.md "Spanish": the card carries the page's language, and every e-mail the renter gets follows it.
  const locale = useLocale();
  const text = useDomainText();
  const id = useId();
  // What the renter searched for (room types, areas, budget) fills the card in, until they change it; the server's
  // page and the hydrating one start empty, since only the browser knows the search.
  const query = useBrowserValue(() => (role ? '' : searchQuery(window.location.search)), '');
  const prefilled = useMemo<Draft>(() => ({ ...EMPTY, ...searchPrefill(query) }), [query]);
  const [edited, setEdited] = useState<Draft | null>(null);
  const draft = edited ?? prefilled;
  // docs/contract.md "Who qualifies": the renter's "Do I qualify?" answers go with the card only when they tick this
  // (unticked to start). Staff filling a card in have no renter's answers to send.
  const answers = useQualificationAnswers();
  const [shareAnswers, setShareAnswers] = useState(false);
  const sharing = !role && answers !== null && shareAnswers;
  const [formToken, setFormToken] = useState<string | null>(withoutScript?.formToken ?? null);
  // A refused form post came back with its messages: the fields' under the fields, the rest above the button.
  const posted = withoutScript?.errors ?? {};
  const postedMessage = posted[GUEST_CARD_FORM_MESSAGE] ?? posted.formToken;
  const [checked, setChecked] = useState<Record<string, string>>(posted);
  const [notice, setNotice] = useState<string | null>(
    postedMessage === GUEST_CARD_MESSAGES.confirmSend ? null : (postedMessage ?? null),
  );
  const [sent, setSent] = useState(false);
  /** The server asked the renter to confirm a quick card: the next press sends it as confirmed. */
  const [confirming, setConfirming] = useState(postedMessage === GUEST_CARD_MESSAGES.confirmSend);
  const [tokenRound, setTokenRound] = useState(0);
  const [focusRound, setFocusRound] = useState(0);
  const [confirmRound, setConfirmRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);

  // Asked to confirm, the renter's next step is "Yes, send": the focus goes to it, which brings it on screen where the
  // question pushed it below the fold (a phone) and tells a keyboard or screen-reader user where they are.
  useEffect(() => {
    if (confirmRound > 0) sendRef.current?.focus();
  }, [confirmRound]);

  // After a refused send the focus goes to the first field to fix, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (focusRound === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRound]);

  // The clock starts when the renter sees the form: the token says when that was. It is read from the network each
  // time (a new form, a sent card, a refused one), never from the store: a stored token would carry an old start
  // and make a slow typist look quick. No record of the page changes with it, so there is nothing to return instead.
  useEffect(() => {
    if (role) return;
    const subscription = fetchQuery<GuestCardFormTokenQuery>(
      environment,
      tokenQuery,
      {},
      {
        fetchPolicy: 'network-only',
      },
    ).subscribe({
      next: (data) => setFormToken(data.guestCardToken),
      error: () => setFormToken(null),
    });
    return () => subscription.unsubscribe();
  }, [environment, role, sent, tokenRound]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setEdited((current) => ({ ...(current ?? prefilled), [key]: value }));
  const toggle = (key: ListField, value: string) =>
    setEdited((previous) => {
      const current = previous ?? prefilled;
      return {
        ...current,
        [key]: current[key].includes(value) ? current[key].filter((item) => item !== value) : [...current[key], value],
      };
    });
  const showErrors = (found: Record<string, string>) => {
    if (FIELD_ORDER.some((name) => found[name])) setFocusRound((round) => round + 1);
  };

  /** Resolves to true once sent, false when the server asks the renter to confirm a quick card first. */
  const send = useFormAction(
    async (input: GuestCardFormMutation['variables']['input']) => {
      try {
        await commit<GuestCardFormMutation>(environment, submitMutation, { input }, role);
        return true;
      } catch (error) {
        const fieldErrors = error instanceof GraphQLRequestError ? (error.fieldErrors ?? {}) : {};
        if (fieldErrors.formToken === GUEST_CARD_MESSAGES.confirmSend) return false;
        throw error;
      }
    },
    {
      fallback: GUEST_CARD_MESSAGES.refused,
      onSuccess: (sentNow) => {
        if (sentNow) {
          setSent(true);
          setConfirming(false);
          setEdited(null);
          setShareAnswers(false);
          onSent?.();
        } else {
          // Quicker than most people type (autofill, a paste): ask once; the next press is sent with a fresh token.
          setConfirming(true);
          setConfirmRound((round) => round + 1);
          setTokenRound((round) => round + 1);
        }
      },
    },
  );
  const busy = send.busy;
  // The server's messages by field join the form's own checks; a refusal moves the focus to the first to fix.
  const errors: Readonly<Record<string, string>> = { ...checked, ...send.fieldErrors };
  const message = send.error ?? notice;
  const serverErrors = send.fieldErrors;
  useEffect(() => {
    if (FIELD_ORDER.some((name) => serverErrors[name]))
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [serverErrors]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const budget = budgetCents(draft.budget);
    // Every check the form can make with the server's own rules (lib/domain), so that every problem shows at once.
    const local: Record<string, string> = {};
    if (!draft.name.trim()) local.name = GUEST_CARD_MESSAGES.nameRequired;
    else if (draft.name.trim().length > LEAD_NAME_MAX_LENGTH) local.name = GUEST_CARD_MESSAGES.nameTooLong;
    if (!draft.email.trim()) local.email = GUEST_CARD_MESSAGES.emailInvalid;
    const phoneNeeded = draft.preferredContact === 'phone' || draft.preferredContact === 'text';
    if (draft.phone.trim() ? !normalizePhone(draft.phone) : phoneNeeded) local.phone = GUEST_CARD_MESSAGES.phoneInvalid;
    if (Number.isNaN(budget)) local.budgetCents = GUEST_CARD_MESSAGES.budgetInvalid;
    if (draft.notes.trim().length > LEAD_NOTES_MAX_LENGTH) local.notes = GUEST_CARD_MESSAGES.notesTooLong;
    if (!draft.consent) local.consent = GUEST_CARD_MESSAGES.consentRequired;
    setChecked(local);
    showErrors(local);
    setNotice(null);
    send.setError(null);
    if (Object.keys(local).length > 0) return;
    await send.run({
      name: draft.name,
      email: draft.email,
      phone: draft.phone || null,
      preferredContact: draft.preferredContact,
      moveInDate: draft.moveInDate || null,
      budgetCents: budget,
      areas: draft.areas,
      roomTypes: draft.roomTypes as never,
      pets: draft.pets as never,
      amenities: draft.amenities as never,
      notes: draft.notes || null,
      apartmentId: apartment?.id ?? null,
      favourites: favourites ? [...favourites] : null,
      consent: draft.consent,
      formToken: role ? null : formToken,
      website: draft.website || null,
      confirmed: role ? null : confirming || null,
      preferredLanguage: LANGUAGE_OF_LOCALE[locale],
      ...(sharing ? { qualification: answers, shareQualification: true } : {}),
    });
  };

  if (sent)
    return (
      <div className="guest-card guest-card--sent" role="status">
        <h2>{role ? 'Guest card saved' : t`Request sent`}</h2>
        <p>{role ? 'The lead is in your inbox under Mine.' : text(GUEST_CARD_MESSAGES.sent)}</p>
        <button type="button" className="button button--secondary" onClick={() => setSent(false)}>
          {role ? 'Fill in another guest card' : t`Send another request`}
        </button>
      </div>
    );

  const field = (name: string, label: string, input: ReactNode, hint?: string) => (
    <div className={errors[name] ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {input}
      {hint && <p className="fine-print">{hint}</p>}
      {errors[name] && (
        <p className="form-field__error" id={`${id}-${name}-error`}>
          {text(errors[name])}
        </p>
      )}
    </div>
  );
  /** The fields with a character count: the count describes the field, with its message when it has one. */
  const counted = new Set(['notes']);
  const invalidProps = (name: string) => {
    const describedBy = [errors[name] && `${id}-${name}-error`, counted.has(name) && `${id}-${name}-count`];
    return {
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy.filter(Boolean).join(' ') || undefined,
    };
  };
  const inputProps = (name: string) => ({ id: `${id}-${name}`, name, className: 'input', ...invalidProps(name) });
  const fieldErrors = FIELD_ORDER.filter((name) => errors[name]);
  const checkboxes = (key: ListField, legend: string, values: readonly string[], label: (value: string) => string) => (
    <fieldset className="guest-card__choices">
      <legend className="field__label">{legend}</legend>
      {values.map((value) => (
        <label key={value} className="guest-card__choice">
          <input
            type="checkbox"
            name={key}
            value={value}
            checked={draft[key].includes(value)}
            onChange={() => toggle(key, value)}
            {...invalidProps(key)}
          />
          {label(value)}
        </label>
      ))}
      {errors[key] && (
        <p className="form-field__error" id={`${id}-${key}-error`}>
          {text(errors[key])}
        </p>
      )}
    </fieldset>
  );

  return (
    <form
      ref={formRef}
      className="guest-card"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t`Guest card`}
      // The one form a page renders to be sent without JavaScript: a refused post comes back to its anchor.
      {...(withoutScript && !role ? { id: GUEST_CARD_ANCHOR, method: 'post', action: GUEST_CARD_FORM_PATH } : {})}
    >
      {withoutScript && !role && (
        <>
          <input type="hidden" name="formToken" value={formToken ?? ''} />
          <input type="hidden" name="returnTo" value={localizedPath(withoutScript.returnTo, locale)} />
          <input type="hidden" name="preferredLanguage" value={locale} />
          {apartment && <input type="hidden" name="apartmentId" value={apartment.id} />}
          {favourites?.map((favourite) => (
            <input key={favourite} type="hidden" name="favourites" value={favourite} />
          ))}
          {confirming && <input type="hidden" name="confirmed" value="true" />}
        </>
      )}
      {heading && <h2>{heading}</h2>}
      {fieldErrors.length > 0 && (
        <div className="guest-card__summary" role="alert" aria-labelledby={`${id}-summary`}>
          <p className="guest-card__summary-title" id={`${id}-summary`}>
            <Plural value={fieldErrors.length} one="Please fix # thing:" other="Please fix # things:" />
          </p>
          <ul>
            {fieldErrors.map((name) => (
              <li key={name}>
                <a href={`#${id}-${name}`}>
                  {i18n._(FIELD_LABELS[name])}: {text(errors[name])}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {apartment && (
        <p className="notice">
          <Trans>
            About <strong>{apartment.name}</strong>
          </Trans>
        </p>
      )}
      <div className="guest-card__grid">
        {field(
          'name',
          t`Your name`,
          <input
            {...inputProps('name')}
            autoComplete="name"
            maxLength={LEAD_NAME_MAX_LENGTH}
            value={draft.name}
            onChange={(event) => set('name', event.target.value)}
          />,
        )}
        {field(
          'email',
          t`E-mail`,
          <input
            {...inputProps('email')}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={draft.email}
            onChange={(event) => set('email', event.target.value)}
          />,
        )}
        {field(
          'phone',
          t`Phone`,
          <input
            {...inputProps('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={LEAD_PHONE_MAX_LENGTH}
            value={draft.phone}
            onChange={(event) => set('phone', event.target.value)}
          />,
        )}
        {field(
          'preferredContact',
          t`Best way to reach you`,
          <select
            {...inputProps('preferredContact')}
            value={draft.preferredContact}
            onChange={(event) => set('preferredContact', event.target.value as ContactMethod)}
          >
            {CONTACT_METHODS.map((method) => (
              <option key={method} value={method}>
                {text(CONTACT_METHOD_LABELS[method])}
              </option>
            ))}
          </select>,
        )}
        {field(
          'moveInDate',
          t`Move-in date`,
          <input
            {...inputProps('moveInDate')}
            type="date"
            value={draft.moveInDate}
            onChange={(event) => set('moveInDate', event.target.value)}
          />,
        )}
        {field(
          'budgetCents',
          t`Monthly budget, all in ($)`,
          <input
            {...inputProps('budgetCents')}
            name="budget"
            inputMode="numeric"
            placeholder="1500"
            value={draft.budget}
            onChange={(event) => set('budget', event.target.value)}
          />,
          t`Rent plus required monthly fees.`,
        )}
      </div>
      {checkboxes('roomTypes', t`Room types`, FLOORPLAN_TYPES, (type) =>
        text(ROOM_TYPE_FILTER_LABELS[type as keyof typeof ROOM_TYPE_FILTER_LABELS]),
      )}
      {checkboxes('areas', t`Areas`, AREAS, (area) => area)}
      {checkboxes('pets', t`Pets`, PET_KINDS, (kind) => text(PET_KIND_LABELS[kind as keyof typeof PET_KIND_LABELS]))}
      {checkboxes('amenities', t`Must-have amenities`, AMENITIES, (amenity) =>
        text(AMENITY_LABELS[amenity as keyof typeof AMENITY_LABELS]),
      )}
      {field(
        'notes',
        t`Anything else we should know?`,
        <>
          <textarea
            {...inputProps('notes')}
            rows={3}
            maxLength={LEAD_NOTES_MAX_LENGTH}
            value={draft.notes}
            onChange={(event) => set('notes', event.target.value)}
          />
          <CharacterCount id={`${id}-notes-count`} length={draft.notes.length} max={LEAD_NOTES_MAX_LENGTH} />
        </>,
      )}
      {/* People never see this field; form-filling robots do and fill it in. */}
      <div className="guest-card__trap" aria-hidden="true">
        <label htmlFor={`${id}-${GUEST_CARD_HONEYPOT}`}>
          <Trans>Leave this empty</Trans>
        </label>
        <input
          id={`${id}-${GUEST_CARD_HONEYPOT}`}
          name={GUEST_CARD_HONEYPOT}
          tabIndex={-1}
          autoComplete="off"
          value={draft.website}
          onChange={(event) => set('website', event.target.value)}
        />
      </div>
      <label className={errors.consent ? 'guest-card__consent form-field--invalid' : 'guest-card__consent'}>
        <input
          id={`${id}-consent`}
          type="checkbox"
          name="consent"
          value="true"
          checked={draft.consent}
          onChange={(event) => set('consent', event.target.checked)}
          {...invalidProps('consent')}
        />
        <span className="fine-print">
          <Trans>
            By submitting this form you agree to be contacted by {BUSINESS.name} by phone, text message or e-mail.
            Message and data rates may apply.
          </Trans>
        </span>
      </label>
      {errors.consent && (
        <p className="form-field__error" id={`${id}-consent-error`}>
          {text(errors.consent)}
        </p>
      )}
      {!role && answers && (
        <label className="guest-card__consent">
          <input type="checkbox" checked={shareAnswers} onChange={(event) => setShareAnswers(event.target.checked)} />
          <span className="fine-print">
            {t`Send my answers to my agent: my "Do I qualify?" answers go with this request, for the agent who takes it, to find apartments whose stated criteria I likely meet.`}
          </span>
        </label>
      )}
      {message && (
        <p className="error-text" role="alert">
          {text(message)}
        </p>
      )}
      {!role && !withoutScript && (
        <noscript>
          <p className="notice">
            <Trans>
              Sending this form needs JavaScript, which is off in this browser. Please call us at{' '}
              <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a> or e-mail{' '}
              <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> instead.
            </Trans>
          </p>
        </noscript>
      )}
      {/* A refused post asking to confirm comes back to this anchor: the question and its button, together on screen. */}
      <div className="guest-card__send" id={withoutScript && !role ? GUEST_CARD_CONFIRM_ANCHOR : undefined}>
        {confirming && (
          <p className="notice" role="alert">
            {text(GUEST_CARD_MESSAGES.confirmSend)}
          </p>
        )}
        <button ref={sendRef} type="submit" className="button button--primary" disabled={busy || (!role && !formToken)}>
          {busy ? t`Sending...` : role ? 'Save guest card' : confirming ? t`Yes, send my request` : t`Send to an agent`}
        </button>
      </div>
    </form>
  );
}
