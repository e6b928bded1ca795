// What a floorplan really costs: the all-in monthly (rent after the special on today, plus the monthly required
// fees), the move-in cost, the special with its last day, when a unit is available and when someone last checked.
// A locator's ad reads "$X or more" and says prices change (TREC 22 TAC 535.300).
import { graphql, useFragment } from 'react-relay';
import type { FloorplanCost_floorplan$key } from '../../__generated__/FloorplanCost_floorplan.graphql';
import { Deal } from '../../components/Deal';
import { PRICE_DISCLAIMER } from '../../lib/domain';
import { formatDay, formatDollars, verifiedLabel } from '../../lib/format';
import { ReportOutdatedDialog } from './ReportOutdatedDialog';

const fragment = graphql`
  fragment FloorplanCost_floorplan on Floorplan {
    _id
    typeLabel
    allInMonthlyCents {
      min
    }
    moveInCostCents {
      min
    }
    special {
      ...Deal_special
    }
    availableFrom
    availableNow
    unitsAvailable
    verifiedDaysAgo
    verificationStale
  }
`;

export function FloorplanCost({ floorplan }: { floorplan: FloorplanCost_floorplan$key }) {
  const data = useFragment(fragment, floorplan);
  const allIn = data.allInMonthlyCents?.min;
  const moveIn = data.moveInCostCents?.min;
  return (
    <section className="true-cost" aria-label={`What the ${data.typeLabel} really costs`}>
      {allIn !== undefined ? (
        <p className="true-cost__all-in">
          from <strong>{formatDollars(allIn)}/month all-in</strong> ({formatDollars(allIn)} or more)
        </p>
      ) : (
        <p className="true-cost__all-in">All-in price: ask us</p>
      )}
      <dl className="facts facts--cost">
        {moveIn !== undefined && (
          <div>
            <dt>Move-in cost</dt>
            <dd>from {formatDollars(moveIn)}</dd>
          </div>
        )}
        <div>
          <dt>Available</dt>
          <dd>{data.unitsAvailable === 0 ? 'Waitlist' : data.availableNow ? 'Now' : formatDay(data.availableFrom)}</dd>
        </div>
      </dl>
      {data.special && (
        <p className="true-cost__special">
          <strong>Special:</strong> <Deal special={data.special} />
        </p>
      )}
      <p className={data.verificationStale ? 'true-cost__verified true-cost__verified--stale' : 'true-cost__verified'}>
        {verifiedLabel(data.verifiedDaysAgo)}
        {data.verificationStale && ' · not checked in the last 30 days, confirm before you apply'}
      </p>
      <p className="true-cost__fine-print">{PRICE_DISCLAIMER}</p>
      <ReportOutdatedDialog floorplanId={data._id} title={data.typeLabel} />
    </section>
  );
}
