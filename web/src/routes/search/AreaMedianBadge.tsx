// "Below area median" on a search card (docs/contract.md "Rent history and the market"): shown when a floorplan's
// deal meter puts its all-in below the median of its type in its area (five comparables or more, checked within 30
// days), never on less. It sits on the card in the search list only, so the home page's cards load no more code.
import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { AreaMedianBadge_apartment$key } from '../../__generated__/AreaMedianBadge_apartment.graphql';

const fragment = graphql`
  fragment AreaMedianBadge_apartment on Apartment {
    floorplans {
      dealMeter {
        verdict
      }
    }
  }
`;

export function AreaMedianBadge({ apartment }: { apartment: AreaMedianBadge_apartment$key }) {
  const data = useFragment(fragment, apartment);
  if (!data.floorplans.some((floorplan) => floorplan.dealMeter?.verdict === 'BELOW')) return null;
  return (
    <p className="area-median-badge">
      <Trans>Below area median</Trans>
    </p>
  );
}
