// What a floorplan really costs: the all-in monthly (rent after the special on today, plus the monthly required
// fees), the move-in cost, the special with its last day, when a unit is available and when someone last checked.
// A locator's ad reads "$X or more" and says prices change (TREC 22 TAC 535.300).
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n';
import { useDomainText } from '../../lib/domainText';
import { graphql, useFragment } from 'react-relay';
import type { FloorplanCost_floorplan$key } from '../../__generated__/FloorplanCost_floorplan.graphql';
import { Deal } from '../../components/Deal';
import { PRICE_DISCLAIMER } from '../../lib/domain';
import { formatDay, formatCents, verifiedLabel } from '../../lib/format';
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
    verifiedSource
    verificationStale
  }
`;

export function FloorplanCost({ floorplan }: { floorplan: FloorplanCost_floorplan$key }) {
  const data = useFragment(fragment, floorplan);
  const allIn = data.allInMonthlyCents?.min;
  const moveIn = data.moveInCostCents?.min;
  const locale = useLocale();
  const text = useDomainText();
  const { t } = useLingui();
  const typeLabel = text(data.typeLabel);
  const allInText = allIn !== undefined ? formatCents(allIn) : '';
  return (
    <section className="true-cost" aria-label={t`What the ${typeLabel} really costs`}>
      {allIn !== undefined ? (
        <p className="true-cost__all-in">
          <Trans>
            from <strong>{allInText}/month all-in</strong> ({allInText} or more)
          </Trans>
        </p>
      ) : (
        <p className="true-cost__all-in">
          <Trans>All-in price: ask us</Trans>
        </p>
      )}
      <dl className="facts facts--cost">
        {moveIn !== undefined && (
          <div>
            <dt>
              <Trans>Move-in cost</Trans>
            </dt>
            <dd>{t`from ${formatCents(moveIn)}`}</dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Available</Trans>
          </dt>
          <dd>
            {data.unitsAvailable === 0
              ? t`Waitlist`
              : data.availableNow
                ? t`Now`
                : formatDay(data.availableFrom, locale)}
          </dd>
        </div>
      </dl>
      {data.special && (
        <p className="true-cost__special">
          <strong>
            <Trans>Special:</Trans>
          </strong>{' '}
          <Deal special={data.special} />
        </p>
      )}
      <p className={data.verificationStale ? 'true-cost__verified true-cost__verified--stale' : 'true-cost__verified'}>
        {verifiedLabel(data.verifiedDaysAgo, locale)}
        {data.verifiedSource === 'feed' && t` by the property's own feed`}
        {data.verifiedSource === 'property' && t` by the leasing office`}
        {data.verifiedSource === 'locator' && t` by our locators`}
        {data.verificationStale && t` · not checked in the last 30 days, confirm before you apply`}
      </p>
      <p className="true-cost__fine-print">{text(PRICE_DISCLAIMER)}</p>
      <ReportOutdatedDialog floorplanId={data._id} title={typeLabel} />
    </section>
  );
}
