import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveAnswers, type QualificationAnswers } from '../../lib/qualification/answers';
import { createEnvironment } from '../../relay/environment';
import { GuestCardForm } from './GuestCardForm';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Answers the token query with a new token each time, and the mutation with `answers` in turn. */
function mockServer(answers: unknown[]) {
  let tokens = 0;
  const sent: Record<string, unknown>[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    const body = JSON.parse(init?.body as string) as { variables: { input?: Record<string, unknown> } };
    if (!body.variables.input) return Promise.resolve(json({ data: { guestCardToken: `token-${(tokens += 1)}` } }));
    sent.push(body.variables.input);
    return Promise.resolve(json(answers.shift()));
  });
  return { fetchMock, sent };
}

async function renderCard() {
  await act(async () => {
    render(
      <RelayEnvironmentProvider environment={createEnvironment()}>
        <GuestCardForm />
      </RelayEnvironmentProvider>,
    );
  });
  const form = screen.getByRole('form', { name: 'Guest card' });
  await waitFor(() =>
    expect(within(form).getByRole('button', { name: 'Send to an agent' })).toHaveProperty('disabled', false),
  );
  return form;
}

function fillIn(form: HTMLElement) {
  fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'Rosa Renter' } });
  fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'rosa@example.com' } });
  fireEvent.click(within(form).getByRole('checkbox', { name: /agree to be contacted/ }));
}

