import { render, screen } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import { messages as spanish } from '../../locales/es/messages.po';
import { IgnoredFiltersNotice } from './IgnoredFiltersNotice';

describe('the note on filters the search left out', () => {
  it('says what was wrong with each, and that the search is shown without them', () => {
    render(<IgnoredFiltersNotice ignored={['maxPrice', 'code']} />);
    expect(screen.getByRole('status').textContent).toBe(
      'The maximum price in the address is not a number of 0 or more.' +
        'The apartment code in the address is longer than 100 characters.' +
        'The search is shown without them.',
    );
  });

  it('shows nothing when every filter was used', () => {
    render(<IgnoredFiltersNotice ignored={[]} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads in Spanish on Spanish pages', () => {
    render(
      <I18nProvider i18n={setupI18n({ locale: 'es', messages: { es: spanish } })}>
        <IgnoredFiltersNotice ignored={['moveInBy']} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'La fecha de mudanza de la dirección no es un día real.La búsqueda se muestra sin ese filtro.',
    );
  });
});
