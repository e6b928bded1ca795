// One e-mail address field is one mailbox. Whatever a form, the API or the environment hands us goes through
// this check before anything is stored or sent: a list ("a@x.com,b@y.com"), a display name ("Eve <e@x.com>"),
// quotes, comments, whitespace or a line break could make one saved search, guest card or account mail several
// people or smuggle text into a message. Not exported from the domain index: the web app keeps the form rule of
// docs/product.md section 5 (EMAIL_PATTERN) and does not need zod in its bundle.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants.js';
import { normalizeEmail } from './messages.js';

/**
 * zod's e-mail format: letters, digits and `_'+-` in dot-separated local parts, a domain name with a letter TLD.
 * It has no room for `,;<>"()`, spaces or line breaks, so exactly one mailbox passes.
 */
const MAILBOX = z.email();

/** Whether `address`, as given, is exactly one plain mailbox (no name, no list, nothing around it). */
export function isMailbox(address: string): boolean {
  return address.length <= EMAIL_MAX_LENGTH && MAILBOX.safeParse(address).success;
}

/**
 * The schema of every e-mail address that comes from outside: the length first (no pattern runs on long text),
 * then the stored form (trimmed, NFKC, lower case), then the one-mailbox check on that form, so that a full-width
 * comma folded to ',' is refused too.
 */
export const mailboxSchema = (message: string) =>
  z
    .string({ error: message })
    .max(EMAIL_MAX_LENGTH, { message, abort: true })
    .transform(normalizeEmail)
    .pipe(
      z
        .string()
        .max(EMAIL_MAX_LENGTH, { message, abort: true })
        .refine((address) => MAILBOX.safeParse(address).success, message),
    );
