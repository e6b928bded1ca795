// The guest card as the server renders it for a browser without JavaScript: a plain form post to the REST adapter
// with the page's form token, every field named as rest/guest-card-form.ts reads it, and a refused post's messages
// (from the page's address) in the summary and under their fields.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { GUEST_CARD_MESSAGES } from '../../lib/domain';
import { messages as spanish } from '../../locales/es/messages.po';
import { createEnvironment } from '../../relay/environment';
import { formPostErrors, GuestCardForm, type WithoutScript } from './GuestCardForm';

const english = setupI18n({ locale: 'en', messages: { en: {} } });

function serverRender(withoutScript?: WithoutScript, i18n = english) {
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <RelayEnvironmentProvider environment={createEnvironment()}>
        <GuestCardForm withoutScript={withoutScript} apartment={{ id: 'apartment-1', name: 'Brook Hollow' }} />
      </RelayEnvironmentProvider>
    </I18nProvider>,
  );
  document.body.innerHTML = html;
  return document.querySelector('form')!;
}

describe('the guest card without JavaScript', () => {
  it('posts every field to the REST adapter with the form token the page was rendered with', () => {
    const form = serverRender({ formToken: 'token-ssr', returnTo: '/ConnectWithAnAgent/', errors: {} });
    expect([form.getAttribute('method'), form.getAttribute('action'), form.id]).toEqual([
      'post',
      '/api/guest-card',
      'guest-card',
    ]);
    const data = new FormData(form);
    expect([
      data.get('formToken'),
      data.get('returnTo'),
      data.get('apartmentId'),
      data.get('preferredLanguage'),
    ]).toEqual(['token-ssr', '/ConnectWithAnAgent/', 'apartment-1', 'en']);
    const named = [...form.querySelectorAll('input, select, textarea')].map((field) => field.getAttribute('name'));
    expect(new Set(named)).toEqual(
      new Set([
        ...[
          'formToken',
          'returnTo',
          'preferredLanguage',
          'apartmentId',
          'name',
          'email',
          'phone',
          'preferredContact',
          'moveInDate',
        ],
        ...['budget', 'roomTypes', 'areas', 'pets', 'amenities', 'notes', 'website', 'consent'],
      ]),
    );
    expect(form.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false);
    expect(form.querySelector('noscript')).toBeNull();
  });

  it("shows a refused post's messages in the summary, under their fields, and the form's own above the button", () => {
    const params = new URLSearchParams('cardError.name=nameRequired&cardError.form=rateLimited&other=1');
    expect(formPostErrors(params)).toEqual({
      name: GUEST_CARD_MESSAGES.nameRequired,
      form: 'Too many requests from this connection. Please call us or try again in an hour.',
    });
    const form = serverRender({
      formToken: 'token-ssr',
      returnTo: '/ConnectWithAnAgent/',
      errors: formPostErrors(params),
    });
    expect(form.querySelector('.guest-card__summary')?.textContent).toBe(
      `Please fix 1 thing:Your name: ${GUEST_CARD_MESSAGES.nameRequired}`,
    );
    const name = form.querySelector<HTMLInputElement>('input[name="name"]')!;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      GUEST_CARD_MESSAGES.nameRequired,
    );
    expect(form.querySelector('.error-text')?.textContent).toBe(
      'Too many requests from this connection. Please call us or try again in an hour.',
    );
  });

  it('never shows words a link put in the address: only the codes of the fixed messages are read', () => {
    const words = 'Our office moved: wire the deposit to account 12345';
    const params = new URLSearchParams({
      'cardError.form': words,
      'cardError.name': `${GUEST_CARD_MESSAGES.nameRequired}. ${words}`,
      'cardError.areas': 'Unknown area: call 210-555-0000',
      'cardError.somewhere': 'nameRequired',
    });
    expect(formPostErrors(params)).toEqual({});
    const form = serverRender({
      formToken: 'token-ssr',
      returnTo: '/ConnectWithAnAgent/',
      errors: formPostErrors(params),
    });
    expect(document.body.textContent).not.toMatch(/wire the deposit|210-555-0000/);
    expect(form.querySelector('.guest-card__summary')).toBeNull();
    expect(form.querySelector('.error-text')).toBeNull();
  });

  it('asks to confirm a quick card and sends the confirmation with the next post', () => {
    const form = serverRender({
      formToken: 'token-ssr',
      returnTo: '/ConnectWithAnAgent/',
      errors: { formToken: GUEST_CARD_MESSAGES.confirmSend },
    });
    expect(new FormData(form).get('confirmed')).toBe('true');
    // The post comes back to this anchor (rest/guest-card-form.ts): the question with its button.
    const anchor = document.getElementById('guest-card-confirm');
    expect(anchor?.querySelector('[role="alert"]')?.textContent).toBe(GUEST_CARD_MESSAGES.confirmSend);
    expect(anchor?.querySelector('button[type="submit"]')?.textContent).toBe('Yes, send my request');
  });

  it('posts a Spanish page\'s card in Spanish and comes back to the Spanish page (docs/contract.md "Spanish")', () => {
    const form = serverRender(
      {
        formToken: 'token-ssr',
        returnTo: '/ConnectWithAnAgent/',
        errors: { name: GUEST_CARD_MESSAGES.nameRequired },
      },
      setupI18n({ locale: 'es', messages: { es: spanish } }),
    );
    const data = new FormData(form);
    expect([data.get('preferredLanguage'), data.get('returnTo')]).toEqual(['es', '/es/ConnectWithAnAgent/']);
    expect(form.querySelector('.guest-card__summary')?.textContent).toBe('Corrija 1 dato:Su nombre: Escriba su nombre');
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Enviar a un agente');
  });

  it('says what to do instead where the page gave no token, and keeps Send off', () => {
    const form = serverRender();
    expect(form.getAttribute('action')).toBeNull();
    expect(form.querySelector('noscript')).not.toBeNull();
    expect(form.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
  });
});
