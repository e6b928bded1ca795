// The e-mails of the lead pipeline. Renters get their confirmation; agents get a notice that links to the inbox
// and carries no contact data of the renter (e-mail is forwarded and archived beyond the locator's control).
import { AMENITY_LABELS, FLOORPLAN_TYPE_LABELS, SITE, formatCents, type Amenity } from '../domain/index.js';
import type { Lead } from '../generated/prisma/client.js';
import type { OutgoingMessage } from './outbox.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/** What the renter asked for, in the words of the search page. */
export function leadCriteria(lead: Pick<Lead, 'areas' | 'roomTypes' | 'budgetCents' | 'moveInDate' | 'amenities'>) {
  const lines: string[] = [];
  if (lead.areas.length) lines.push(`Areas: ${lead.areas.join(', ')}`);
  if (lead.roomTypes.length)
    lines.push(`Room types: ${lead.roomTypes.map((type) => FLOORPLAN_TYPE_LABELS[type]).join(', ')}`);
  if (lead.budgetCents !== null) lines.push(`Budget: ${formatCents(lead.budgetCents)} a month, all in`);
  if (lead.moveInDate) lines.push(`Move-in: ${lead.moveInDate.toISOString().slice(0, 10)}`);
  if (lead.amenities.length)
    lines.push(
      `Must have: ${lead.amenities.map((amenity) => AMENITY_LABELS[amenity as Amenity] ?? amenity).join(', ')}`,
    );
  return lines;
}

export function renterConfirmation(lead: Lead, apartmentName: string | null): OutgoingMessage | null {
  if (!lead.email) return null;
  const lines = [
    `Hi ${lead.name ?? 'there'},`,
    `Thanks for reaching out to ${SITE.name}. A licensed agent will contact you within one business day${
      apartmentName ? ` about ${apartmentName}` : ''
    }. Our service is free to you.`,
    ...leadCriteria(lead),
    `Questions before then? Call ${SITE.phone} or reply to ${SITE.email}.`,
  ];
  return {
    kind: 'lead.confirmation',
    to: lead.email,
    subject: `We received your request - ${SITE.name}`,
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
