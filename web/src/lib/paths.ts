// docs/product.md section 2 and docs/contract.md "One origin": every page route is canonical with a trailing slash,
// aliases reach their page, and any other path goes to /. The server enforces the same rules; the client
// applies them too so that in-app navigation never lands on a non-canonical address.
import { routeDecision } from './domain';

/**
 * The canonical form of `pathname` + `search` by the same rule the server applies (api/src/domain/routes.ts):
 * aliases reach their page, a missing trailing slash is added, unknown paths give '/'. Null when canonical.
 */
export function canonicalLocation(pathname: string, search = ''): string | null {
  const decision = routeDecision(pathname, search);
  return decision.kind === 'redirect' ? decision.location : null;
}

export const paths = {
  home: '/',
  search: '/search/',
  favourites: '/favourites/',
  process: '/process/',
  ourMission: '/ourMission/',
  aboutUs: '/aboutUs/',
  ourServices: '/ourServices/',
  appointment: '/appointment/',
  /** Booking a tour of one apartment: the appointment page names it and the guest card carries it. */
  appointmentFor: (aptmentId: string) => `/appointment/?apartment=${encodeURIComponent(aptmentId)}`,
  thankYou: '/thank-you/',
  calendarRedirect: '/calendar-redirect/',
  blockBusterDeals: '/blockBusterDeals/',
  market: '/market/',
  connectWithAnAgent: '/ConnectWithAnAgent/',
  /** The guest card about one apartment, as a page: "Ask about this apartment" without its dialog. */
  askAbout: (aptmentId: string) => `/ConnectWithAnAgent/?apartment=${encodeURIComponent(aptmentId)}`,
  floorplans: (aptmentId: string) => `/apartment/${encodeURIComponent(aptmentId)}/floorplans/`,
  floorplanGroup: (aptmentId: string, floorplanId: string) =>
    `/apartment/${encodeURIComponent(aptmentId)}/floorplans/${encodeURIComponent(floorplanId)}/`,
  filteredFloorplans: (aptmentId: string) => `/apartment/${encodeURIComponent(aptmentId)}/filteredFloorplans/`,
  floorplan: (aptmentId: string, floorplanId: string) =>
    `/apartment/${encodeURIComponent(aptmentId)}/${encodeURIComponent(floorplanId)}/`,
} as const;

/** An apartment id as page URLs write it; anything else in the query is ignored rather than sent. */
const APARTMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The apartment a page was opened about (`?apartment=<id>`: a tour, a question), or '' for none or a malformed id. */
export function askedApartmentId(url: string): string {
  const asked = new URL(url).searchParams.get('apartment') ?? '';
  return APARTMENT_ID.test(asked) ? asked.toLowerCase() : '';
}
