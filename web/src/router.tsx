// docs/product.md section 2: the public routes. Each page is a lazy chunk whose module exports `loader` (starting
// its query) and `Component`; the root loader keeps every address canonical (lib/paths.ts).
import {
  createBrowserRouter,
  redirect,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { Layout } from './components/Layout';
import { RouteError } from './components/RouteError';
import type { PageHandle } from './lib/pageHandle';
import { Spinner } from './components/Spinner';
import { ERROR_MESSAGES, STATUS_PAGES } from './lib/domain';
import { withChunkTimeout } from './lib/lazyRoute';
import { canonicalLocation } from './lib/paths';
import { pathWithoutLocale } from './lib/domain';

function canonicalRedirectLoader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const location = canonicalLocation(url.pathname, url.search);
  // A Spanish page's router has /es as its basename, which React Router puts back in front of the redirect.
  if (location !== null) throw redirect(pathWithoutLocale(location));
  return null;
}

/**
 * A page in a chunk of its own (renters never download staff code). The server links that chunk, its imports and
 * its stylesheets from the page it renders (api/src/web.ts), so the browser fetches them with the page. A page
 * that fails shows its error inside the site's header and footer.
 */
function page<T>(load: () => Promise<T>, module: string, loadFailed?: string, notFound?: PageHandle['notFound']) {
  const handle: PageHandle = {
    module: `src/routes/${module}.tsx`,
    ...(loadFailed ? { loadFailed } : {}),
    ...(notFound ? { notFound } : {}),
  };
  return { lazy: withChunkTimeout(load), handle, errorElement: <RouteError /> };
}

