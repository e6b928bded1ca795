import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The width the server renders for (it cannot measure the window); hydration starts from it too. */
export const SERVER_WIDTH_PX = 1024;

/** The window's inner width, kept current on resize (SPEC.md sections 5 and 9 switch layouts by width). */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => SERVER_WIDTH_PX,
  );
}
