// CONTRACT.md "Beyond SPEC.md": a READ key runs queries only; a WRITE key also runs the admin mutations. Both
// doors ask this one rule: GraphQL for a mutation operation, REST for a method other than GET.
import type { Viewer } from './viewer.js';
import { AppError } from '../errors.js';

export const READ_SCOPE_MESSAGE = 'This API key has READ scope: it cannot make changes. Use a key with WRITE scope.';

/** The refusal for a change made with a read-only key, or null when the caller may make changes. */
export function readScopeError(viewer: Viewer | null): AppError | null {
  return viewer?.apiKey?.scope === 'READ' ? new AppError('FORBIDDEN', READ_SCOPE_MESSAGE) : null;
}
