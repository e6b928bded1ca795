import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../../lib/session/sessionStore';
import { GraphQLRequestError } from '../../relay/environment';
import { LoginForm, type LoginAnswer } from './LoginForm';

function renderLogin(login: (email: string, password: string) => Promise<LoginAnswer>, at = '/admins/login/') {
  const router = createMemoryRouter(
    [
      {
        path: '/admins/login/',
        element: (
          <LoginForm
            role="admin"
            heading="Admin Login"
            signupPath="/admins/signup/"
            login={login}
            destination={(id) => `/admins/${id}/apartment-manager/`}
          />
        ),
      },
      { path: '/admins/:adminId/apartment-manager/', element: <p>manager page</p> },
      { path: '/admins/leads/', element: <p>leads page</p> },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const email = () => screen.getByLabelText('E-mail');
const password = () => screen.getByLabelText('Password');
const loginButton = () => screen.getByRole('button', { name: 'LOGIN' });

describe('Admin Login (docs/product.md sections 2, 4, 5, 8)', () => {
  it('keeps LOGIN disabled until the form is valid and shows each message only once the field is touched', () => {
    renderLogin(vi.fn());
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(loginButton()).toHaveProperty('disabled', true);
    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    expect(screen.queryByText('Please provide a correct email address')).toBeNull();
    fireEvent.blur(email());
    expect(screen.getByText('Please provide a correct email address')).toBeTruthy();
    fireEvent.change(password(), { target: { value: 'short' } });
    fireEvent.blur(password());
    expect(screen.getByText('Please provide a valid password, at least 10 characters')).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'admin@example.com' } });
    expect(screen.queryByText('Please provide a correct email address')).toBeNull();
    expect(loginButton()).toHaveProperty('disabled', true);
    fireEvent.change(password(), { target: { value: '0123456789' } });
    expect(screen.queryByText(/at least 10 characters/)).toBeNull();
    expect(loginButton()).toHaveProperty('disabled', false);
  });

  it('stores the session and opens the Apartment Manager with the success message', async () => {
    const login = vi
      .fn()
      .mockResolvedValue({ token: 'tok', id: 'admin-1', expirationDate: new Date(Date.now() + 60_000).toISOString() });
    const router = renderLogin(login);
    fireEvent.change(email(), { target: { value: ' admin@example.com ' } });
    fireEvent.change(password(), { target: { value: '0123456789' } });
    await act(async () => fireEvent.click(loginButton()));
    expect(login).toHaveBeenCalledWith('admin@example.com', '0123456789');
    expect(router.state.location.pathname).toBe('/admins/admin-1/apartment-manager/');
    expect(router.state.location.state).toEqual({ flash: 'Login successful!' });
    expect(sessions.admin.getState().session).toMatchObject({ token: 'tok', id: 'admin-1' });
    sessions.admin.logout();
  });

  it("shows a failure in the 'An Error Occurred!' dialog and a failure popup", async () => {
    renderLogin(vi.fn().mockRejectedValue(new GraphQLRequestError('Invalid e-mail or password.', 'UNAUTHENTICATED')));
    fireEvent.change(email(), { target: { value: 'admin@example.com' } });
    fireEvent.change(password(), { target: { value: '0123456789' } });
    await act(async () => fireEvent.click(loginButton()));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('An Error Occurred!');
    expect(dialog.textContent).toContain('Invalid e-mail or password.');
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('Invalid e-mail or password.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("falls back to 'Something went wrong!' and 'Failed to login.' without a message", async () => {
    renderLogin(vi.fn().mockRejectedValue(new Error('')));
    fireEvent.change(email(), { target: { value: 'admin@example.com' } });
    fireEvent.change(password(), { target: { value: '0123456789' } });
    await act(async () => fireEvent.click(loginButton()));
    expect(screen.getByRole('dialog').textContent).toContain('Something went wrong!');
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('Failed to login.');
  });

  it('shows the pending-approval answer plainly, without the error dialog', async () => {
    renderLogin(
      vi.fn().mockRejectedValue(new GraphQLRequestError('Your admin account is waiting for approval.', 'FORBIDDEN')),
    );
    fireEvent.change(email(), { target: { value: 'new@example.com' } });
    fireEvent.change(password(), { target: { value: '0123456789' } });
    await act(async () => fireEvent.click(loginButton()));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Your admin account is waiting for approval.')).toBeTruthy();
  });

  it("shows an agent's pending-approval answer plainly too", async () => {
    renderLogin(
      vi.fn().mockRejectedValue(new GraphQLRequestError('Your agent account is waiting for approval.', 'FORBIDDEN')),
    );
    fireEvent.change(email(), { target: { value: 'new@example.com' } });
    fireEvent.change(password(), { target: { value: '0123456789' } });
    await act(async () => fireEvent.click(loginButton()));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Your agent account is waiting for approval.')).toBeTruthy();
  });

  it('returns to the protected page it was sent from (an e-mail link to a lead), and only to one of its role', async () => {
    const answer = { token: 'tok', id: 'admin-1', expirationDate: new Date(Date.now() + 60_000).toISOString() };
    const cases: Array<[string, string, string]> = [
      ['/admins/login/?next=%2Fadmins%2Fleads%2F%3Flead%3D42', '/admins/leads/', '?lead=42'],
      ['/admins/login/?next=https%3A%2F%2Fevil.example%2Fadmins%2F', '/admins/admin-1/apartment-manager/', ''],
      ['/admins/login/?next=%2F%2Fevil.example%2Fadmins%2F', '/admins/admin-1/apartment-manager/', ''],
      ['/admins/login/?next=%2Fagents%2Fleads%2F', '/admins/admin-1/apartment-manager/', ''],
    ];
    for (const [at, pathname, search] of cases) {
      const router = renderLogin(vi.fn().mockResolvedValue(answer), at);
      fireEvent.change(email(), { target: { value: 'admin@example.com' } });
      fireEvent.change(password(), { target: { value: '0123456789' } });
      await act(async () => fireEvent.click(loginButton()));
      expect([router.state.location.pathname, router.state.location.search]).toEqual([pathname, search]);
      sessions.admin.logout();
      cleanup();
    }
  });
});
