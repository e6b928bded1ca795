// The property's lease verification page (docs/contract.md "Getting paid") says plainly when its link has expired,
// and when the request was answered already (by another click, another tab), with the server's words.
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LeaseVerificationPageQuery from '../../__generated__/LeaseVerificationPageQuery.graphql';
import { createI18n, loadMessages } from '../../i18n';
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

function openPage(answer: (isQuery: boolean) => unknown, wrap = (page: ReactNode) => page) {
  vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    const body = JSON.parse(init?.body as string) as { extensions: { persistedQuery: { sha256Hash: string } } };
    const isQuery = body.extensions.persistedQuery.sha256Hash === LeaseVerificationPageQuery.params.id;
    return Promise.resolve(new Response(JSON.stringify(answer(isQuery))));
  });
  const router = createMemoryRouter([{ path: '/lease-verification/', Component }], {
    initialEntries: ['/lease-verification/?token=a.b.c'],
  });
  render(
    wrap(
      <RelayEnvironmentProvider environment={createEnvironment()}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>,
    ),
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

  it('speaks Spanish on the Spanish page: the request, the choices, and the expired link', async () => {
    const i18n = createI18n('es', await loadMessages('es'));
    const spanish = (page: ReactNode) => <I18nProvider i18n={i18n}>{page}</I18nProvider>;
    openPage(() => ({ data: { leaseVerificationByLink: REQUEST } }), spanish);
    await screen.findByText('Maria Garza');
    expect(screen.getByRole('heading', { name: 'Verificación de contrato' })).toBeTruthy();
    expect(screen.getByText('Mudanza').nextSibling?.textContent).toBe('15 de marzo de 2027');
    expect(screen.getByText('$1,450 al mes')).toBeTruthy();
    expect(screen.getByLabelText('Corregir: la renta, la fecha de mudanza o la unidad son distintas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar respuesta' })).toBeTruthy();
    vi.restoreAllMocks();
    document.body.innerHTML = '';

    openPage(() => refusal(EXPIRED, 'GONE'), spanish);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este enlace venció: pida al localizador que envíe la solicitud de nuevo',
    );
  });
});
