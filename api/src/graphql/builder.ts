// Wires the Pothos plugins once; every file under ./schema adds its types to this builder.
import SchemaBuilder from '@pothos/core';
import DirectivesPlugin from '@pothos/plugin-directives';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin, { type AuthFailure } from '@pothos/plugin-scope-auth';
import { readsRenterData, RENTER_DATA_MESSAGE } from '../auth/api-key-scope.js';
import { roleError } from '../auth/authenticate.js';
import { AppError } from '../errors.js';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import type { Role } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { decodeNodeId, encodeNodeId } from './schema/ids.js';

/** The scope names a failure names, through scope-auth's nested any/all failures. */
function failedScopes(failure: AuthFailure): string[] {
  if ('failures' in failure) return failure.failures.flatMap(failedScopes);
  return 'scope' in failure ? [failure.scope] : [];
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  AuthScopes: { admin: boolean; agent: boolean; property: boolean; renterData: boolean };
  Directives: {
    auth: { locations: 'FIELD_DEFINITION'; args: { requires: Role } };
  };
  Scalars: {
    ID: { Input: string; Output: string | number };
  };
}>({
  plugins: [ScopeAuthPlugin, DirectivesPlugin, PrismaPlugin, RelayPlugin],
  // graphql-tools' printer (print.ts) reads directives keyed by name; the default list form prints as `@0(...)`.
  directives: { useGraphQLToolsUnorderedDirectives: true },
  defaultFieldNullability: false,
  prisma: {
    // The request's client is used through the context; this one only supplies the data model.
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    // schema/node.ts defines `node` and `nodes` itself: ids are checked (a 400 naming the argument) and counted
    // before any lookup.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    encodeGlobalID: encodeNodeId,
    decodeGlobalID: decodeNodeId,
    clientMutationId: 'omit',
    cursorType: 'String',
    nodesOnConnection: false,
  },
  scopeAuth: {
    authScopes: (ctx) => ({
      admin: ctx.viewer?.role === 'ADMIN',
      agent: ctx.viewer?.role === 'AGENT',
      // A leasing office's contact (docs/contract.md "The property door"): only the fields that say so.
      property: ctx.viewer?.role === 'PROPERTY',
      // Renters' personal data (auth/api-key-scope.ts): staff's own logins and LEADS keys, whatever the path to it.
      renterData: readsRenterData(ctx.viewer),
    }),
    // The REST guard's answers (401 no or bad token, 403 other role or inactive account) as error codes.
    unauthorizedError: (_parent, ctx, _info, result) => {
      if (ctx.viewer?.apiKey && failedScopes(result.failure).includes('renterData'))
        return new AppError('FORBIDDEN', RENTER_DATA_MESSAGE);
      const scopes = failedScopes(result.failure);
      const role = scopes.includes('agent') ? 'AGENT' : scopes.includes('admin') ? 'ADMIN' : 'PROPERTY';
      return roleError(ctx.viewer, ctx.authError, role) ?? new Error(result.message);
    },
  },
});

builder.queryType({});
builder.mutationType({});
