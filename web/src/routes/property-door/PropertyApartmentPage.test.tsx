// docs/contract.md "The property door": the contact's editor is the staff's own sections, saving with the contact's
// session; another property's apartment shows the server's refusal.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { sessions } from '../../lib/session/sessionStore';
import { createEnvironment } from '../../relay/environment';
import { APARTMENT, json, variablesOf } from '../admins/manager/editor/testEditor';
import { Component } from './PropertyApartmentPage';

function open(apartmentId: string) {
  const router = createMemoryRouter(
    [{ path: '/property-door/apartments/:apartmentId/', Component, loader: () => null }],
    { initialEntries: [`/property-door/apartments/${apartmentId}/`] },
  );
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
}

beforeEach(() => sessions.property.login('contact-token', 'c1', new Date(Date.now() + 3_600_000)));
afterEach(() => {
  sessions.property.logout();
  vi.restoreAllMocks();
});

it("shows the server's refusal for another property's apartment", async () => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    json({
      data: null,
      errors: [{ message: 'This apartment is not one of yours.', extensions: { code: 'FORBIDDEN' } }],
    }),
  );
  open('other');
  expect((await screen.findByRole('alert')).textContent).toBe('This apartment is not one of yours.');
});

it("saves a rent through the staff's floorplan section with the contact's session", async () => {
  const calls: { authorization: string | null; variables: Record<string, unknown> | null }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    const variables = variablesOf(init);
    calls.push({ authorization: new Headers(init?.headers).get('authorization'), variables });
    if (calls.length === 1) return Promise.resolve(json({ data: { propertyApartment: APARTMENT } }));
    return Promise.resolve(
      json({
        data: {
          updateFloorplan: {
            ...APARTMENT.floorplans[0],
            details: { ...APARTMENT.floorplans[0].details, minPrice: 950 },
          },
        },
      }),
    );
  });
  open('a1');
  await screen.findByRole('heading', { name: 'Alamo Lofts', level: 1 });
  // Pictures and accessibility stay with staff.
  expect(screen.getByLabelText('Images').closest('[hidden]')).not.toBeNull();
  fireEvent.change(screen.getByLabelText('Min Price'), { target: { value: '950' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('status')).textContent).toBe('Floorplan updated successfully!');
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[0].authorization).toBe('Bearer contact-token');
  expect(calls[1]).toMatchObject({
    authorization: 'Bearer contact-token',
    variables: { apartmentId: 'a1', floorplanId: 'f1', input: { details: { minPrice: 950, maxPrice: 1200 } } },
  });
});
