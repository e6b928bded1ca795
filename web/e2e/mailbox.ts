// The browser suite's mail server: a real SMTP server in process (api/test/mailbox.ts) the app sends to through
// SMTP_URL, and a small HTTP door so the tests, in other processes, can read what arrived: GET /mail answers
// everything so far, GET /wait?to=&count=&timeoutMs= answers once `count` e-mails to `to` are there (or the
// timeout passes), as soon as the last one arrives.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { startMailbox } from '../../api/test/mailbox';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** Files attached (an invoice's PDF), their bytes in base64. */
  attachments: { filename: string; contentType: string; contentBase64: string }[];
}

const received = (message: ParsedMail): ReceivedMail => ({
  to: Array.isArray(message.to) ? message.to.map((address) => address.text).join(', ') : (message.to?.text ?? ''),
  subject: message.subject ?? '',
  text: message.text ?? '',
  attachments: message.attachments.map((file) => ({
    filename: file.filename ?? '',
    contentType: file.contentType,
    contentBase64: file.content.toString('base64'),
  })),
});

export async function startMailServer(): Promise<{ smtpUrl: string; origin: string; close: () => Promise<void> }> {
  const mailbox = await startMailbox();
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mail');
    const answer = (mail: ReceivedMail[]) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(mail));
    };
    if (url.pathname !== '/wait') return answer(mailbox.messages.map(received));
    const to = url.searchParams.get('to') ?? '';
    const count = Number(url.searchParams.get('count') ?? '1');
    const timeoutMs = Number(url.searchParams.get('timeoutMs') ?? '30000');
    const matching = () => mailbox.messages.map(received).filter((mail) => mail.to.includes(to));
    if (matching().length >= count) return answer(matching());
    const finish = () => {
      stop();
      clearTimeout(timer);
      answer(matching());
    };
    const stop = mailbox.onMessage(() => {
      if (matching().length >= count) finish();
    });
    const timer = setTimeout(finish, timeoutMs);
    req.on('close', () => {
      stop();
      clearTimeout(timer);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    smtpUrl: mailbox.url,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await mailbox.close();
    },
  };
}
