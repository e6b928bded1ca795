import type { ApiKeyIdentity } from './api-keys.js';

/** PROPERTY: a leasing office's contact (docs/contract.md "The property door"), never staff. */
export type Role = 'ADMIN' | 'AGENT' | 'PROPERTY';
/** The roles that sign up and log in with a password: staff. */
export type StaffAccountRole = Exclude<Role, 'PROPERTY'>;

/** Who is calling, from a verified token; null for an anonymous visitor. */
export interface Viewer {
  role: Role;
  id: string;
  /** Set when the caller is an internal tool's API key; `id` is then the admin who created the key. */
  apiKey?: ApiKeyIdentity;
  /**
   * Set for a staff token: the account's token version it carries and when it expires. A live inbox outlives the
   * request that opened it, and ends with the session (services/live-inbox.ts).
   */
  session?: { tokenVersion: number; expiresAt: Date };
}
