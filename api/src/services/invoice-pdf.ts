// docs/contract.md "Getting paid": an invoice or credit note as a PDF, drawn by pdf-lib (pure JavaScript, no native
// parts, the PDF's standard Helvetica so no font file is read). Drawn again from the stored invoice whenever it is
// asked for, so the PDF always says what the record says (an erased renter's initials included), and dated by
// the invoice's own day so the same invoice gives the same file.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatDay } from '../domain/dates.js';
import { invoiceLabel } from '../domain/invoices.js';
import { formatCents } from '../domain/money.js';
import type { Invoice } from '../generated/prisma/client.js';
import { isoDate } from '../catalog/true-cost.js';

export interface BillingParty {
  name: string;
  address: string | null;
  email: string | null;
  phone?: string | null;
}

export interface InvoiceDocument {
  invoice: Invoice;
  apartmentName: string;
  /** For a credit note: the invoice it voids. */
  creditFor?: { kind: Invoice['kind']; number: number } | null;
}

/** Helvetica's WinAnsi encoding has no glyph for some characters a name may hold: those print as "?". */
const printable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

export async function renderInvoicePdf({ invoice, apartmentName, creditFor }: InvoiceDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const label = invoiceLabel(invoice.kind, invoice.number);
  const title = invoice.kind === 'invoice' ? 'INVOICE' : 'CREDIT NOTE';
  const issued = isoDate(invoice.issuedOn);
  doc.setTitle(`${title} ${label}`);
  doc.setCreationDate(new Date(`${issued}T12:00:00Z`));
  doc.setModificationDate(new Date(`${issued}T12:00:00Z`));
  const page = doc.addPage([612, 792]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 740;
  const line = (text: string, options: { size?: number; font?: typeof regular; x?: number } = {}) => {
    page.drawText(printable(text), {
      x: options.x ?? 56,
      y,
      size: options.size ?? 11,
      font: options.font ?? regular,
      color: rgb(0.1, 0.1, 0.1),
    });
    y -= (options.size ?? 11) + 6;
  };
  const from = invoice.billFrom as unknown as BillingParty;
  const to = invoice.billTo as unknown as BillingParty;
  line(`${title} ${label}`, { size: 20, font: bold });
  line(`Issued ${formatDay(issued)}`);
  if (invoice.kind === 'invoice') line(`Due ${formatDay(isoDate(invoice.dueOn))} (net 30 from move-in)`);
  if (creditFor) line(`Voids invoice ${invoiceLabel(creditFor.kind, creditFor.number)}`);
  y -= 10;
  line('From', { font: bold });
  for (const text of [from.name, from.address, from.email, from.phone]) if (text) line(text);
  y -= 10;
  line('Bill to', { font: bold });
  for (const text of [to.name, to.address, to.email]) if (text) line(text);
  y -= 10;
  line('Locator commission for a verified lease', { font: bold });
  line(`Property: ${apartmentName}`);
  line(`Renter: ${invoice.renterName}`);
  if (invoice.unit) line(`Unit: ${invoice.unit}`);
  line(`Lease signed: ${formatDay(isoDate(invoice.leaseSignedOn))}`);
  line(`Move-in: ${formatDay(isoDate(invoice.moveInOn))}`);
  line(`Monthly rent: ${formatCents(invoice.rentCents)}`);
  line(`Commission: ${invoice.commissionPercent}% of one month's rent`);
  y -= 10;
  line(`${invoice.kind === 'invoice' ? 'Amount due' : 'Amount credited'}: ${formatCents(invoice.amountCents)}`, {
    size: 14,
    font: bold,
  });
  if (invoice.kind === 'creditNote' && invoice.voidReason) line(`Reason: ${invoice.voidReason}`);
  return doc.save();
}
