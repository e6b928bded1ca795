import { I18nProvider } from '@lingui/react';
import { createI18n, loadMessages } from '../../i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ANSWERS_STORAGE_KEY, readAnswers } from '../../lib/qualification/answers';
import { INCOME_MESSAGE, incomeCents } from './QualificationDialog';
import { QualificationBar } from './QualificationBar';

async function openQuestionnaire() {
  fireEvent.click(screen.getByRole('button', { name: 'Do I qualify?' }));
  return screen.findByRole('dialog', { name: 'Do I qualify?' });
}

describe('the "Do I qualify?" questionnaire (docs/contract.md "Who qualifies")', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the answers in the tab, and "Forget my answers" ends them', async () => {
    render(<QualificationBar withLikelyOnly />);
    const dialog = await openQuestionnaire();
    fireEvent.change(within(dialog).getByLabelText('Monthly income before taxes ($)'), {
      target: { value: '$3,200' },
    });
    fireEvent.change(within(dialog).getByLabelText('Credit score'), { target: { value: 'FROM_580_TO_619' } });
    fireEvent.change(within(dialog).getByLabelText('An eviction'), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText('Criminal history'), { target: { value: 'MISDEMEANOR' } });
    fireEvent.change(within(dialog).getByLabelText('The most recent one'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByLabelText('I have a housing voucher (such as a Housing Choice Voucher)'));
    fireEvent.click(within(dialog).getByLabelText('Large dogs'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'See my matches' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readAnswers()).toEqual({
      monthlyIncomeCents: 320_000,
      creditScoreBand: 'FROM_580_TO_619',
      hasVoucher: true,
      yearsSinceBrokenLease: null,
      yearsSinceEviction: 4,
      criminalHistory: 'MISDEMEANOR',
      yearsSinceCriminalRecord: 10,
      hasCoSigner: false,
      pets: ['largeDogs'],
    });
    expect(localStorage.length).toBe(0);
    expect(window.location.search).toBe('');

    const likelyOnly = screen.getByRole('switch', { name: 'Likely matches only' });
    expect(likelyOnly).toHaveProperty('checked', false);
    fireEvent.click(likelyOnly);
    expect(screen.getByRole('switch', { name: 'Likely matches only' })).toHaveProperty('checked', true);

    act(() => screen.getByRole('button', { name: 'Forget my answers' }).click());
    expect(sessionStorage.getItem(ANSWERS_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Do I qualify?' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('opens with the answers given, to change them', async () => {
    sessionStorage.setItem(
      ANSWERS_STORAGE_KEY,
      JSON.stringify({
        monthlyIncomeCents: 250_050,
        creditScoreBand: 'FROM_720',
        hasVoucher: false,
        yearsSinceBrokenLease: 0,
        yearsSinceEviction: null,
        criminalHistory: 'NONE',
        yearsSinceCriminalRecord: null,
        hasCoSigner: true,
        pets: [],
      }),
    );
    render(<QualificationBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Change my answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Do I qualify?' });
    expect(within(dialog).getByLabelText('Monthly income before taxes ($)')).toHaveProperty('value', '2500.5');
    expect(within(dialog).getByLabelText('A broken lease')).toHaveProperty('value', '0');
    expect(within(dialog).getByLabelText('I have a co-signer or a guarantor')).toHaveProperty('checked', true);
  });

  it('names the income field when it is not an amount, and keeps nothing', async () => {
    render(<QualificationBar />);
    const dialog = await openQuestionnaire();
    fireEvent.change(within(dialog).getByLabelText('Monthly income before taxes ($)'), { target: { value: 'lots' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'See my matches' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(INCOME_MESSAGE);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Monthly income before taxes ($)'));
    expect(sessionStorage.length).toBe(0);
  });

  it('reads incomes as people type them', () => {
    expect(incomeCents('3200')).toBe(320_000);
    expect(incomeCents(' $4,100.25 ')).toBe(410_025);
    expect(incomeCents('-5')).toBeNull();
    expect(incomeCents('1.234')).toBeNull();
    expect(incomeCents('')).toBeNull();
  });

  it('renders on the server without answers, as the hydrating page first does', () => {
    sessionStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify({ monthlyIncomeCents: 1 }));
    const html = renderToString(
      <I18nProvider i18n={createI18n('en', {})}>
        <QualificationBar withLikelyOnly />
      </I18nProvider>,
    );
    expect(html).toContain('Do I qualify?');
    expect(html).not.toContain('Likely matches only');
  });

  it('asks in Spanish on Spanish pages', async () => {
    const html = renderToString(
      <I18nProvider i18n={createI18n('es', await loadMessages('es'))}>
        <QualificationBar withLikelyOnly />
      </I18nProvider>,
    );
    expect(html).toContain('¿Califico?');
    expect(html).toContain('Conteste unas preguntas');
  });
});
