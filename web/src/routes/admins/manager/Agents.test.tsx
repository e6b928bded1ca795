import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentsQuery } from '../../../__generated__/AgentsQuery.graphql';
import { createEnvironment } from '../../../relay/environment';
import { Agents, agentsQuery } from './Agents';

const PENDING = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Nico Newcomer',
  email: 'nico@example.com',
  licenseNumber: '0654321',
  languages: [],
  createdAt: '2026-11-24T10:00:00.000Z',
};
const ACTIVE = {
  id: 'c0000000-0000-4000-8000-000000000002',
  name: 'Ana Agent',
  email: 'ana@example.com',
  licenseNumber: null,
  languages: ['EN', 'ES'],
  createdAt: '2026-11-01T10:00:00.000Z',
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

async function renderAgents(handlers: { onDone?: (m: string) => void; onError?: (m: string) => void } = {}) {
  const environment = createEnvironment();
  const fetchMock = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValueOnce(json({ data: { pendingAgents: [PENDING], activeAgents: [ACTIVE] } }));
  const ref = loadQuery<AgentsQuery>(environment, agentsQuery, {});
  await act(async () => {
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback={<p>Loading...</p>}>
          <Agents queryRef={ref} onDone={handlers.onDone ?? vi.fn()} onError={handlers.onError ?? vi.fn()} />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
  });
  return fetchMock;
}

const list = (name: string) => screen.getByRole('list', { name });
const sentBody = (fetchMock: ReturnType<typeof vi.spyOn>, call: number) =>
  JSON.parse((fetchMock.mock.calls[call] as [string, RequestInit])[1].body as string) as {
    query?: string;
    id?: string;
    variables: unknown;
  };

describe('the Agents tab', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists agents waiting for approval and active ones, with the license number each gave', async () => {
    await renderAgents();
    const waiting = list('Agents waiting for approval');
    expect(within(waiting).getByText('Nico Newcomer')).toBeTruthy();
    expect(within(waiting).getByText(/Texas license 0654321/)).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Approve Nico Newcomer' })).toBeTruthy();
    const active = list('Active agents');
    expect(within(active).getByText('Ana Agent')).toBeTruthy();
    expect(within(active).getByText(/No license number given/)).toBeTruthy();
    expect(within(active).getByText(/Speaks English, Spanish/)).toBeTruthy();
    expect(within(waiting).getByText(/No languages recorded/)).toBeTruthy();
    expect(within(active).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('approves a waiting agent, who then shows among the active agents', async () => {
    const onDone = vi.fn();
    const fetchMock = await renderAgents({ onDone });
    fetchMock.mockResolvedValueOnce(json({ data: { approveAgent: { id: PENDING.id, status: 'ACTIVE' } } }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve Nico Newcomer' }));
    });
    expect(sentBody(fetchMock, 1).variables).toEqual({ id: PENDING.id });
    expect(onDone).toHaveBeenCalledWith('Nico Newcomer can now log in and work on leads.');
    expect(screen.getByText('No agent signups are waiting for approval.')).toBeTruthy();
    expect(within(list('Active agents')).getByText('Nico Newcomer')).toBeTruthy();
  });

  it('disables an agent only after the confirmation', async () => {
    const onDone = vi.fn();
    const fetchMock = await renderAgents({ onDone });
    fireEvent.click(screen.getByRole('button', { name: 'Disable Ana Agent' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Disable Ana Agent')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(json({ data: { disableAgent: { id: ACTIVE.id, status: 'DISABLED' } } }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    });
    expect(sentBody(fetchMock, 1).variables).toEqual({ id: ACTIVE.id });
    expect(onDone).toHaveBeenCalledWith('Ana Agent was disabled and logged out everywhere.');
    expect(screen.getByText('No active agents.')).toBeTruthy();
  });

  it("reports the server's refusal and keeps the agent listed", async () => {
    const onError = vi.fn();
    const fetchMock = await renderAgents({ onError });
    fetchMock.mockResolvedValueOnce(
      json({
        data: null,
        errors: [
          {
            message: 'This agent account is disabled; it cannot be approved.',
            extensions: { code: 'CONFLICT' },
          },
        ],
      }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve Nico Newcomer' }));
    });
    expect(onError).toHaveBeenCalledWith('This agent account is disabled; it cannot be approved.');
    expect(within(list('Agents waiting for approval')).getByText('Nico Newcomer')).toBeTruthy();
  });
});
