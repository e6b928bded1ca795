// A component test's way to hand a fragment component its `$key` without a page query: the record goes straight
// into a fresh environment's store and the key points at it, so the component reads it as it would from a page.
import { commitLocalUpdate, createOperationDescriptor, getRequest, type Environment } from 'relay-runtime';
import type { GraphQLTaggedNode } from 'relay-runtime';

type Scalar = string | number | boolean | null;

/** Puts one record of scalar fields in the store (ids are any string, as Relay's store keys are). */
export function storeRecord(environment: Environment, id: string, typename: string, fields: Record<string, Scalar>) {
  commitLocalUpdate(environment, (store) => {
    const record = store.get(id) ?? store.create(id, typename);
    for (const [name, value] of Object.entries(fields)) record.setValue(value, name);
  });
}

/**
 * The key a parent's spread of `fragment` would hand down for the record `id`. `owner` is any query of the app
 * (the fragment takes no variables, so whose key it is does not change what it reads).
 */
export function fragmentKey<Key>(fragmentName: string, id: string, owner: GraphQLTaggedNode): Key {
  const { request } = createOperationDescriptor(getRequest(owner), {});
  return { __id: id, __fragments: { [fragmentName]: {} }, __fragmentOwner: request } as unknown as Key;
}
