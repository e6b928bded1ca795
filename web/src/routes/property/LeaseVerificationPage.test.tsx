// The property's lease verification page (docs/contract.md "Getting paid") says plainly when its link has expired,
// and when the request was answered already (by another click, another tab), with the server's words.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LeaseVerificationPageQuery from '../../__generated__/LeaseVerificationPageQuery.graphql';
import { createEnvironment } from '../../relay/environment';
import { Component } from './LeaseVerificationPage';

const EXPIRED = 'This link has expired: ask the locator to send the request again';
const ANSWERED = 'This request was already answered: the answer is on record';

const REQUEST = {
  id: 'v1',
  status: 'pending',
  apartmentName: 'Brook Hollow',
  renterName: 'Maria Garza',
  unit: '204',
  moveInOn: '2027-03-15',
  rentCents: 145_000,
  termMonths: 12,
  commissionPercent: 50,
  commissionCents: 72_500,
  answeredAt: null,
};

function openPage(answer: (isQuery: boolean) => unknown) {
  vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    const body = JSON.parse(init?.body as string) as { extensions: { persistedQuery: { sha256Hash: string } } };
    const isQuery = body.extensions.persistedQuery.sha256Hash === LeaseVerificationPageQuery.params.id;
    return Promise.resolve(new Response(JSON.stringify(answer(isQuery))));
  });
  const router = createMemoryRouter([{ path: '/lease-verification/', Component }], {
    initialEntries: ['/lease-verification/?token=a.b.c'],
  });
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
}

const refusal = (message: string, code: string) => ({ data: null, errors: [{ message, extensions: { code } }] });

describe("the property's lease verification page", () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the link has expired, and offers no form', async () => {
    openPage(() => refusal(EXPIRED, 'GONE'));
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED);
    expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull();
  });

  it('says the request was already answered when the answer comes second', async () => {
    openPage((isQuery) => (isQuery ? { data: { leaseVerificationByLink: REQUEST } } : refusal(ANSWERED, 'CONFLICT')));
    await screen.findByText('Maria Garza');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send answer' })));
    expect((await screen.findByRole('alert')).textContent).toBe(ANSWERED);
  });
});
