// The table part of the Apartment Manager: reads the route's query (one page of the table, as the view asks
// for it) and reports each load the manager announces.
import { useEffect, useEffectEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ApartmentListQuery } from '../../../__generated__/ApartmentListQuery.graphql';
import type { AddedApartment } from './editor/DetailsSection';
import { ApartmentTable } from './ApartmentTable';
import type { TableView } from './tableRows';

export const apartmentListQuery = graphql`
  query ApartmentListQuery(
    $first: Int!
    $after: String
    $search: String
    $promotionOnly: Boolean
    $highlightOnly: Boolean
    $sort: ApartmentManagerSort
    $direction: SortDirection
  ) {
    adminApartmentConnection(
      first: $first
      after: $after
      search: $search
      promotionOnly: $promotionOnly
      highlightOnly: $highlightOnly
      sort: $sort
      direction: $direction
    ) {
      ...ApartmentTable_connection
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<ApartmentListQuery>;
  view: TableView;
  onViewChange: (view: TableView) => void;
  /** A newer view is loading: the rows shown are the previous ones. */
  busy: boolean;
  deletingId: string | null;
  /** The apartment just added, shown first. */
  added: AddedApartment | null;
  onEdit: (apartment: { id: string; name: string }) => void;
  onDelete: (apartment: { id: string; name: string }) => void;
  /** Opens the apartment's fees, specials, availability, pets and amenities. */
  onCosts: (apartment: { id: string; name: string }) => void;
  onLoaded: () => void;
  /** A row's image retry that failed. */
  onError: (message: string) => void;
}

export function ApartmentList({ queryRef, onLoaded, ...table }: Props) {
  const { adminApartmentConnection } = usePreloadedQuery<ApartmentListQuery>(apartmentListQuery, queryRef);
  const reportLoaded = useEffectEvent(onLoaded);
  // Once per load: a new reference is a new fetch.
  useEffect(() => reportLoaded(), [queryRef]);
  return <ApartmentTable connection={adminApartmentConnection} {...table} />;
}
