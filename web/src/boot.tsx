import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { nextTask } from './lib/nextTask';
import { environment } from './relay/environment';
import { SERVER_WIDTH_PX, ServerWidthContext } from './lib/useWindowWidth';
import { createRouter, routes } from './router';
import { hydrationState, readServerData } from './ssr/hydrationState';

const container = document.getElementById('root')!;

function App({ router, serverWidth }: { router: ReturnType<typeof createRouter>; serverWidth?: number }) {
  // Says when the page answers clicks: a server-rendered page shows its controls before its script runs.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <StrictMode>
      <ServerWidthContext value={serverWidth ?? SERVER_WIDTH_PX}>
        <RelayEnvironmentProvider environment={environment}>
          <RouterProvider router={router} />
        </RelayEnvironmentProvider>
      </ServerWidthContext>
    </StrictMode>
  );
}

// Public pages arrive rendered by the server (entry-server.tsx) with their records: hydrate them. Staff pages
// (and a page whose loader sends the renter elsewhere) render in the browser.
export async function boot() {
  const serverData = readServerData(document);
  const hydration = serverData ? await hydrationState(routes, window.location, serverData, environment) : null;
  if (serverData && hydration) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: a tap during it is answered at once (the page is already on screen).
    await nextTask();
    const router = createRouter(hydration);
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, <App router={router} serverWidth={serverData.viewportWidth} />);
    });
  } else createRoot(container).render(<App router={createRouter()} />);
}
