import { describe, expect, it, vi } from 'vitest';
import { fetchGraphQL, requestBody } from './environment';
import { DETAIL_CACHE_LIFETIME_MS } from './responseCache';

const detail = { name: 'ApartmentPageQuery', text: 'query ApartmentPageQuery { x }' } as never;
const answer = { data: { apartment: { id: 'A1', code: 'AR-101' } } };

async function run(variables: Record<string, unknown>) {
  const result = fetchGraphQL(detail, variables, {}, null);
  return result instanceof Promise ? await result : result;
}

describe('the apartment detail cache (docs/product.md section 4)', () => {
  it('writes each loaded detail and answers from it when the server fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(JSON.stringify(answer)));
    expect(await run({ id: 'a1' })).toEqual(answer);
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await run({ id: 'a1' })).toEqual(answer);
    vi.restoreAllMocks();
  });

  it('fails without a fresh cache entry', async () => {
    localStorage.setItem(
      'apartmentDetail:a2',
      JSON.stringify({ savedAt: Date.now() - DETAIL_CACHE_LIFETIME_MS, value: answer }),
    );
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline'));
    await expect(run({ id: 'a2' })).rejects.toThrow('offline');
    vi.restoreAllMocks();
  });

  it('reports a GraphQL answer without data as a failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(JSON.stringify({ errors: [{ message: 'boom' }] })),
    );
    await expect(fetchGraphQL({ name: 'HomePageQuery', text: '' } as never, {}, {}, null)).rejects.toThrow('boom');
    vi.restoreAllMocks();
  });
});

describe('cross-site request protection', () => {
  it('sends the header the server requires of every GraphQL request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(JSON.stringify(answer)));
    await fetchGraphQL({ name: 'HomePageQuery', id: 'h1', text: null } as never, {}, {}, null);
    const headers = fetchSpy.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers['x-graphql-yoga-csrf']).toBe('1');
    expect(headers.Accept).toBe('application/json');
    vi.restoreAllMocks();
  });
});

describe('trusted documents', () => {
  it('sends the hash of a persisted operation and no text', () => {
    expect(requestBody({ id: 'abc123', text: null }, { id: 'a1' })).toEqual({
      variables: { id: 'a1' },
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc123' } },
    });
  });

  it('sends the text of an operation without a hash', () => {
    expect(requestBody({ id: null, text: 'query Q { areas }' }, {})).toEqual({
      query: 'query Q { areas }',
      variables: {},
    });
  });
});
