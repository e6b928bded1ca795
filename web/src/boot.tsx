import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n, localeOfPath, routerBasename } from './i18n';
import { nextTask } from './lib/nextTask';
import { loadFrameCatalog, withPageMessages } from './pageMessages';
import { environment } from './relay/environment';
import { SERVER_WIDTH_PX, ServerWidthContext } from './lib/useWindowWidth';
import { createRouter, routes } from './router';
import { hydrationState, readServerData } from './ssr/hydrationState';

const container = document.getElementById('root')!;

interface AppProps {
  router: ReturnType<typeof createRouter>;
  i18n: I18n;
  serverWidth?: number;
}

function App({ router, i18n, serverWidth }: AppProps) {
  // Says when the page answers clicks: a server-rendered page shows its controls before its script runs.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <StrictMode>
      <ServerWidthContext value={serverWidth ?? SERVER_WIDTH_PX}>
        <I18nProvider i18n={i18n}>
          <RelayEnvironmentProvider environment={environment}>
            <RouterProvider router={router} />
          </RelayEnvironmentProvider>
        </I18nProvider>
      </ServerWidthContext>
    </StrictMode>
  );
}

// Public pages arrive rendered by the server (entry-server.tsx) with their records: hydrate them. Staff pages
// (and a page whose loader sends the renter elsewhere) render in the browser.
export async function boot() {
  // The page's language is its path's, as on the server, and it is active before hydration: a Spanish page hydrates
  // with the Spanish catalog (the only one it downloads: the frame's messages, then each page's with the page's
  // code). The language switch is a link to the other page.
  const locale = localeOfPath(window.location.pathname);
  const basename = routerBasename(locale);
  const frame = loadFrameCatalog(locale);
  const made = frame.then(({ messages }) => createI18n(locale, messages));
  withPageMessages(routes, frame, made);
  const serverData = readServerData(document);
  const hydration = serverData
    ? await hydrationState(routes, window.location, serverData, environment, basename)
    : null;
  const i18n = await made;
  if (serverData && hydration) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: a tap during it is answered at once (the page is already on screen).
    await nextTask();
    const router = createRouter(hydration, basename);
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, <App router={router} i18n={i18n} serverWidth={serverData.viewportWidth} />);
    });
  } else createRoot(container).render(<App router={createRouter(undefined, basename)} i18n={i18n} />);
}
