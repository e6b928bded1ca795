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
