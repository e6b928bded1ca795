// The tests' side of the suite's mail server (mailbox.ts): the e-mails the app has sent so far.
import type { ReceivedMail } from './mailbox';
import { e2e } from './support';

export async function allMail(): Promise<ReceivedMail[]> {
  return (await (await fetch(`${e2e.mailOrigin}/mail`)).json()) as ReceivedMail[];
}

/** The e-mails to `address` once at least `count` have arrived (fewer after the timeout). */
export async function mailTo(address: string, count = 1, timeoutMs = 30_000): Promise<ReceivedMail[]> {
  const query = new URLSearchParams({ to: address, count: String(count), timeoutMs: String(timeoutMs) });
  return (await (await fetch(`${e2e.mailOrigin}/wait?${query}`)).json()) as ReceivedMail[];
}

/**
 * The first e-mail to `address` whose subject starts with `subject`, waiting for it: a staff address also gets the
 * account's own e-mails (an agent's approval), in whatever order the outbox sends them.
 */
export async function mailWithSubject(address: string, subject: string, timeoutMs = 30_000): Promise<ReceivedMail> {
  for (let count = 1; ; count += 1) {
    const mails = await mailTo(address, count, timeoutMs);
    const found = mails.find((mail) => mail.subject.startsWith(subject));
    if (found) return found;
    if (mails.length < count) throw new Error(`no e-mail "${subject}..." to ${address} within ${timeoutMs} ms`);
    count = mails.length;
  }
}
