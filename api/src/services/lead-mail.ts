// The e-mails of the lead pipeline. Renters get their confirmation in their language; agents get a notice that links to the inbox
// and carries no contact data of the renter (e-mail is forwarded and archived beyond the locator's control).
import { LANGUAGE_LABELS, pathInLanguage, type Amenity, type Language } from '../domain/index.js';
import { MAIL_TEXTS } from '../domain/mail-texts.js';
import type { Lead } from '../generated/prisma/client.js';
import type { OutgoingMessage } from './outbox.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/** What the renter asked for, in the words of the search page, in the given language (staff read English). */
export function leadCriteria(
  lead: Pick<Lead, 'areas' | 'roomTypes' | 'budgetCents' | 'moveInDate' | 'amenities'>,
  language: Language = 'EN',
) {
  const texts = MAIL_TEXTS[language];
  const lines: string[] = [];
  if (lead.areas.length) lines.push(texts.criteria.areas(texts.and(lead.areas)));
  if (lead.roomTypes.length)
    lines.push(texts.criteria.roomTypes(texts.and(lead.roomTypes.map((type) => texts.floorplanTypes[type]))));
  if (lead.budgetCents !== null) lines.push(texts.criteria.budget(lead.budgetCents));
  if (lead.moveInDate) lines.push(texts.criteria.moveIn(lead.moveInDate.toISOString().slice(0, 10)));
  if (lead.amenities.length)
    lines.push(
      texts.criteria.mustHave(
        texts.and(lead.amenities.map((amenity) => texts.amenities[amenity as Amenity] ?? amenity)),
      ),
    );
  return lines;
}

/**
 * The renter's receipt, in their language (docs/contract.md "Spanish"); its link opens the apartment they asked
 * about, or the search, in that language.
 */
export function renterConfirmation(lead: Lead, apartmentName: string | null, origin: string): OutgoingMessage | null {
  if (!lead.email) return null;
  const language = lead.preferredLanguage;
  const texts = MAIL_TEXTS[language];
  const page = lead.apartmentId ? `/apartment/${encodeURIComponent(lead.apartmentId)}/floorplans/` : '/search/';
  const lines = [
    texts.greeting(lead.name),
    texts.receiptThanks(apartmentName),
    ...leadCriteria(lead, language),
    texts.receiptLink(`${origin}${pathInLanguage(language, page)}`),
    texts.receiptQuestions,
  ];
  return {
    kind: 'lead.confirmation',
    to: lead.email,
    subject: texts.receiptSubject,
    text: lines.join('\n\n'),
    html: paragraphs(lines),
    dedupeKey: `lead.confirmation:${lead.id}`,
    leadId: lead.id,
  };
}

export function agentNotice(
  lead: Lead,
  agent: { id: string; email: string },
  apartmentName: string | null,
  inboxUrl: string,
): OutgoingMessage {
  const lines = [
    `A renter sent a guest card${apartmentName ? ` about ${apartmentName}` : ''}. Renters expect an answer within a day.`,
    ...leadCriteria(lead),
    // docs/contract.md "Spanish": the agent who speaks the renter's language can take it.
    ...(lead.preferredLanguage === 'EN' ? [] : [`The renter writes in ${LANGUAGE_LABELS[lead.preferredLanguage]}.`]),
    `Claim it in the lead inbox: ${inboxUrl}`,
  ];
  return {
    kind: 'lead.new',
    to: agent.email,
    subject: `New lead${apartmentName ? `: ${apartmentName}` : ''}`,
    text: lines.join('\n\n'),
    html: paragraphs(lines),
    dedupeKey: `lead.new:${lead.id}:${agent.id}`,
    leadId: lead.id,
  };
}
