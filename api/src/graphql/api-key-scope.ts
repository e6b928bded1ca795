// A READ-scope API key may run any query but no mutation (auth/api-key-scope.ts): refused before any
// resolver runs, so no mutation, public counters included, changes anything for it.
import { getOperationAST, GraphQLError, OperationTypeNode, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { readScopeError } from '../auth/api-key-scope.js';
import type { Context } from '../context.js';

export const apiKeyScope: Plugin<Context> = {
  onExecute({ args, setResultAndStopExecution }) {
    // Envelop types the execution arguments loosely; yoga hands over a parsed document and its operation name.
    const { document, operationName } = args as { document: DocumentNode; operationName?: string | null };
    const operation = getOperationAST(document, operationName ?? undefined);
    if (operation?.operation !== OperationTypeNode.MUTATION) return;
    const error = readScopeError(args.contextValue.viewer);
    if (!error) return;
    setResultAndStopExecution({
      errors: [new GraphQLError(error.message, { extensions: { code: error.code, http: { status: error.status } } })],
    });
  },
};
