// "Is this a good deal?" (docs/contract.md "Rent history and the market"): the floorplan's all-in against the median
// of the same type in the same area, with the comparison set named; a scale marks where it sits, in words first.
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { DealMeter_floorplan$key } from '../../__generated__/DealMeter_floorplan.graphql';
import { formatCents } from '../../lib/format';
import { dealSentence } from './dealWords';
import '../../components/charts/charts.css';

const fragment = graphql`
  fragment DealMeter_floorplan on Floorplan {
    dealMeter {
      area
      type
      comparableCount
      medianAllInCents
      percentFromMedian
      verdict
    }
  }
`;

/** How far either side of the median the scale reaches, in percent. */
const SCALE_PERCENT = 25;

export function DealMeter({ floorplan }: { floorplan: DealMeter_floorplan$key }) {
  const { dealMeter: meter } = useFragment(fragment, floorplan);
  const { i18n, t } = useLingui();
  if (!meter) return null;
  const { area, type, comparableCount, verdict } = meter;
  const sentence = dealSentence(
    { area, type, comparableCount, verdict, percentFromMedian: meter.percentFromMedian },
    i18n,
  );
  const percent = meter.percentFromMedian;
  const median = meter.medianAllInCents;
  const position =
    percent === null || percent === undefined
      ? null
      : 50 + (Math.max(-SCALE_PERCENT, Math.min(SCALE_PERCENT, percent)) / SCALE_PERCENT) * 50;
  return (
    <section className="deal-meter" aria-label={t`Is this a good deal?`}>
      <h3 className="deal-meter__title">
        <Trans>Is this a good deal?</Trans>
      </h3>
      <p className="deal-meter__sentence" data-verdict={meter.verdict}>
        {sentence}
      </p>
      {position !== null && median !== null && median !== undefined && (
        <div className="deal-meter__scale" aria-hidden="true">
          <span className="deal-meter__median" />
          <span className="deal-meter__mark" style={{ left: `${position}%` }} />
          <span className="deal-meter__ends">
            <span>{t`Lower`}</span>
            <span>{t`Median ${formatCents(median)}`}</span>
            <span>{t`Higher`}</span>
          </span>
        </div>
      )}
    </section>
  );
}
