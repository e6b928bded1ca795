// The table part of the Apartment Manager: reads the route's query, reports each load, and turns a failed
// load into the snackbar (or, for a refused token, a logout).
import { useEffect, useEffectEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ApartmentFormDialog_apartment$key } from '../../../__generated__/ApartmentFormDialog_apartment.graphql';
import type { ApartmentListQuery } from '../../../__generated__/ApartmentListQuery.graphql';
import { ApartmentTable } from './ApartmentTable';
import type { TableView } from './tableRows';

export const apartmentListQuery = graphql`
  query ApartmentListQuery {
    adminApartments {
      ...ApartmentTable_apartments
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<ApartmentListQuery>;
  view: TableView;
  onViewChange: (view: TableView) => void;
  deletingId: string | null;
  onEdit: (apartment: ApartmentFormDialog_apartment$key) => void;
  onDelete: (apartment: { id: string; name: string }) => void;
  onLoaded: () => void;
}

export function ApartmentList({ queryRef, onLoaded, ...table }: Props) {
  const { adminApartments } = usePreloadedQuery<ApartmentListQuery>(apartmentListQuery, queryRef);
  const reportLoaded = useEffectEvent(onLoaded);
  // Once per load: a new reference is a new fetch.
  useEffect(() => reportLoaded(), [queryRef]);
  return <ApartmentTable apartments={adminApartments} {...table} />;
}
