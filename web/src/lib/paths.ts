// SPEC.md section 2 and CONTRACT.md "One origin": every page route is canonical with a trailing slash,
// aliases reach their page, and any other path goes to /. The server enforces the same rules; the client
// applies them too so that in-app navigation never lands on a non-canonical address.

/** Canonical page routes; `:name` segments are parameters. Static routes come before parameter routes. */
export const PAGE_ROUTES = [
  '/',
  '/search/',
  '/process/',
  '/ourMission/',
  '/aboutUs/',
  '/ourServices/',
  '/appointment/',
  '/thank-you/',
  '/calendar-redirect/',
  '/blockBusterDeals/',
  '/ConnectWithAnAgent/',
  '/apartment/:aptmentId/floorplans/',
  '/apartment/:aptmentId/floorplans/:floorplanId/',
  '/apartment/:aptmentId/filteredFloorplans/',
  '/apartment/:aptmentId/:floorplanId/',
] as const;

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * The canonical form of `pathname`: static segments matched case-insensitively (so /BlockbusterDeals and
 * /connectWithAnAgent reach their pages) and spelled as declared, parameters kept, a trailing slash added.
 * Unknown paths give '/'.
 */
export function canonicalPath(pathname: string): string {
  const given = segments(pathname);
  for (const route of PAGE_ROUTES) {
    const pattern = segments(route);
    if (pattern.length !== given.length) continue;
    const out: string[] = [];
    let matched = true;
    for (let i = 0; i < pattern.length; i++) {
      const part = pattern[i];
      if (part.startsWith(':')) {
        out.push(given[i]);
      } else if (part.toLowerCase() === given[i].toLowerCase()) {
        out.push(part);
      } else {
        matched = false;
        break;
      }
    }
    if (matched) return out.length === 0 ? '/' : `/${out.join('/')}/`;
  }
  return '/';
}

export const paths = {
  home: '/',
  search: '/search/',
  process: '/process/',
  ourMission: '/ourMission/',
  aboutUs: '/aboutUs/',
  ourServices: '/ourServices/',
  appointment: '/appointment/',
  thankYou: '/thank-you/',
  calendarRedirect: '/calendar-redirect/',
  blockBusterDeals: '/blockBusterDeals/',
  connectWithAnAgent: '/ConnectWithAnAgent/',
  floorplans: (aptmentId: string) => `/apartment/${encodeURIComponent(aptmentId)}/floorplans/`,
  floorplanGroup: (aptmentId: string, floorplanId: string) =>
    `/apartment/${encodeURIComponent(aptmentId)}/floorplans/${encodeURIComponent(floorplanId)}/`,
  filteredFloorplans: (aptmentId: string) => `/apartment/${encodeURIComponent(aptmentId)}/filteredFloorplans/`,
  floorplan: (aptmentId: string, floorplanId: string) =>
    `/apartment/${encodeURIComponent(aptmentId)}/${encodeURIComponent(floorplanId)}/`,
} as const;
