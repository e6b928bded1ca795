import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '../../relay/environment';
import { Component, loader } from './AppointmentPage';

const APARTMENT_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** The server: the page's query, the guest card's token, and the guest card itself (recorded). */
function serve() {
  const queries: Record<string, unknown>[] = [];
  const cards: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    const { variables } = JSON.parse(init?.body as string) as { variables: Record<string, unknown> };
    let data: unknown = { guestCardToken: 'token-1' };
    if ('input' in variables) {
      cards.push(variables.input as Record<string, unknown>);
      data = { submitGuestCard: true };
    } else if ('hasApartment' in variables) {
      queries.push(variables);
      data = {
        siteConfig: { schedulingUrl: null },
        ...(variables.hasApartment
          ? {
              apartment: { __typename: 'Apartment', id: 'Apartment:1', _id: APARTMENT_ID, displayName: 'Brook Hollow' },
            }
          : {}),
      };
    }
    return Promise.resolve(new Response(JSON.stringify({ data })));
  });
  return { queries, cards };
}

function openPage(path: string) {
  const router = createMemoryRouter([{ path: '/appointment/', loader, Component, HydrateFallback: () => null }], {
    initialEntries: [path],
  });
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
}

describe('Schedule a Tour of one apartment', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the apartment and sends the guest card about it', async () => {
    const { queries, cards } = serve();
    openPage(`/appointment/?apartment=${APARTMENT_ID}`);
    // The page's first render loads its route and catalog: on a busy machine that takes longer than a second.
    expect(await screen.findByRole('heading', { name: 'Touring Brook Hollow' }, { timeout: 5_000 })).toBeTruthy();
    expect(new Set(queries.map((variables) => JSON.stringify(variables)))).toEqual(
      new Set([JSON.stringify({ apartmentId: APARTMENT_ID, hasApartment: true })]),
    );
    const form = screen.getByRole('form', { name: 'Guest card' });
    expect(within(form).getByText('Brook Hollow').closest('p')?.textContent).toBe('About Brook Hollow');
    fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'Rosa Renter' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'rosa@example.com' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /agree to be contacted/ }));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Send to an agent' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Send to an agent' }));
    await screen.findByRole('heading', { name: 'Request sent' });
    expect(cards[0]).toMatchObject({ apartmentId: APARTMENT_ID, name: 'Rosa Renter' });
  });

  it('ignores an apartment query that is not an apartment id, and shows the plain page', async () => {
    const { queries } = serve();
    openPage('/appointment/?apartment=%3Cscript%3E');
    expect(await screen.findByRole('heading', { name: 'Book by phone or e-mail' })).toBeTruthy();
    expect(new Set(queries.map((variables) => JSON.stringify(variables)))).toEqual(
      new Set([JSON.stringify({ apartmentId: '', hasApartment: false })]),
    );
    expect(screen.queryByRole('form', { name: 'Guest card' })).toBeNull();
  });
});
