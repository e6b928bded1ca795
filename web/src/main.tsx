import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { environment } from './relay/environment';
import { createRouter, routes } from './router';
import { hydrationState, readServerData } from './ssr/hydrationState';
import './styles.css';

const container = document.getElementById('root')!;

function App({ router }: { router: ReturnType<typeof createRouter> }) {
  return (
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </StrictMode>
  );
}

// Public pages arrive rendered by the server (entry-server.tsx) with their records: hydrate them. Staff pages
// (and a page whose loader sends the renter elsewhere) render in the browser.
async function start() {
  const serverData = readServerData(document);
  const hydration = serverData ? await hydrationState(routes, window.location, serverData, environment) : null;
  if (hydration) hydrateRoot(container, <App router={createRouter(hydration)} />);
  else createRoot(container).render(<App router={createRouter()} />);
}

void start();
