import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { useFavouriteLikesMutation } from '../__generated__/useFavouriteLikesMutation.graphql';
import { favouritesBrowserId, useFavourites } from '../lib/favourites';

const mutation = graphql`
  mutation useFavouriteLikesMutation($id: ID!, $browserId: String!, $liked: Boolean!) {
    setApartmentLike(id: $id, browserId: $browserId, liked: $liked)
  }
`;

/**
 * The favourites, where each heart given is a like and each taken back takes the like back: the Apartment Manager's
 * Likes (docs/product.md section 2, docs/contract.md "Beyond docs/product.md" (likes, shares and clicks)). Fire and forget: the heart never
 * waits for the counter.
 */
export function useFavouriteLikes() {
  const environment = useRelayEnvironment();
  const onChange = useCallback(
    ({ added, removed }: { added: string[]; removed: string[] }) => {
      const browserId = favouritesBrowserId();
      if (!browserId) return;
      const send = (id: string, liked: boolean) =>
        commitMutation<useFavouriteLikesMutation>(environment, {
          mutation,
          variables: { id, browserId, liked },
          onError: (error) => console.error(error),
        });
      for (const id of added) send(id, true);
      for (const id of removed) send(id, false);
    },
    [environment],
  );
  return useFavourites(onChange);
}