/** Shared by the browser router and the server's static handler (entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    loader: canonicalRedirectLoader,
    // The canonical check must run on every navigation, not only when the root's params change.
    shouldRevalidate: () => true,
    errorElement: <RouteError />,
    // Shown while the first page's loader and chunk arrive.
    HydrateFallback: () => <Spinner label="Loading..." />,
    children: [
      { index: true, ...page(() => import('./routes/home/HomePage'), 'home/HomePage') },
      {
        path: 'search/',
        ...page(() => import('./routes/search/SearchPage'), 'search/SearchPage', ERROR_MESSAGES.loadApartments),
      },
      { path: 'process/', ...page(() => import('./routes/process/route'), 'process/route') },
      { path: 'ourMission/', ...page(() => import('./routes/mission/route'), 'mission/route') },
      { path: 'aboutUs/', ...page(() => import('./routes/about/route'), 'about/route') },
      { path: 'ourServices/', ...page(() => import('./routes/services/route'), 'services/route') },
      {
        path: 'appointment/',
        ...page(() => import('./routes/appointment/AppointmentPage'), 'appointment/AppointmentPage'),
      },
      { path: 'thank-you/', ...page(() => import('./routes/thank-you/route'), 'thank-you/route') },
      {
        path: 'calendar-redirect/',
        ...page(() => import('./routes/calendar-redirect/route'), 'calendar-redirect/route'),
      },
      {
        path: 'blockBusterDeals/',
        ...page(() => import('./routes/deals/BlockbusterDealsPage'), 'deals/BlockbusterDealsPage'),
      },
      { path: 'market/', ...page(() => import('./routes/market/MarketPage'), 'market/MarketPage') },
      {
        path: 'ConnectWithAnAgent/',
        ...page(() => import('./routes/connect/ConnectWithAnAgentPage'), 'connect/ConnectWithAnAgentPage'),
      },
      {
        path: 'apartment/:aptmentId/floorplans/',
        ...page(
          () => import('./routes/floorplans/FloorplansPage'),
          'floorplans/FloorplansPage',
          ERROR_MESSAGES.loadFloorplans,
        ),
      },
      {
        path: 'apartment/:aptmentId/floorplans/:floorplanId/',
        ...page(
          () => import('./routes/floorplans/FloorplansPage'),
          'floorplans/FloorplansPage',
          ERROR_MESSAGES.loadFloorplans,
        ),
      },
      {
        path: 'apartment/:aptmentId/filteredFloorplans/',
        ...page(
          () => import('./routes/apartment/ApartmentPage'),
          'apartment/ApartmentPage',
          ERROR_MESSAGES.loadFloorplans,
        ),
      },
      {
        path: 'apartment/:aptmentId/:floorplanId/',
        ...page(
          () => import('./routes/apartment/ApartmentPage'),
          'apartment/ApartmentPage',
          ERROR_MESSAGES.loadFloorplans,
        ),
      },
      // Admin and agent pages (docs/product.md section 6): their own chunks, so renters never download staff code.
      { path: 'admins/signup/', ...page(() => import('./routes/admins/AdminSignupPage'), 'admins/AdminSignupPage') },
      { path: 'admins/login/', ...page(() => import('./routes/admins/AdminLoginPage'), 'admins/AdminLoginPage') },
      {
        path: 'admins/:adminId/apartment-manager/',
        ...page(() => import('./routes/admins/ApartmentManagerPage'), 'admins/ApartmentManagerPage'),
      },
      { path: 'agents/signup/', ...page(() => import('./routes/agents/AgentSignupPage'), 'agents/AgentSignupPage') },
      { path: 'agents/login/', ...page(() => import('./routes/agents/AgentLoginPage'), 'agents/AgentLoginPage') },
      {
        path: 'agents/rental-details/',
        ...page(() => import('./routes/agents/RentalDetailsPage'), 'agents/RentalDetailsPage'),
      },
      {
        path: 'agents/verification/',
        ...page(() => import('./routes/verification/VerificationPage'), 'verification/VerificationPage'),
      },
      { path: 'agents/leads/', ...page(() => import('./routes/leads/LeadsPage'), 'leads/LeadsPage') },
      { path: 'agents/leads/:leadId/', ...page(() => import('./routes/leads/LeadPage'), 'leads/LeadPage') },
      { path: 'admins/leads/', ...page(() => import('./routes/leads/LeadsPage'), 'leads/LeadsPage') },
      { path: 'admins/leads/:leadId/', ...page(() => import('./routes/leads/LeadPage'), 'leads/LeadPage') },
      { path: 'admins/commissions/', ...page(() => import('./routes/leads/CommissionsPage'), 'leads/CommissionsPage') },
      { path: 'admins/outbox/', ...page(() => import('./routes/leads/OutboxPage'), 'leads/OutboxPage') },
      {
        path: 'list/:token/',
        ...page(
          () => import('./routes/shortlist/ShortlistPage'),
          'shortlist/ShortlistPage',
          undefined,
          STATUS_PAGES.listNotFound,
        ),
      },
      { path: 'alerts/confirm/', ...page(() => import('./routes/alerts/AlertLinkPage'), 'alerts/AlertLinkPage') },
      { path: 'alerts/unsubscribe/', ...page(() => import('./routes/alerts/AlertLinkPage'), 'alerts/AlertLinkPage') },
      // docs/contract.md "Getting paid": the property's leasing office answers through its signed link.
      {
        path: 'lease-verification/',
        ...page(() => import('./routes/property/LeaseVerificationPage'), 'property/LeaseVerificationPage'),
      },
      {
        path: 'guest-card-registration/',
        ...page(() => import('./routes/property/RegistrationPage'), 'property/RegistrationPage'),
      },
      // docs/contract.md "The property door": a leasing office's contact, signed in by an e-mailed link.
      {
        path: 'property-door/',
        ...page(() => import('./routes/property-door/PropertyHomePage'), 'property-door/PropertyHomePage'),
      },
      {
        path: 'property-door/sign-in/',
        ...page(() => import('./routes/property-door/SignInPage'), 'property-door/SignInPage'),
      },
      {
        path: 'property-door/still-true/',
        ...page(() => import('./routes/property-door/StillTruePage'), 'property-door/StillTruePage'),
      },
      {
        path: 'property-door/apartments/:apartmentId/',
        ...page(() => import('./routes/property-door/PropertyApartmentPage'), 'property-door/PropertyApartmentPage'),
      },
      { path: 'favourites/', ...page(() => import('./routes/favourites/FavouritesPage'), 'favourites/FavouritesPage') },
      {
        path: 'agents/:agentId/agent-portal/',
        ...page(() => import('./routes/agents/AgentPortalPage'), 'agents/AgentPortalPage'),
      },
      // Any other path goes to / (docs/product.md section 2); the root loader has already redirected it.
      { path: '*', loader: () => redirect('/') },
    ],
  },
];

/**
 * `hydrationData`: the loaders' answers for a page the server rendered (main.tsx); `basename`: /es on the Spanish
 * pages (i18n.ts), so that every link and redirect stays in the page's language.
 */
export function createRouter(hydrationData?: HydrationState, basename?: string) {
  return createBrowserRouter(routes, { hydrationData, basename });
}
