import { render, screen } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it } from 'vitest';
import { messages as spanish } from '../locales/es/messages.po';
import { CharacterCount } from './CharacterCount';

describe('a text field’s character count', () => {
  it('shows the limit before any typing, and what is used of it', () => {
    const { rerender } = render(<CharacterCount id="notes-count" length={0} max={2000} />);
    expect(screen.getByText('0 of 2,000 characters').id).toBe('notes-count');
    rerender(<CharacterCount id="notes-count" length={1234} max={2000} />);
    expect(screen.getByText('1,234 of 2,000 characters')).toBeTruthy();
  });

  it('reads in Spanish on Spanish pages', () => {
    render(
      <I18nProvider i18n={setupI18n({ locale: 'es', messages: { es: spanish } })}>
        <CharacterCount id="notes-count" length={12} max={2000} />
      </I18nProvider>,
    );
    expect(screen.getByText('12 de 2,000 caracteres')).toBeTruthy();
  });
});
