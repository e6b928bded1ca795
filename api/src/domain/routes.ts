// docs/product.md section 2 / docs/contract.md "One origin, these paths": the page routes, shared by the server (which
// enforces trailing slashes, aliases and unknown paths) and the web app's router.
import { localeOfPath, localizedPath, pathWithoutLocale, SPANISH_PREFIX } from './locales.js';

/** Page paths without their trailing slash; `:name` matches one path segment. */
const PAGE_ROUTES = [
  '/',
  '/search',
  '/process',
  '/ourMission',
  '/aboutUs',
  '/ourServices',
  '/appointment',
  '/calendar-redirect',
  '/thank-you',
  '/blockBusterDeals',
  '/market',
  '/apartment/:aptmentId/floorplans',
  '/apartment/:aptmentId/floorplans/:floorplanId',
  '/apartment/:aptmentId/filteredFloorplans',
  '/apartment/:aptmentId/:floorplanId',
  '/ConnectWithAnAgent',
  '/admins/signup',
  '/admins/login',
  '/admins/:adminId/apartment-manager',
  '/agents/signup',
  '/agents/login',
  '/agents/:agentId/agent-portal',
  '/agents/rental-details',
  '/agents/verification',
  '/agents/leads',
  '/agents/leads/:leadId',
  '/admins/leads',
  '/admins/leads/:leadId',
  '/admins/commissions',
  '/admins/outbox',
  '/list/:token',
  '/alerts/confirm',
  '/alerts/unsubscribe',
  '/lease-verification',
  '/guest-card-registration',
  '/property-door',
  '/property-door/sign-in',
  '/property-door/still-true',
  '/property-door/apartments/:apartmentId',
  '/favourites',
] as const;

/** Other spellings that reach a page (docs/product.md section 2). */
const ROUTE_ALIASES: Record<string, string> = {
  '/BlockbusterDeals': '/blockBusterDeals',
  '/connectWithAnAgent': '/ConnectWithAnAgent',
};

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/**
 * Staff areas and the leasing office's door stay English (docs/contract.md "Spanish pages", "The property door"): they
 * have no twin under /es/.
 */
const isStaffPath = (path: string) =>
  path.startsWith('/admins/') || path.startsWith('/agents/') || path.startsWith('/property-door/');

/** The page pattern a path is served as (a metrics label, http/request-metrics.ts), or undefined for no page. */
export function pagePattern(path: string): string | undefined {
  if (localeOfPath(path) === 'es') {
    const pattern = englishPagePattern(pathWithoutLocale(path));
    return pattern && !isStaffPath(`${pattern}/`) ? localizedPath(pattern, 'es') : undefined;
  }
  return englishPagePattern(path);
}

function englishPagePattern(path: string): string | undefined {
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return PAGE_ROUTES.find((pattern) => matches(pattern, bare)) ?? ROUTE_ALIASES[bare];
}

export type RouteDecision = { kind: 'page' } | { kind: 'redirect'; location: string; permanent: boolean };

/** What the server answers for a GET of `path` that is not an API, upload or asset path. */
export function routeDecision(path: string, search = ''): RouteDecision {
  if (localeOfPath(path) === 'en') return englishRouteDecision(path, search);
  // A Spanish page follows its English twin's rules; staff paths and unknown ones lead to the Spanish home.
  if (path === SPANISH_PREFIX) return { kind: 'redirect', location: `${SPANISH_PREFIX}/${search}`, permanent: true };
  const rest = pathWithoutLocale(path);
  if (isStaffPath(rest.endsWith('/') ? rest : `${rest}/`))
    return { kind: 'redirect', location: `${SPANISH_PREFIX}/`, permanent: false };
  const decision = englishRouteDecision(rest, search);
  return decision.kind === 'page' ? decision : { ...decision, location: localizedPath(decision.location, 'es') };
}

function englishRouteDecision(path: string, search: string): RouteDecision {
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const alias = ROUTE_ALIASES[bare];
  if (alias) return { kind: 'redirect', location: `${alias}/${search}`, permanent: true };
  if (!PAGE_ROUTES.some((pattern) => matches(pattern, bare)))
    return { kind: 'redirect', location: '/', permanent: false };
  if (bare !== '/' && !path.endsWith('/')) return { kind: 'redirect', location: `${bare}/${search}`, permanent: true };
  return { kind: 'page' };
}
