import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContactWidget } from './ContactWidget';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ContactWidget />
      <ContactWidget placement="header" />
    </MemoryRouter>,
  );
}

describe('the Contact Us widget (docs/product.md section 2)', () => {
  it("offers Connect With An Agent on a renter's page", () => {
    renderAt('/search/');
    expect(screen.getAllByRole('link', { name: 'Contact Us' }).map((link) => link.getAttribute('href'))).toEqual([
      '/ConnectWithAnAgent/',
      '/ConnectWithAnAgent/',
    ]);
  });

  it.each(['/admins/leads/', '/admins/a1/apartment-manager/', '/agents/leads/', '/agents/rental-details/'])(
    'stays off the staff page %s, where it would cover tables',
    (path) => {
      renderAt(path);
      expect(screen.queryByRole('link', { name: 'Contact Us' })).toBeNull();
    },
  );
});
