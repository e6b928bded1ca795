// docs/product.md section 2: the admin and agent pages, canonical with a trailing slash (api/src/domain/routes.ts).
export const staffPaths = {
  adminSignup: '/admins/signup/',
  adminLogin: '/admins/login/',
  apartmentManager: (adminId: string) => `/admins/${encodeURIComponent(adminId)}/apartment-manager/`,
  agentSignup: '/agents/signup/',
  agentLogin: '/agents/login/',
  agentPortal: (agentId: string) => `/agents/${encodeURIComponent(agentId)}/agent-portal/`,
  rentalDetails: '/agents/rental-details/',
  verification: '/agents/verification/',
  agentLeads: '/agents/leads/',
  adminLeads: '/admins/leads/',
  /** The agent portal's link (docs/product.md section 2); the router sends it on to /ConnectWithAnAgent/. */
  connectWithAnAgent: '/connectWithAnAgent',
} as const;

export const loginPathOf = { admin: staffPaths.adminLogin, agent: staffPaths.agentLogin } as const;

/** The role whose pages `pathname` belongs to (docs/product.md section 6: paths containing 'admins' or 'agents'). */
export function roleOfPath(pathname: string): 'admin' | 'agent' | null {
  if (/admins/.test(pathname)) return 'admin';
  if (/agents/.test(pathname)) return 'agent';
  return null;
}

/** The query parameter that carries a protected page's address through its role's login. */
export const RETURN_PARAM = 'next';

/** The role's login page, remembering the page asked for so the login can return there. */
export function loginPathFor(role: 'admin' | 'agent', returnTo: string): string {
  return `${loginPathOf[role]}?${new URLSearchParams({ [RETURN_PARAM]: returnTo }).toString()}`;
}

/**
 * Where a login may return to: a same-site path of that role's pages (an agent's e-mail link to a lead), never
 * another host, another role's page or the login page itself; anything else is null and the role's home opens.
 */
export function safeReturnPath(candidate: string | null, role: 'admin' | 'agent'): string | null {
  if (!candidate || candidate.length > 2048 || !candidate.startsWith('/')) return null;
  // "//host" and "/\host" are other hosts to a browser.
  if (candidate.startsWith('//') || candidate.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(candidate, 'http://same.site');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.site' || url.pathname === loginPathOf[role]) return null;
  if (roleOfPath(url.pathname) !== role) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
