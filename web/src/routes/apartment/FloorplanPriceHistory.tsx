// The all-in "from" figure of a floorplan over the last 12 months (docs/contract.md "Rent history and the market"):
// a one-line summary, a step chart drawn on the server, and the same figures month by month in a table that reads
// without the chart and without JavaScript.
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { FloorplanPriceHistory_floorplan$key } from '../../__generated__/FloorplanPriceHistory_floorplan.graphql';
import { ChartTable } from '../../components/charts/ChartTable';
import { LineChart } from '../../components/charts/LineChart';
import { useLocale } from '../../i18n';
import { useDomainText } from '../../lib/domainText';
import { formatCents, formatDay, formatMonth } from '../../lib/format';

const fragment = graphql`
  fragment FloorplanPriceHistory_floorplan on Floorplan {
    _id
    typeLabel
    priceHistory(months: 12) {
      from
      until
      steps {
        date
        allInMinCents
      }
      months {
        month
        allInMinCents
      }
    }
  }
`;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function FloorplanPriceHistory({ floorplan }: { floorplan: FloorplanPriceHistory_floorplan$key }) {
  const data = useFragment(fragment, floorplan);
  const locale = useLocale();
  const text = useDomainText();
  const { t } = useLingui();
  const history = data.priceHistory;
  if (!history || history.steps.length === 0) return null;
  const typeLabel = text(data.typeLabel);
  const known = history.months.filter((month) => month.allInMinCents !== null);
  const first = known[0];
  const current = history.steps[history.steps.length - 1].allInMinCents;
  const since = first ? formatMonth(first.month, locale) : '';
  const difference = first?.allInMinCents != null ? current - first.allInMinCents : 0;
  const amount = formatCents(Math.abs(difference));
  const summary =
    difference < 0
      ? t`${amount} less than in ${since}`
      : difference > 0
        ? t`${amount} more than in ${since}`
        : t`The same as in ${since}`;
  const points = history.steps.map((step) => ({
    x: dayNumber(step.date),
    y: step.allInMinCents,
    label: `${formatDay(step.date, locale)}: ${formatCents(step.allInMinCents)}`,
  }));
  const xTicks = [history.from, history.until].map((date) => ({
    x: dayNumber(date),
    label: formatMonth(date.slice(0, 7), locale),
  }));
  const headingId = `price-history-${data._id}`;
  return (
    <section className="price-history" aria-labelledby={headingId}>
      <h3 className="price-history__title" id={headingId}>
        <Trans>All-in over 12 months</Trans>
      </h3>
      <p className="price-history__summary">{summary}</p>
      <LineChart
        title={t`The ${typeLabel} all-in from figure over 12 months: ${summary}.`}
        series={[{ id: data._id, name: typeLabel, points }]}
        xDomain={[dayNumber(history.from), dayNumber(history.until)]}
        xTicks={xTicks}
        formatY={formatCents}
        step
      />
      <ChartTable
        summary={t`The figures by month`}
        caption={t`${typeLabel}: all-in from figure on each month's last day`}
        columns={[t`Month`, t`All-in from`]}
        rows={known.map((month) => ({
          key: month.month,
          header: formatMonth(month.month, locale),
          cells: [formatCents(month.allInMinCents!)],
        }))}
      />
    </section>
  );
}
