// The search card's "Below area median": only when a floorplan's deal meter says below, never for at, above, too
// few comparables or no meter.
import { render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it } from 'vitest';
import SearchPageQuery, { type SearchPageQuery$data } from '../../__generated__/SearchPageQuery.graphql';
import { createEnvironment } from '../../relay/environment';
import { queryData } from '../../test/queryData';
import { AreaMedianBadge } from './AreaMedianBadge';

function renderBadge(verdicts: (string | null)[]) {
  const environment = createEnvironment();
  const data = queryData<SearchPageQuery$data>(
    environment,
    SearchPageQuery,
    { first: 1, after: null, filter: null, code: null, sort: null, answers: null },
    {
      apartments: {
        totalCount: 1,
        totalFloorplans: verdicts.length,
        lowestMinPrice: 1000,
        edges: [
          {
            cursor: 'c1',
            node: {
              id: 'Apartment:a1',
              __typename: 'Apartment',
              floorplans: verdicts.map((verdict, index) => ({
                id: `Floorplan:f${index}`,
                __typename: 'Floorplan',
                dealMeter: verdict === null ? null : { verdict },
              })),
            },
          },
        ],
      },
    },
  );
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <AreaMedianBadge apartment={data.apartments.edges[0].node} />
    </RelayEnvironmentProvider>,
  );
}

describe('the area median badge', () => {
  it('shows when a floorplan is below its area median', () => {
    expect(renderBadge(['ABOVE', 'BELOW']).container.textContent).toBe('Below area median');
  });

  it('says nothing at or above the median, with too few comparables or without a meter', () => {
    expect(renderBadge(['AT', 'ABOVE', 'TOO_FEW', null]).container.textContent).toBe('');
  });
});
