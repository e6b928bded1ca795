import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A value only the browser knows (the window's address, the referrer): `serverValue` on the server and while
 * hydrating, so that both renders agree, then the browser's. `read` must return the same value each call.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(never, read, () => serverValue);
}
