import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { useRecordApartmentClickMutation } from '../__generated__/useRecordApartmentClickMutation.graphql';

const mutation = graphql`
  mutation useRecordApartmentClickMutation($id: ID!) {
    recordApartmentClick(id: $id)
  }
`;

/**
 * A card click counts toward the apartment's Clicks, which the Apartment Manager shows (docs/product.md section 2); fire
 * and forget: navigation never waits for the counter.
 */
export function useRecordApartmentClick(): (id: string) => void {
  const environment = useRelayEnvironment();
  return useCallback(
    (id: string) => {
      commitMutation<useRecordApartmentClickMutation>(environment, {
        mutation,
        variables: { id },
        onError: (error) => console.error(error),
      });
    },
    [environment],
  );
}
