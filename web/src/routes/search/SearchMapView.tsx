// The search page's map view (docs/product.md section 4), loaded in its own chunk once the page runs in the
// browser: the apartments the search finds, as pins at their approximate points (docs/contract.md "Where an
// apartment is"). An apartment not yet placed has no pin; the list under the map still shows it.
// A wide screen (the map beside the list, from 1280 px) starts the moving map at once. A narrower one, a phone, first
// shows the pins as a picture (PinPreview) and loads MapLibre, a chunk of its own, on the first tap: the list and
// the pins are painted without waiting for it, and the phone's main thread stays free while the page loads.
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SearchMapViewQuery } from '../../__generated__/SearchMapViewQuery.graphql';
import { MAX_PAGE_SIZE, type Bounds } from '../../lib/domain';
import { formatCount } from '../../lib/format';
import { PinPreview } from './PinPreview';
import type { MapPin } from './ResultsMap';
import type { SearchVariables } from './searchVariables';

const query = graphql`
  query SearchMapViewQuery($first: Int!, $filter: ApartmentFilter, $code: String) {
    apartments(first: $first, filter: $filter, code: $code) {
      totalCount
      edges {
        node {
          _id
          displayName
          allInMonthlyFromCents
          ...ResultsMap_apartment
          approximateLocation {
            latitude
            longitude
          }
        }
      }
    }
  }
`;

interface SearchMapViewProps {
  variables: Pick<SearchVariables, 'filter' | 'code'>;
  onSearchArea: (bounds: Bounds) => void;
  /** What the page says when the map cannot load (the page's own words: nothing of its chunk is imported here). */
  failure: string;
}

const ResultsMap = lazy(() => import('./ResultsMap'));

/** The width from which the map sits beside the list (styles.css, `.search-page__body--map`). */
const SIDE_BY_SIDE = '(min-width: 1280px)';

function Pins({ variables, onSearchArea, failure }: SearchMapViewProps) {
  const [moving, setMoving] = useState(() => window.matchMedia(SIDE_BY_SIDE).matches);
  // Started by a tap, the moving map takes the focus the picture's button had.
  const [startedByHand, setStartedByHand] = useState(false);
  const data = useLazyLoadQuery<SearchMapViewQuery>(
    query,
    { first: MAX_PAGE_SIZE, filter: variables.filter, code: variables.code },
    { fetchPolicy: 'store-or-network' },
  );
  const { edges, totalCount } = data.apartments;
  const bounds = variables.filter?.bounds ?? null;
  const pins = useMemo(
    () =>
      edges.flatMap(({ node }): MapPin[] =>
        node.approximateLocation
          ? [
              {
                apartmentId: node._id,
                name: node.displayName,
                card: node,
                allInMonthlyFromCents: node.allInMonthlyFromCents ?? null,
                latitude: node.approximateLocation.latitude,
                longitude: node.approximateLocation.longitude,
              },
            ]
          : [],
      ),
    [edges],
  );
  return (
    <>
      {moving ? (
        <Suspense fallback={<div className="map map--results" aria-hidden="true" />}>
          <ResultsMap
            pins={pins}
            bounds={bounds}
            onSearchArea={onSearchArea}
            failure={failure}
            focusOnStart={startedByHand}
          />
        </Suspense>
      ) : (
        <PinPreview
          pins={pins}
          bounds={bounds}
          onStart={() => {
            setStartedByHand(true);
            setMoving(true);
          }}
        />
      )}
      {totalCount > edges.length && (
        <p className="search-area-note">
          <Trans>
            The map shows the first {formatCount(edges.length)} of {formatCount(totalCount)} apartments: zoom in and
            search this area, or narrow the filters, to see the rest.
          </Trans>
        </p>
      )}
    </>
  );
}

export default function SearchMapView(props: SearchMapViewProps) {
  return (
    <Suspense fallback={<div className="map map--results" aria-hidden="true" />}>
      <Pins {...props} />
    </Suspense>
  );
}
