import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizationFor, createSessionStore, SESSION_STORAGE_KEYS, sessions } from './sessionStore';

const NOW = Date.parse('2026-03-01T12:00:00Z');

function store(role: 'admin' | 'agent' = 'admin') {
  return createSessionStore(role, { now: () => Date.now() });
}

describe('the session store (docs/product.md section 4)', () => {
  afterEach(() => vi.useRealTimers());

  it('is not auth-ready until the stored session has been checked', () => {
    const s = store();
    expect(s.getState()).toEqual({ authReady: false, session: null });
    expect(s.restore()).toEqual({ authReady: true, session: null });
  });

  it('restores a stored session whose expiry is in the future', () => {
    vi.useFakeTimers({ now: NOW });
    const saved = { token: 't1', id: 'a1', expirationDate: new Date(NOW + 60_000).toISOString() };
    localStorage.setItem(SESSION_STORAGE_KEYS.admin, JSON.stringify(saved));
    expect(store().restore()).toEqual({ authReady: true, session: saved });
  });

  it('drops an expired session, or one without token or id, and clears storage', () => {
    vi.useFakeTimers({ now: NOW });
    localStorage.setItem(
      SESSION_STORAGE_KEYS.admin,
      JSON.stringify({ token: 't1', id: 'a1', expirationDate: new Date(NOW - 1).toISOString() }),
    );
    expect(store().restore().session).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.admin)).toBeNull();

    localStorage.setItem(
      SESSION_STORAGE_KEYS.admin,
      JSON.stringify({ token: '', id: 'a1', expirationDate: new Date(NOW + 60_000).toISOString() }),
    );
    expect(store().restore().session).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEYS.admin, 'not json');
    expect(store().restore().session).toBeNull();
  });

  it('keeps admin and agent sessions under separate keys', () => {
    const admin = store('admin');
    const agent = store('agent');
    admin.login('admin-token', 'a1');
    expect(agent.restore().session).toBeNull();
    expect(JSON.parse(localStorage.getItem('adminSession')!)).toMatchObject({ token: 'admin-token', id: 'a1' });
    expect(localStorage.getItem('agentSession')).toBeNull();
  });

  it('lasts 4 hours by default and logs out by itself at expiry', () => {
    vi.useFakeTimers({ now: NOW });
    const s = store();
    const listener = vi.fn();
    s.subscribe(listener);
    s.login('t1', 'a1');
    expect(s.getState().session?.expirationDate).toBe(new Date(NOW + 14_400_000).toISOString());
    vi.advanceTimersByTime(14_399_999);
    expect(s.getState().session).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(s.getState()).toEqual({ authReady: true, session: null });
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.admin)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('arms the logout timer for a restored session too, at its own expiry', () => {
    vi.useFakeTimers({ now: NOW });
    localStorage.setItem(
      SESSION_STORAGE_KEYS.agent,
      JSON.stringify({ token: 't', id: 'g1', expirationDate: new Date(NOW + 5_000).toISOString() }),
    );
    const s = store('agent');
    expect(s.restore().session?.id).toBe('g1');
    vi.advanceTimersByTime(5_000);
    expect(s.getState().session).toBeNull();
  });

  it('uses the expiry the server gave and clears storage on logout', () => {
    vi.useFakeTimers({ now: NOW });
    const s = store();
    s.login('t1', 'a1', new Date(NOW + 1_000).toISOString());
    s.logout();
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.admin)).toBeNull();
    vi.advanceTimersByTime(2_000);
    expect(s.getState()).toEqual({ authReady: true, session: null });
  });

  it('gives the bearer header only for a logged-in role', () => {
    sessions.agent.logout();
    expect(authorizationFor('agent')).toBeNull();
    sessions.agent.login('agent-token', 'g1');
    expect(authorizationFor('agent')).toBe('Bearer agent-token');
    sessions.agent.logout();
  });
});
