import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKeysQuery } from '../../../__generated__/ApiKeysQuery.graphql';
import { createEnvironment } from '../../../relay/environment';
import { ApiKeys, apiKeysQuery } from './ApiKeys';

const KEYS = [
  {
    id: 'b0000000-0000-4000-8000-000000000002',
    name: 'Nightly report',
    scope: 'READ',
    prefix: 'satx_0a1b2c3d4e5f',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
    createdBy: { name: 'Ana Admin' },
  },
  {
    id: 'b0000000-0000-4000-8000-000000000001',
    name: 'Old importer',
    scope: 'WRITE',
    prefix: 'satx_9f8e7d6c5b4a',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUsedAt: '2026-11-02T10:00:00.000Z',
    revokedAt: '2026-11-03T10:00:00.000Z',
    createdBy: { name: 'Ana Admin' },
  },
];
const SECRET = `satx_1234567890ab_${'s'.repeat(43)}`;

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

async function renderKeys(handlers: { onChanged?: () => void; onDone?: (m: string) => void } = {}) {
  const environment = createEnvironment();
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ data: { apiKeys: KEYS } }));
  const ref = loadQuery<ApiKeysQuery>(environment, apiKeysQuery, {});
  await act(async () => {
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback={<p>Loading...</p>}>
          <ApiKeys
            queryRef={ref}
            onChanged={handlers.onChanged ?? vi.fn()}
            onDone={handlers.onDone ?? vi.fn()}
            onError={vi.fn()}
          />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
  });
  return fetchMock;
}

describe('the API Keys tab', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists each key by name and prefix, with last use, status, and Revoke only for active keys', async () => {
    await renderKeys();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Nightly report',
      'Old importer',
    ]);
    expect(within(rows[0]).getByText('Never')).toBeTruthy();
    expect(within(rows[0]).getByText('satx_0a1b2c3d4e5f_…')).toBeTruthy();
    expect(within(rows[0]).getByText('Active')).toBeTruthy();
    expect(within(rows[1]).getByText(/^Revoked /)).toBeTruthy();
    expect(within(rows[1]).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('revokes a key only after the confirmation, then shows it revoked', async () => {
    const onDone = vi.fn();
    const fetchMock = await renderKeys({ onDone });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Nightly report' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Revoke Nightly report')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(
      json({ data: { revokeApiKey: { id: KEYS[0].id, revokedAt: '2026-11-23T10:00:00.000Z' } } }),
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const sent = JSON.parse(fetchMock.mock.calls[1][1]?.body as string) as { variables: { id: string } };
    expect(sent.variables).toEqual({ id: KEYS[0].id });
    expect(onDone).toHaveBeenCalledWith('The key Nightly report was revoked.');
    const row = screen.getByRole('cell', { name: 'Nightly report' }).closest('tr')!;
    expect(within(row).getByText(/^Revoked /)).toBeTruthy();
  });

  it('creates a key and shows it once, with a copy button', async () => {
    const onChanged = vi.fn();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = await renderKeys({ onChanged });
    fireEvent.click(screen.getByRole('button', { name: 'Create API Key' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Inventory sync' } });
    fireEvent.click(within(dialog).getByLabelText('Write: queries and admin changes'));
    fetchMock.mockResolvedValueOnce(
      json({ data: { createApiKey: { key: SECRET, apiKey: { id: 'new-key', name: 'Inventory sync' } } } }),
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    });
    const sent = JSON.parse(fetchMock.mock.calls[1][1]?.body as string) as { variables: unknown };
    expect(sent.variables).toEqual({ input: { name: 'Inventory sync', scope: 'WRITE' } });
    const shown = screen.getByRole('dialog');
    expect(within(shown).getByLabelText<HTMLInputElement>('Key').value).toBe(SECRET);
    expect(within(shown).getByText(/shown only this once/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(onChanged).toHaveBeenCalled();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it("shows the server's message under the name field", async () => {
    const fetchMock = await renderKeys();
    fireEvent.click(screen.getByRole('button', { name: 'Create API Key' }));
    const dialog = screen.getByRole('dialog');
    fetchMock.mockResolvedValueOnce(
      json({
        data: null,
        errors: [
          {
            message: 'Name is required, at most 100 characters.',
            extensions: { code: 'BAD_USER_INPUT', errors: { name: 'Name is required, at most 100 characters.' } },
          },
        ],
      }),
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    });
    expect(within(dialog).getByText('Name is required, at most 100 characters.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });
});
