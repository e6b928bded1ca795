// commitMutation as a promise, for forms that await a result before moving on.
import { commitMutation, type Environment } from 'relay-runtime';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { Role } from '../lib/session/sessionStore';
import { asRole } from './roles';

/** Commits `mutation`, as `role` when given (its bearer token goes along). */
export function commit<M extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: M['variables'],
  role?: Role,
): Promise<M['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<M>(environment, {
      mutation,
      variables,
      cacheConfig: role ? asRole(role) : undefined,
      onCompleted: (response, errors) => {
        if (errors && errors.length > 0 && response == null) reject(new Error(errors[0]?.message));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
