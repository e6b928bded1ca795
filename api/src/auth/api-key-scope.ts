// docs/contract.md "Beyond docs/product.md": a READ key runs queries only; a WRITE key also runs the admin mutations. Both
// doors ask this one rule: GraphQL for a mutation operation, REST for a method other than GET. Renters' data (leads,
// the outbox) is read only by staff logged in or a LEADS key, which makes no changes (same
// section): a key made for a catalog report cannot list renters' e-mails and phones.
import type { Viewer } from './viewer.js';
import { AppError } from '../errors.js';

export const READ_SCOPE_MESSAGE = 'This API key has READ scope: it cannot make changes. Use a key with WRITE scope.';

export const LEADS_SCOPE_CHANGE_MESSAGE = 'This API key has LEADS scope: it reads leads but cannot make changes.';
export const RENTER_DATA_MESSAGE = "This API key cannot read renters' data. Use a key with LEADS scope.";

/** The refusal for a change made with a read-only key, or null when the caller may make changes. */
export function readScopeError(viewer: Viewer | null): AppError | null {
  if (viewer?.apiKey?.scope === 'READ') return new AppError('FORBIDDEN', READ_SCOPE_MESSAGE);
  if (viewer?.apiKey?.scope === 'LEADS') return new AppError('FORBIDDEN', LEADS_SCOPE_CHANGE_MESSAGE);
  return null;
}

/**
 * Whether the caller reads renters' data: staff's own logins and LEADS keys. The one rule every personal field and
 * every presenter of a lead asks (GraphQL's Lead and outbox types, the REST lead presenter), whatever the way to it.
 */
export const readsRenterData = (viewer: Viewer | null): boolean =>
  (viewer?.role === 'ADMIN' || viewer?.role === 'AGENT') && (!viewer.apiKey || viewer.apiKey.scope === 'LEADS');

/** Refuses an API key without LEADS scope before it reads renters' data; staff's own logins pass. */
export function assertRenterAccess(viewer: Viewer): void {
  if (!readsRenterData(viewer)) throw new AppError('FORBIDDEN', RENTER_DATA_MESSAGE);
}
