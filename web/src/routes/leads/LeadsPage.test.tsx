// The inbox's language filter (docs/contract.md "Spanish"): choosing a language reads the inbox again with it, and
// a Spanish lead says so in its row.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Environment, Network, Observable, RecordSource, Store, type Variables } from 'relay-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionStore, sessions } from '../../lib/session/sessionStore';
import { Component } from './LeadsPage';

const lead = (id: string, name: string, preferredLanguage: 'EN' | 'ES', more: Record<string, unknown> = {}) => ({
  __typename: 'Lead',
  id,
  _id: id,
  name,
  status: 'new',
  hoursToFirstContact: 2,
  firstContactOverdue: false,
  followUpOn: null,
  areas: ['Downtown'],
  roomTypes: [],
  budgetCents: null,
  preferredLanguage,
  erasedAt: null,
  apartment: null,
  agent: null,
  ...more,
});

const LEADS = [
  lead('L1', 'Dana English', 'EN'),
  lead('L2', 'Rosa Spanish', 'ES'),
  lead('L3', 'Just Arrived', 'EN', { hoursToFirstContact: 0, roomTypes: ['oneBed', 'twoBed'], areas: [] }),
  lead('L4', 'Called Back', 'EN', { status: 'contacted', hoursToFirstContact: 0, followUpOn: '2027-01-05' }),
];

/** An environment whose reads answer the inbox by the `language` asked for, and whose live stream stays quiet. */
function inboxEnvironment(asked: Variables[]) {
  return new Environment({
    network: Network.create(
      (_operation, variables) => {
        asked.push(variables);
        const rows = LEADS.filter((row) => !variables.language || row.preferredLanguage === variables.language);
        return Promise.resolve({
          data: {
            leads: {
              totalCount: rows.length,
              edges: rows.map((node, index) => ({ cursor: `c${index}`, node })),
              pageInfo: { endCursor: `c${rows.length - 1}`, hasNextPage: false },
            },
          },
        });
      },
      () => Observable.create(() => undefined),
    ),
    store: new Store(new RecordSource()),
  });
}

describe('the lead inbox', () => {
  afterEach(() => sessions.agent.logout());

  it('filters by the language chosen, and marks Spanish leads', async () => {
    sessions.agent = createSessionStore('agent');
    sessions.agent.login('tok', 'agent-1');
    const asked: Variables[] = [];
    const router = createMemoryRouter([{ path: '/agents/leads/', Component }], { initialEntries: ['/agents/leads/'] });
    render(
      <RelayEnvironmentProvider environment={inboxEnvironment(asked)}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>,
    );
    expect(await screen.findByText('Dana English')).toBeTruthy();
    expect(screen.getByText('Downtown · Spanish')).toBeTruthy();
    expect(screen.getAllByText('Downtown')).toHaveLength(2);
    expect(asked.at(-1)).toMatchObject({ inbox: 'new', language: null });

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ES' } });
    await waitFor(() => expect(screen.queryByText('Dana English')).toBeNull());
    expect(screen.getByText('Rosa Spanish')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ inbox: 'new', language: 'ES' });

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: '' } });
    expect(await screen.findByText('Dana English')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ language: null });
  });

  it("writes waits, days and floorplan types in people's words", async () => {
    sessions.agent = createSessionStore('agent');
    sessions.agent.login('tok', 'agent-1');
    const router = createMemoryRouter([{ path: '/agents/leads/', Component }], { initialEntries: ['/agents/leads/'] });
    render(
      <RelayEnvironmentProvider environment={inboxEnvironment([])}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>,
    );
    const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;
    expect(await screen.findByText('Just Arrived')).toBeTruthy();
    expect(row('Dana English').querySelector('.lead-row__time')!.textContent).toBe('Waiting 2 h');
    expect(row('Just Arrived').querySelector('.lead-row__time')!.textContent).toBe('Sent just now');
    expect(row('Just Arrived').querySelector('.lead-row__criteria')!.textContent).toBe('1 Bedroom, 2 Bedroom');
    expect(row('Called Back').querySelector('.lead-row__time')!.textContent).toBe(
      'First contact within the hour · Follow up Jan 5, 2027',
    );
  });
});
