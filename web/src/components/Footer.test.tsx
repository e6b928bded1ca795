import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createI18n, loadMessages } from '../i18n';
import { BUSINESS, DISCLAIMER } from '../lib/business';
import { Footer } from './Footer';

describe('footer (docs/product.md section 1)', () => {
  it('shows the business details, two legal notices, the current year and the disclaimer', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('affiliated real-estate business');
    expect(footer.textContent).toContain(BUSINESS.street);
    expect(screen.getByRole('link', { name: BUSINESS.email })).toHaveProperty('href', `mailto:${BUSINESS.email}`);
    expect(screen.getByRole('link', { name: BUSINESS.phoneDisplay })).toBeTruthy();
    for (const notice of BUSINESS.legalNotices) expect(screen.getByRole('link', { name: notice.label })).toBeTruthy();
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()}`);
    expect(footer.textContent).toContain(DISCLAIMER);
  });

  it('says what the business is and the disclaimer in Spanish on a Spanish page, in usted, the notices as licensed', async () => {
    render(
      <I18nProvider i18n={createI18n('es', await loadMessages('es'))}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </I18nProvider>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('SATX Apartment Locators, una empresa de bienes raíces afiliada.');
    expect(footer.textContent).toContain(
      'Las rentas, los especiales y la disponibilidad cambian a diario. Comuníquese con nuestros agentes para la información más reciente.',
    );
    for (const notice of BUSINESS.legalNotices) expect(screen.getByRole('link', { name: notice.label })).toBeTruthy();
  });
});
