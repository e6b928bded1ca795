import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Header } from './Header';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const mobileMenu = () => document.getElementById('mobile-menu')!;

describe('Header mobile menu (docs/product.md section 2)', () => {
  it('opens and closes with its button', () => {
    renderAt('/');
    expect(mobileMenu().hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(mobileMenu().hidden).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(mobileMenu().hidden).toBe(true);
  });

  it('closes when the visitor goes to another page, and stays closed on coming back', async () => {
    const router = renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('link', { name: 'Blockbuster Deals' }));
    expect(router.state.location.pathname).not.toBe('/');
    expect(mobileMenu().hidden).toBe(true);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(mobileMenu().hidden).toBe(true);
  });
});
