// A stand-in for the third-party scheduling page and lead form, on its own origin, so the suite proves
// the appointment callback (a message from the provider's origin named 'event_scheduled') without the
// real provider, which this network cannot reach.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${title}</title><style>body{font-family:system-ui,sans-serif;margin:24px;color:#1c2b30}button{font:inherit;padding:10px 16px}</style>
</head><body><main><h1>${title}</h1>${body}</main></body></html>`;

export async function startFakeProvider(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (path === '/schedule') {
      res.end(
        page(
          'Pick a time',
          `<p>Tuesday 10:00 AM</p><button type="button" id="confirm">Confirm booking</button>
<script>document.getElementById('confirm').onclick=function(){parent.postMessage({event:'calendly.event_scheduled',payload:{}},'*')}</script>`,
        ),
      );
    } else if (path === '/lead-form') {
      res.end(
        page(
          'Tell us what you need',
          '<form><label>Name <input name="name"></label> <button type="button">Send</button></form>',
        ),
      );
    } else if (path === '/rental-form') {
      res.end(
        page(
          'Guest Card',
          '<form><label>Renter name <input name="renter"></label> <button type="button">Submit</button></form>',
        ),
      );
    } else if (path === '/geocoder/search') {
      // The operator's geocoder (GEOCODER_URL), answering as Nominatim's /search?format=jsonv2 does.
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify([{ lat: '29.3849', lon: '-98.6012', display_name: '5600, Old Highway 90 West, San Antonio' }]),
      );
    } else {
      res.statusCode = 404;
      res.end(page('Not found', ''));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
