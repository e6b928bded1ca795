// How an operation asks for a role's bearer token: the network layer (environment.ts) reads the role from
// the operation's network metadata.
import type { CacheConfig } from 'relay-runtime';
import type { SessionRole as Role } from '../lib/session/sessionStore';

export function asRole(role: Role): CacheConfig {
  return { metadata: { role } };
}