describe('the guest card', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('lists every problem at the top, ties each message to its field and moves the focus to the first', async () => {
    const { sent } = mockServer([]);
    const form = await renderCard();
    fireEvent.click(within(form).getByRole('button', { name: 'Send to an agent' }));

    const summary = await within(form).findByRole('alert');
    expect(summary.compareDocumentPosition(within(form).getByLabelText('Your name'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Your name: Please enter your name',
      'E-mail: Please enter a valid e-mail address',
      'Consent: Please agree to be contacted so an agent can answer you',
    ]);
    const name = within(form).getByLabelText('Your name');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter your name');
    const consent = within(form).getByRole('checkbox', { name: /agree to be contacted/ });
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(consent.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please agree to be contacted so an agent can answer you',
    );
    expect(sent).toEqual([]);
  });

  it("shows each text field's one limit before typing: maxlength, and a counter for the notes", async () => {
    mockServer([]);
    const form = await renderCard();
    const limits = ['Your name', 'E-mail', 'Phone', 'Anything else we should know?'].map((label) =>
      within(form).getByLabelText(label).getAttribute('maxlength'),
    );
    expect(limits).toEqual(['100', '254', '30', '2000']);
    const notes = within(form).getByLabelText('Anything else we should know?');
    expect(document.getElementById(notes.getAttribute('aria-describedby')!)?.textContent).toBe('0 of 2,000 characters');
    fireEvent.change(notes, { target: { value: 'Near UT Health' } });
    expect(within(form).getByText('14 of 2,000 characters')).toBeTruthy();
  });

  it('lists every problem the form can see at once, the phone too, before asking the server', async () => {
    const { sent } = mockServer([]);
    const form = await renderCard();
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '555' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send to an agent' }));
    const summary = await within(form).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Your name: Please enter your name',
      'E-mail: Please enter a valid e-mail address',
      'Phone: Please enter a phone number with 10 digits',
      'Consent: Please agree to be contacted so an agent can answer you',
    ]);
    expect(sent).toEqual([]);
  });

  it('asks once to confirm a card sent quicker than a person types, then sends it confirmed with a fresh token', async () => {
    const quick = 'Please confirm you want to send this request.';
    const { sent } = mockServer([
      {
        data: null,
        errors: [{ message: quick, extensions: { code: 'BAD_USER_INPUT', errors: { formToken: quick } } }],
      },
      { data: { submitGuestCard: true } },
    ]);
    const form = await renderCard();
    fillIn(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Send to an agent' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(quick);
    const again = await within(form).findByRole('button', { name: 'Yes, send my request' });
    // The focus takes the renter to the button (on a phone, the question pushed it below the fold).
    await waitFor(() => expect(document.activeElement).toBe(again));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The fresh token has arrived before the second press.
    await waitFor(() => expect(vi.mocked(fetch).mock.calls).toHaveLength(3));
    fireEvent.click(again);

    await screen.findByRole('heading', { name: 'Request sent' });
    expect(sent.map((input) => [input.formToken, input.confirmed, input.preferredLanguage])).toEqual([
      ['token-1', null, 'EN'],
      ['token-2', true, 'EN'],
    ]);
  });

  it("starts from the search's room types, areas and budget", async () => {
    window.history.replaceState(null, '', '/?roomTypes=twoBed&locations=Leon%20Valley&maxPrice=1800');
    const { sent } = mockServer([{ data: { submitGuestCard: true } }]);
    const form = await renderCard();
    expect(within(form).getByLabelText('Monthly budget, all in ($)')).toHaveProperty('value', '1800');
    expect(within(form).getByRole('checkbox', { name: '2 Bedroom' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('checkbox', { name: 'Leon Valley' })).toHaveProperty('checked', true);
    fillIn(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Send to an agent' }));
    await screen.findByRole('heading', { name: 'Request sent' });
    expect(sent[0]).toMatchObject({ roomTypes: ['twoBed'], areas: ['Leon Valley'], budgetCents: 180_000 });
  });

  it('restores the search this browser saved when the address carries none', async () => {
    localStorage.setItem('searchFilters', JSON.stringify({ savedAt: Date.now(), value: 'roomTypes=studio' }));
    mockServer([]);
    const form = await renderCard();
    expect(within(form).getByRole('checkbox', { name: 'Studio' })).toHaveProperty('checked', true);
  });

  it('explains without JavaScript why the card cannot be sent, and how to reach an agent instead', async () => {
    // The server's page: what a browser without JavaScript keeps.
    const html = renderToString(
      <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>
        <RelayEnvironmentProvider environment={createEnvironment()}>
          <GuestCardForm />
        </RelayEnvironmentProvider>
      </I18nProvider>,
    );
    const note = html.slice(html.indexOf('<noscript>'), html.indexOf('</noscript>'));
    expect(note.replaceAll('<!-- -->', '').replace(/<[a-z/][^<>]*>/g, '')).toBe(
      'Sending this form needs JavaScript, which is off in this browser. Please call us at (210) 555-0142 or e-mail sales@satxapartmentlocators.com instead.',
    );
    expect(html).toMatch(/<button type="submit"[^>]*disabled/);
  });

  describe('with answers to "Do I qualify?" in the tab', () => {
    const answers: QualificationAnswers = {
      monthlyIncomeCents: 420_000,
      creditScoreBand: 'FROM_580_TO_619',
      hasVoucher: true,
      yearsSinceBrokenLease: 2,
      yearsSinceEviction: null,
      criminalHistory: 'NONE',
      yearsSinceCriminalRecord: null,
      hasCoSigner: false,
      pets: ['cats'],
    };
    const share = /^Send my answers to my agent/;

    it('sends none of them unless the renter ticks the unticked consent', async () => {
      saveAnswers(answers);
      const { sent } = mockServer([{ data: { submitGuestCard: true } }]);
      const form = await renderCard();
      expect(within(form).getByRole('checkbox', { name: share })).toHaveProperty('checked', false);
      fillIn(form);
      fireEvent.click(within(form).getByRole('button', { name: 'Send to an agent' }));
      await screen.findByRole('heading', { name: 'Request sent' });
      expect(sent[0]).not.toHaveProperty('qualification');
      expect(sent[0]).not.toHaveProperty('shareQualification');
    });

    it('sends them with shareQualification once the renter ticks the consent', async () => {
      saveAnswers(answers);
      const { sent } = mockServer([{ data: { submitGuestCard: true } }]);
      const form = await renderCard();
      fillIn(form);
      fireEvent.click(within(form).getByRole('checkbox', { name: share }));
      fireEvent.click(within(form).getByRole('button', { name: 'Send to an agent' }));
      await screen.findByRole('heading', { name: 'Request sent' });
      expect(sent[0]).toMatchObject({ qualification: answers, shareQualification: true });
    });

    it('offers nothing to send when there are no answers', async () => {
      mockServer([]);
      const form = await renderCard();
      expect(within(form).queryByRole('checkbox', { name: share })).toBeNull();
    });
  });
});
