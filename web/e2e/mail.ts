// The tests' side of the suite's mail server (mailbox.ts): the e-mails the app has sent so far.
import type { ReceivedMail } from './mailbox';
import { e2e } from './support';

export async function allMail(): Promise<ReceivedMail[]> {
  return (await (await fetch(`${e2e.mailOrigin}/mail`)).json()) as ReceivedMail[];
}

/** Waits until at least `count` e-mails to `address` have arrived (fewer after the timeout). */
export async function mailTo(address: string, count = 1, timeoutMs = 30_000): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await allMail()).filter((message) => message.to.includes(address));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
