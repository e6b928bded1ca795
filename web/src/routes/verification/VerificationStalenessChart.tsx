// How stale the queue has been (docs/contract.md "Search semantics": a price nobody has checked for 30 days is
// stale and never shown as a deal): the share of floorplans last checked 30 days before or earlier, at the end of
// each of the last 12 weeks. The line, the sentence and the table say the same figures.
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { VerificationStalenessChart_weeks$key } from '../../__generated__/VerificationStalenessChart_weeks.graphql';
import { ChartTable } from '../../components/charts/ChartTable';
import { LineChart } from '../../components/charts/LineChart';
import { useLocale } from '../../i18n';
import { formatDay } from '../../lib/format';
import '../../components/charts/charts.css';

const fragment = graphql`
  fragment VerificationStalenessChart_weeks on VerificationStalenessWeek @relay(plural: true) {
    day
    floorplanCount
    staleCount
    stalePercent
  }
`;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function VerificationStalenessChart({ weeks }: { weeks: VerificationStalenessChart_weeks$key }) {
  const data = useFragment(fragment, weeks);
  const { t } = useLingui();
  const locale = useLocale();
  if (data.length === 0) return null;
  const first = data[0];
  const last = data[data.length - 1];
  const percent = (value: number) => `${value}%`;
  const since = formatDay(first.day, locale);
  const summary = t`${last.stalePercent}% of floorplans (${last.staleCount} of ${last.floorplanCount}) have a price last checked 30 or more days ago; ${first.stalePercent}% on ${since}.`;
  const points = data.map((week) => ({
    x: dayNumber(week.day),
    y: week.stalePercent,
    label: t`Week to ${formatDay(week.day, locale)}: ${week.stalePercent}% stale (${week.staleCount} of ${week.floorplanCount})`,
  }));
  return (
    <section className="staff-chart" aria-labelledby="staleness-chart-title">
      <h2 className="staff-chart__title" id="staleness-chart-title">
        {t`Stale prices over the last 12 weeks`}
      </h2>
      <p className="staff-chart__summary">{summary}</p>
      <LineChart
        title={t`Share of floorplans with a stale price, week by week. ${summary} The figures are in the table below.`}
        series={[{ id: 'stale', name: t`Stale`, points }]}
        xDomain={[dayNumber(first.day), dayNumber(last.day)]}
        xTicks={[first, last].map((week) => ({ x: dayNumber(week.day), label: formatDay(week.day, locale) }))}
        formatY={percent}
      />
      <ChartTable
        summary={t`The figures by week`}
        caption={t`Floorplans with a price last checked 30 or more days before each week's end`}
        columns={[t`Week ending`, t`Stale`, t`Floorplans`, t`Share stale`]}
        rows={data.map((week) => ({
          key: week.day,
          header: formatDay(week.day, locale),
          cells: [String(week.staleCount), String(week.floorplanCount), percent(week.stalePercent)],
        }))}
      />
    </section>
  );
}
