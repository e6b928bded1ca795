// SPEC.md section 2: the public routes. Each page is a lazy chunk whose module exports `loader` (starting
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
import { Spinner } from './components/Spinner';
import { withChunkTimeout } from './lib/lazyRoute';
import { canonicalLocation } from './lib/paths';

function canonicalRedirectLoader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const location = canonicalLocation(url.pathname, url.search);
  if (location !== null) throw redirect(location);
  return null;
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
      { index: true, lazy: withChunkTimeout(() => import('./routes/home/HomePage')) },
      { path: 'search/', lazy: withChunkTimeout(() => import('./routes/search/SearchPage')) },
      { path: 'process/', lazy: withChunkTimeout(() => import('./routes/process/route')) },
      { path: 'ourMission/', lazy: withChunkTimeout(() => import('./routes/mission/route')) },
      { path: 'aboutUs/', lazy: withChunkTimeout(() => import('./routes/about/route')) },
      { path: 'ourServices/', lazy: withChunkTimeout(() => import('./routes/services/route')) },
      { path: 'appointment/', lazy: withChunkTimeout(() => import('./routes/appointment/AppointmentPage')) },
      { path: 'thank-you/', lazy: withChunkTimeout(() => import('./routes/thank-you/route')) },
      { path: 'calendar-redirect/', lazy: withChunkTimeout(() => import('./routes/calendar-redirect/route')) },
      { path: 'blockBusterDeals/', lazy: withChunkTimeout(() => import('./routes/deals/BlockbusterDealsPage')) },
      { path: 'ConnectWithAnAgent/', lazy: withChunkTimeout(() => import('./routes/connect/ConnectWithAnAgentPage')) },
      {
        path: 'apartment/:aptmentId/floorplans/',
        lazy: withChunkTimeout(() => import('./routes/floorplans/FloorplansPage')),
      },
      {
        path: 'apartment/:aptmentId/floorplans/:floorplanId/',
        lazy: withChunkTimeout(() => import('./routes/floorplans/FloorplansPage')),
      },
      {
        path: 'apartment/:aptmentId/filteredFloorplans/',
        lazy: withChunkTimeout(() => import('./routes/apartment/ApartmentPage')),
      },
      {
        path: 'apartment/:aptmentId/:floorplanId/',
        lazy: withChunkTimeout(() => import('./routes/apartment/ApartmentPage')),
      },
      // Admin and agent pages (SPEC.md section 6): their own chunks, so renters never download staff code.
      { path: 'admins/signup/', lazy: withChunkTimeout(() => import('./routes/admins/AdminSignupPage')) },
      { path: 'admins/login/', lazy: withChunkTimeout(() => import('./routes/admins/AdminLoginPage')) },
      {
        path: 'admins/:adminId/apartment-manager/',
        lazy: withChunkTimeout(() => import('./routes/admins/ApartmentManagerPage')),
      },
      { path: 'agents/signup/', lazy: withChunkTimeout(() => import('./routes/agents/AgentSignupPage')) },
      { path: 'agents/login/', lazy: withChunkTimeout(() => import('./routes/agents/AgentLoginPage')) },
      { path: 'agents/rental-details/', lazy: withChunkTimeout(() => import('./routes/agents/RentalDetailsPage')) },
      { path: 'agents/verification/', lazy: withChunkTimeout(() => import('./routes/verification/VerificationPage')) },
      { path: 'agents/leads/', lazy: withChunkTimeout(() => import('./routes/leads/LeadsPage')) },
      { path: 'agents/leads/:leadId/', lazy: withChunkTimeout(() => import('./routes/leads/LeadPage')) },
      { path: 'admins/leads/', lazy: withChunkTimeout(() => import('./routes/leads/LeadsPage')) },
      { path: 'admins/leads/:leadId/', lazy: withChunkTimeout(() => import('./routes/leads/LeadPage')) },
      { path: 'admins/commissions/', lazy: withChunkTimeout(() => import('./routes/leads/CommissionsPage')) },
      { path: 'admins/outbox/', lazy: withChunkTimeout(() => import('./routes/leads/OutboxPage')) },
      { path: 'list/:token/', lazy: withChunkTimeout(() => import('./routes/shortlist/ShortlistPage')) },
      { path: 'alerts/confirm/', lazy: withChunkTimeout(() => import('./routes/alerts/AlertLinkPage')) },
      { path: 'alerts/unsubscribe/', lazy: withChunkTimeout(() => import('./routes/alerts/AlertLinkPage')) },
      { path: 'favourites/', lazy: withChunkTimeout(() => import('./routes/favourites/FavouritesPage')) },
      {
        path: 'agents/:agentId/agent-portal/',
        lazy: withChunkTimeout(() => import('./routes/agents/AgentPortalPage')),
      },
      // Any other path goes to / (SPEC.md section 2); the root loader has already redirected it.
      { path: '*', loader: () => redirect('/') },
    ],
  },
];

/** `hydrationData`: the loaders' answers for a page the server rendered (main.tsx). */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
