// Route loaders start their query synchronously and hand the reference to the page (render-as-you-fetch,
// notes/stack-pitfalls.md "Relay with Vite"); pages pass it to useQueryLoader, which disposes it.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from './environment';

export function preload<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<Q>,
  fetchPolicy: 'store-or-network' | 'store-and-network' | 'network-only' = 'store-or-network',
): PreloadedQuery<Q> {
  return loadQuery<Q>(environment, query, variables, { fetchPolicy });
}
