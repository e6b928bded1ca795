import { GraphQLRequestError } from './environment';

/** The server's message for a failed call: a field's message when it named one, else its message, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof GraphQLRequestError) {
    const field = error.fieldErrors ? Object.values(error.fieldErrors)[0] : undefined;
    return field || error.message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The token was refused: missing, expired, revoked, or of the other role. */
export function isAuthError(error: unknown): boolean {
  return error instanceof GraphQLRequestError && (error.code === 'UNAUTHENTICATED' || error.code === 'FORBIDDEN');
}
