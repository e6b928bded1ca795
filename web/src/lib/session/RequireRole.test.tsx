import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireRole } from './RequireRole';
import { createSessionStore, sessions } from './sessionStore';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/agents/rental-details/',
        element: <RequireRole role="agent">{(session) => <p>page for {session.id}</p>}</RequireRole>,
      },
      { path: '/agents/login/', element: <p>agent login</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('protected routes (docs/product.md section 4)', () => {
  it("shows 'Loading...' until auth is ready", () => {
    // A store whose check of local storage has not finished.
    const pending = createSessionStore('agent');
    pending.restore = () => pending.getState();
    sessions.agent = pending;
    const router = renderAt('/agents/rental-details/');
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(router.state.location.pathname).toBe('/agents/rental-details/');
  });

  it('shows the page to the logged-in role', async () => {
    sessions.agent = createSessionStore('agent');
    sessions.agent.login('tok', 'agent-7');
    renderAt('/agents/rental-details/');
    expect(await screen.findByText('page for agent-7')).toBeTruthy();
    sessions.agent.logout();
  });

  it("redirects to the role's login without a session, and when the session ends", async () => {
    sessions.agent = createSessionStore('agent');
    const router = renderAt('/agents/rental-details/?tab=2');
    expect(await screen.findByText('agent login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agents/login/');
    // The login returns to the page asked for.
    expect(router.state.location.search).toBe('?next=%2Fagents%2Frental-details%2F%3Ftab%3D2');

    sessions.agent = createSessionStore('agent');
    sessions.agent.login('tok', 'agent-8');
    const second = renderAt('/agents/rental-details/');
    await screen.findByText('page for agent-8');
    act(() => sessions.agent.logout());
    expect(second.state.location.pathname).toBe('/agents/login/');
  });
});
