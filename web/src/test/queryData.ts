// A component test's way to hand fragment components their keys from a page query's answer: the answer goes into a
// fresh environment's store as if the server had sent it, and the query's data (with the fragments' keys) is read
// back, so each component reads its fragment as it would on the page.
import { createOperationDescriptor, getRequest, type Environment, type GraphQLTaggedNode } from 'relay-runtime';

export function queryData<Data>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: Record<string, unknown>,
  answer: Record<string, unknown>,
): Data {
  const operation = createOperationDescriptor(getRequest(query), variables);
  environment.commitPayload(operation, answer);
  return environment.lookup(operation.fragment).data as Data;
}
