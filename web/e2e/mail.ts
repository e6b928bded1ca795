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
