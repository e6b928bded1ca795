import { useEffect, useSyncExternalStore } from 'react';
import { sessions, type SessionRole as Role, type SessionState } from './sessionStore';

/** The role's session; the stored one is restored after the first render, then authReady is true. */
export function useSession(role: Role): SessionState {
  const store = sessions[role];
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    store.restore();
  }, [store]);
  return state;
}
