import { createContext, useContext, useSyncExternalStore } from 'react';

/** The width a server render assumes when the browser did not say (it cannot measure the window). */
export const SERVER_WIDTH_PX = 1024;

/** The width the server rendered for; hydration starts from it too, so both renders agree. */
export const ServerWidthContext = createContext(SERVER_WIDTH_PX);

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's inner width, kept current on resize (docs/product.md sections 5 and 9 switch layouts by width). */
export function useWindowWidth(): number {
  const serverWidth = useContext(ServerWidthContext);
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => serverWidth,
  );
}
