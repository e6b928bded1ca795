// commitMutation as a promise, for forms that await a result before moving on.
import { commitMutation, type Environment } from 'relay-runtime';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import type { SessionRole as Role } from '../lib/session/sessionStore';
import { asRole } from './roles';

/**
 * Commits `mutation`, as `role` when given (its bearer token goes along); `updater` changes records the answer
 * does not name (a list the new record joins or leaves).
 */
export function commit<M extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: M['variables'],
  role?: Role,
  updater?: SelectorStoreUpdater<M['response']>,
): Promise<M['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<M>(environment, {
      mutation,
      variables,
      cacheConfig: role ? asRole(role) : undefined,
      updater,
      onCompleted: (response, errors) => {
        if (errors && errors.length > 0 && response == null) reject(new Error(errors[0]?.message));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
