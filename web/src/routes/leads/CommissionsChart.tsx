// Commissions expected against received, month by month over the last 12 (docs/contract.md "Getting paid"): the
// invoices falling due in each month (void ones left out) beside the payments received in it. The bars, the sentence
// and the table say the same figures.
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { CommissionsChart_months$key } from '../../__generated__/CommissionsChart_months.graphql';
import { BarChart } from '../../components/charts/BarChart';
import { ChartTable } from '../../components/charts/ChartTable';
import { useLocale } from '../../i18n';
import { formatCents, formatMonth } from '../../lib/format';

const fragment = graphql`
  fragment CommissionsChart_months on CommissionCashMonth @relay(plural: true) {
    month
    expectedCents
    receivedCents
  }
`;

export function CommissionsChart({ months }: { months: CommissionsChart_months$key }) {
  const data = useFragment(fragment, months);
  const { t } = useLingui();
  const locale = useLocale();
  if (data.length === 0) return null;
  const expected = formatCents(data.reduce((sum, month) => sum + month.expectedCents, 0));
  const received = formatCents(data.reduce((sum, month) => sum + month.receivedCents, 0));
  const first = formatMonth(data[0].month, locale);
  const last = formatMonth(data[data.length - 1].month, locale);
  const summary = t`From ${first} to ${last}: ${expected} expected, ${received} received.`;
  const expectedName = t`Expected`;
  const receivedName = t`Received`;
  return (
    <section className="staff-chart" aria-labelledby="commissions-chart-title">
      <h2 className="staff-chart__title" id="commissions-chart-title">
        {t`Expected against received, last 12 months`}
      </h2>
      <p className="staff-chart__summary">
        {summary}{' '}
        {t`Expected: invoices falling due in the month, void ones left out. Received: payments received in the month.`}
      </p>
      <BarChart
        title={t`Commissions expected and received by month. ${summary} The figures are in the table below.`}
        categories={data.map((month) => ({ key: month.month, label: formatMonth(month.month, locale) }))}
        series={[
          { id: 'expected', name: expectedName, values: data.map((month) => month.expectedCents) },
          { id: 'received', name: receivedName, values: data.map((month) => month.receivedCents) },
        ]}
        formatValue={formatCents}
      />
      <ChartTable
        summary={t`The figures by month`}
        caption={t`Commissions expected and received, ${first} to ${last}`}
        columns={[t`Month`, expectedName, receivedName]}
        rows={data.map((month) => ({
          key: month.month,
          header: formatMonth(month.month, locale),
          cells: [formatCents(month.expectedCents), formatCents(month.receivedCents)],
        }))}
      />
    </section>
  );
}
