// The browser suite's mail server: a real SMTP server in process (api/test/mailbox.ts) the app sends to through
// SMTP_URL, and a small HTTP door so the tests, in other processes, can read what arrived.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMailbox } from '../../api/test/mailbox';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export async function startMailServer(): Promise<{ smtpUrl: string; origin: string; close: () => Promise<void> }> {
  const mailbox = await startMailbox();
  const http = createServer((_req, res) => {
    const mail: ReceivedMail[] = mailbox.messages.map((message) => ({
      to: Array.isArray(message.to) ? message.to.map((address) => address.text).join(', ') : (message.to?.text ?? ''),
      subject: message.subject ?? '',
      text: message.text ?? '',
    }));
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(mail));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    smtpUrl: mailbox.url,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await mailbox.close();
    },
  };
}
