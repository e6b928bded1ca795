// Absolute URLs the server writes (sitemap, canonical URLs, upload links to a bucket) start at PUBLIC_URL, never at
// the request's Host header: any client sets that header, and an upload link built from it sends an admin's file
// to the client's own server. Upload links to local storage are relative. Production refuses to start without
// PUBLIC_URL.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import type { TestApp } from './harness.js';
import { adminSession, appWithSecret, TEST_JWT_SECRET } from './sessions.js';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const uploadRequest = { apartmentCode: 'HOST-1', roomType: 'studio', fileSize: 1, fileType: 'image/jpeg' };

/** Asks for an upload link through both doors, from a client that names another host. */
async function uploadLinks(app: TestApp, token: string): Promise<string[]> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, host: 'evil.example' };
  const rest = await app.fetch(
    new Request('http://evil.example/api/admins/presigned-url', {
      method: 'POST',
      headers,
      body: JSON.stringify(uploadRequest),
    }),
  );
  expect(rest.status).toBe(200);
  const graphql = await app.fetch(
    new Request('http://evil.example/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query: 'mutation($input: UploadRequestInput!) { createUploadUrls(input: $input) { presignedUrl } }',
        variables: { input: uploadRequest },
      }),
    }),
  );
  const answer = (await graphql.json()) as { data: { createUploadUrls: { presignedUrl: string }[] } };
  return [
    ...((await rest.json()) as { presignedUrl: string }[]).map((upload) => upload.presignedUrl),
    ...answer.data.createUploadUrls.map((upload) => upload.presignedUrl),
  ];
}

describe('PUBLIC_URL', () => {
  it('is required in production, and the start-up error names it', () => {
    const start = () => loadConfig({ NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: TEST_JWT_SECRET,
        PUBLIC_URL: 'https://satx.example/',
        MAIL_FROM: 'no-reply@satx.example',
      }).origin,
    ).toBe('https://satx.example');
  });
});

describe('upload links', () => {
  let configured: TestApp;
  let bare: TestApp;
  beforeAll(async () => {
    configured = await appWithSecret({ env: { PUBLIC_URL: 'https://satx-locators.example/' } });
    bare = await appWithSecret({ env: { PORT: '4123' } });
  });
  afterAll(async () => {
    await configured.close();
    await bare.close();
  });

  // docs/contract.md "Where an apartment is": with local storage the file goes to this same server, so the link is
  // relative and works on whichever host the admin opened the site, PUBLIC_URL or another.
  it('are relative with local storage, whatever Host the request names or PUBLIC_URL says', async () => {
    for (const app of [configured, bare]) {
      const { token } = await adminSession(app);
      const links = await uploadLinks(app, token);
      expect(links).toHaveLength(2);
      for (const link of links)
        expect(link).toMatch(/^\/api\/uploads\/floorplans\/host-1\/studio\/[0-9a-f-]{36}\.jpg\?/);
    }
  });

  it('upload to the host the page was opened on, not PUBLIC_URL', async () => {
    const { token } = await adminSession(configured);
    const [link] = await uploadLinks(configured, token);
    const put = await configured.fetch(
      new Request(new URL(link, 'http://192.168.1.20:3000/admin/'), {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      }),
    );
    expect(put.status).toBe(200);
    expect(((await put.json()) as { s3Url: string }).s3Url).toMatch(/^\/uploads\/floorplans\/host-1\/studio\//);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const HOST_HEADERS = /^(?:host|x-forwarded-host|x-forwarded-proto|forwarded|x-original-host)$/i;
const ORIGIN_PARTS = new Set(['origin', 'host', 'hostname', 'protocol', 'href', 'port']);

/**
 * Every place in `source` that reads where the client says it sent the request: a host header, or the origin,
 * host or full address of a URL made from a request's url (`new URL(c.req.url).origin`, or through a variable).
 */
function hostReads(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const fromRequest = new Set<string>();
  const isRequestUrl = (node: ts.Node): boolean =>
    ts.isNewExpression(node) &&
    node.expression.getText() === 'URL' &&
    node.arguments?.length === 1 &&
    /\b(?:req|request|raw)\.url$/.test(node.arguments[0].getText());
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer && isRequestUrl(node.initializer))
      fromRequest.add(node.name.getText());
    if (ts.isPropertyAccessExpression(node) && ORIGIN_PARTS.has(node.name.text)) {
      const target = ts.isParenthesizedExpression(node.expression) ? node.expression.expression : node.expression;
      if (isRequestUrl(target) || (ts.isIdentifier(target) && fromRequest.has(target.text)))
        found.push(`${fileName}: ${node.getText()}`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['header', 'get'].includes(node.expression.name.text) &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      HOST_HEADERS.test(node.arguments[0].text)
    )
      found.push(`${fileName}: ${node.getText()}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the server code', () => {
  it('finds the reads it looks for', () => {
    const sample = [
      'const a = new URL(c.req.url).origin;',
      'const url = new URL(request.url); const b = `${url.protocol}//${url.host}/x`;',
      "const h = c.req.header('Host'); const f = request.headers.get('x-forwarded-host');",
      'const fine = new URL(c.req.url).pathname;',
    ].join('\n');
    expect(hostReads('sample.ts', sample)).toEqual([
      'sample.ts: new URL(c.req.url).origin',
      'sample.ts: url.protocol',
      'sample.ts: url.host',
      "sample.ts: c.req.header('Host')",
      "sample.ts: request.headers.get('x-forwarded-host')",
    ]);
  });

  it('builds no URL from the Host header or the address a request came to', () => {
    const found = sourceFiles(SRC).flatMap((file) => hostReads(path.relative(SRC, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
