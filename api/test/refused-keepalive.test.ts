// A refused request never breaks the client's connection (COMMON standard): after a 413 for a body over the
// limit, the next request of a keep-alive client is answered, whether it goes on the same connection or the
// server asked the client to open a new one. Real HTTP on a port, as browsers and proxies reach the server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.js';
import { CSRF_HEADER } from '../src/domain/index.js';
import { adminSession, appWithSecret } from './sessions.js';

let app: TestApp;
let server: ServerType;
let port: number;
let token: string;
let agent: http.Agent;

beforeAll(async () => {
  app = await appWithSecret();
  ({ token } = await adminSession(app));
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.shutdown();
  await app.close();
});
// One connection at a time, kept alive between requests: the client a browser or a proxy is.
beforeAll(() => {
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});
afterEach(() => {
  agent.destroy();
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});

interface Answer {
  status: number;
  body: string;
}

/** One request on the shared agent; a body is sent in chunks, as a client streams a large upload. */
function request(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer; chunked?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.body && !options.chunked) headers['content-length'] = options.body.length;
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', (error) => reject(new Error(`${method} ${path}: ${error.message}`)));
    if (!options.body) {
      req.end();
      return;
    }
    const body = options.body;
    const chunkSize = 64 * 1024;
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + chunkSize);
        offset += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', writeMore);
          return;
        }
      }
      req.end();
    };
    writeMore();
  });
}

const json = { 'content-type': 'application/json', [CSRF_HEADER]: '1' };
/** 300 kB of JSON: over the 256 kB limit of /api and /graphql. */
const oversizeJson = () => Buffer.from(JSON.stringify({ query: '{ areas }', padding: 'x'.repeat(300 * 1024) }));

async function thenAnswered() {
  const next = await request('GET', '/api/apartments/highlights', { headers: json });
  expect(next.status).toBe(200);
  expect(JSON.parse(next.body)).toHaveProperty('apartmentsData');
  const again = await request('POST', '/graphql', {
    headers: json,
    body: Buffer.from(JSON.stringify({ query: '{ areas }' })),
  });
  expect(again.status).toBe(200);
  expect(JSON.parse(again.body).data.areas).toHaveLength(12);
}

describe('a request refused for its size leaves the connection usable', () => {
  for (const chunked of [false, true]) {
    const how = chunked ? 'sent chunked' : 'with a content-length';
    it(`/api JSON body ${how}`, async () => {
      const refused = await request('POST', '/api/admins/login', {
        headers: json,
        body: oversizeJson(),
        chunked,
      });
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body).message).toBe('The request body is larger than 256 kB.');
      await thenAnswered();
    });

    it(`/graphql body ${how}`, async () => {
      const refused = await request('POST', '/graphql', { headers: json, body: oversizeJson(), chunked });
      expect(refused.status).toBe(413);
      await thenAnswered();
    });

    it(`cross-site form post refused before its body is read, ${how}`, async () => {
      const form = Buffer.from(`padding=${'x'.repeat(200 * 1024)}`);
      const refused = await request('POST', '/graphql', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        chunked,
      });
      expect(refused.status).toBe(403);
      await thenAnswered();
    });

    it(`upload over 10 MB ${how}`, async () => {
      const links = await app.rest(
        'POST',
        '/api/admins/presigned-url',
        { apartmentCode: 'KA-1', roomType: 'twoBed', fileSize: 1, fileType: 'image/jpeg' },
        token,
      );
      const target = new URL(links.body[0].presignedUrl as string, 'http://app.test');
      const bytes = Buffer.alloc(10 * 1024 * 1024 + 1024 * 1024, 0xff);
      const refused = await request('PUT', `${target.pathname}${target.search}`, {
        headers: { 'content-type': 'image/jpeg' },
        body: bytes,
        chunked,
      });
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body).message).toBe('The file is larger than 10 MB.');
      await thenAnswered();
    });
  }
});
