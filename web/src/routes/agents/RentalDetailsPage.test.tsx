import { render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../lib/session/sessionStore';
import { environment } from '../../relay/environment';
import { Component, loader, RENTAL_FORM_HEIGHT_PX, rentalFormSrc } from './RentalDetailsPage';

function renderPage(rentalFormUrl: string | null) {
  // A new answer for each request: the page's query and the share button's siteConfig both ask.
  vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify({ data: { siteConfig: { rentalFormUrl, publicUrl: null } } }))),
  );
  const router = createMemoryRouter([{ path: '/agents/rental-details/', loader, Component }], {
    initialEntries: ['/agents/rental-details/'],
  });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
}

describe('Rental Details (docs/product.md section 2)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // Each case answers its own siteConfig: forget the one the store kept.
    (environment.getStore().getSource() as unknown as { clear(): void }).clear();
    sessions.agent.logout();
  });

  it('offers the first-party guest card when the form is not configured', async () => {
    sessions.agent.login('tok', 'agent-1');
    renderPage(null);
    expect(await screen.findByRole('heading', { name: 'Rental Details' })).toBeTruthy();
    const card = await screen.findByRole('form', { name: 'Guest card' });
    expect(card).toBeTruthy();
    expect(screen.getByLabelText('Your name')).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save guest card' })).toBeTruthy();
    expect(screen.getByText('Free Service • Real Experts • Fast Response')).toBeTruthy();
    for (const consent of screen.getAllByText(/agree to be contacted/))
      expect(consent.textContent).toContain('Message and data rates may apply.');
    expect(screen.queryByTitle(/form/)).toBeNull();
  });

  it('embeds the configured form about 1089 px high, with the source and referring page', async () => {
    sessions.agent.login('tok', 'agent-1');
    renderPage('https://forms.example.com/guest-card');
    const frame = await screen.findByTitle('Rental Details - Guest Card form');
    expect(frame.getAttribute('height')).toBe(String(RENTAL_FORM_HEIGHT_PX));
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://forms.example.com/guest-card');
    expect(src.searchParams.get('source')).toBeTruthy();
    expect(rentalFormSrc(new URL('https://f.example/x?a=1'), 'https://site/ref')).toBe(
      `https://f.example/x?a=1&source=${encodeURIComponent('SATX Apartment Locators website').replace(/%20/g, '+')}&referrer=https%3A%2F%2Fsite%2Fref`,
    );
  });
});
