// docs/product.md section 4 (Session): admin and agent sessions are separate, each kept in local storage under its
// own key as {token, id, expirationDate}. A timer logs out at expiry; on start the stored session is
// restored only when token and id exist and the expiry is in the future; authReady turns true after that
// check. This module has no React and no admin code, so the network layer can read it on every page.
import { SESSION_LIFETIME_MS } from '../domain';

export type Role = 'admin' | 'agent';
/** Every kind of session: staff's, and a leasing office contact's (docs/contract.md "The property door"). */
export type SessionRole = Role | 'property';

export interface Session {
  token: string;
  id: string;
  /** ISO date-time. */
  expirationDate: string;
}

export interface SessionState {
  authReady: boolean;
  session: Session | null;
}

export const SESSION_STORAGE_KEYS: Record<SessionRole, string> = {
  admin: 'adminSession',
  agent: 'agentSession',
  property: 'propertySession',
};

/** Timers longer than this overflow setTimeout's 32-bit delay and would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

function readStored(key: string): Session | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.token !== 'string' || typeof value.id !== 'string' || typeof value.expirationDate !== 'string')
      return null;
    if (!value.token || !value.id) return null;
    return { token: value.token, id: value.id, expirationDate: value.expirationDate };
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

// Function properties, not methods: React's useSyncExternalStore calls them detached from the store.
export interface SessionStore {
  readonly role: SessionRole;
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** Reads local storage once (later calls return at once) and sets authReady. */
  restore: () => SessionState;
  login: (token: string, id: string, expirationDate?: string | Date) => void;
  logout: () => void;
}

export function createSessionStore(role: SessionRole, clock: { now(): number } = Date): SessionStore {
  const key = SESSION_STORAGE_KEYS[role];
  let state: SessionState = { authReady: false, session: null };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: SessionState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const schedule = (session: Session) => {
    clearTimeout(timer);
    const remaining = Date.parse(session.expirationDate) - clock.now();
    // Long waits are re-armed in steps so a far expiry is still honoured.
    timer = setTimeout(
      () => {
        if (Date.parse(session.expirationDate) <= clock.now()) store.logout();
        else schedule(session);
      },
      Math.min(Math.max(remaining, 0), MAX_TIMER_MS),
    );
  };

  const store: SessionStore = {
    role,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restore() {
      if (state.authReady) return state;
      const stored = readStored(key);
      if (stored && Date.parse(stored.expirationDate) > clock.now()) {
        schedule(stored);
        set({ authReady: true, session: stored });
      } else {
        remove(key);
        set({ authReady: true, session: null });
      }
      return state;
    },
    login(token, id, expirationDate) {
      const expiry =
        expirationDate === undefined ? new Date(clock.now() + SESSION_LIFETIME_MS) : new Date(expirationDate);
      const session: Session = { token, id, expirationDate: expiry.toISOString() };
      try {
        localStorage.setItem(key, JSON.stringify(session));
      } catch {
        // Storage disabled: the session lasts until the tab closes.
      }
      schedule(session);
      set({ authReady: true, session });
    },
    logout() {
      clearTimeout(timer);
      remove(key);
      set({ authReady: true, session: null });
    },
  };

  // Another tab logging in or out changes this tab too.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key || !state.authReady) return;
      const stored = readStored(key);
      if (stored && Date.parse(stored.expirationDate) > clock.now()) {
        schedule(stored);
        set({ authReady: true, session: stored });
      } else if (state.session) {
        clearTimeout(timer);
        set({ authReady: true, session: null });
      }
    });
  }
  return store;
}

export const sessions: Record<SessionRole, SessionStore> = {
  admin: createSessionStore('admin'),
  agent: createSessionStore('agent'),
  property: createSessionStore('property'),
};

export function isRole(value: unknown): value is SessionRole {
  return value === 'admin' || value === 'agent' || value === 'property';
}

/** The bearer token of `role`'s session, when one is logged in. */
export function authorizationFor(role: SessionRole): string | null {
  const { session } = sessions[role].restore();
  return session ? `Bearer ${session.token}` : null;
}
