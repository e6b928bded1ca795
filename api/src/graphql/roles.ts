// A field that needs a role carries both the scope-auth rule that enforces it and the @auth directive that
// shows it in schema.graphql (docs/contract.md "GraphQL").
export const adminOnly = { authScopes: { admin: true }, directives: { auth: { requires: 'ADMIN' } } } as const;
export const agentOnly = { authScopes: { agent: true }, directives: { auth: { requires: 'AGENT' } } } as const;
/** Agents verify listings too; admins may do whatever agents do here. */
export const staffOnly = {
  authScopes: { admin: true, agent: true },
  directives: { auth: { requires: 'AGENT' } },
} as const;
/**
 * The editor sections a leasing office shares with admins (docs/contract.md "The property door"): its contact passes
 * here, and the resolver then keeps it to its own apartments (services/property-door.ts editorActor).
 */
export const adminOrProperty = {
  authScopes: { admin: true, property: true },
  directives: { auth: { requires: 'ADMIN' } },
} as const;
export const propertyOnly = { authScopes: { property: true }, directives: { auth: { requires: 'PROPERTY' } } } as const;
