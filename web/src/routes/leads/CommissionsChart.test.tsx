// Commissions expected against received: two bars a month told apart by their fill pattern as well as their colour
// and named by the legend, each bar's figure as its tooltip, the sentence, the text alternative and the table.
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it } from 'vitest';
import CommissionsPageQuery, { type CommissionsPageQuery$data } from '../../__generated__/CommissionsPageQuery.graphql';
import { createI18n, loadMessages } from '../../i18n';
import { createEnvironment } from '../../relay/environment';
import { queryData } from '../../test/queryData';
import { CommissionsChart } from './CommissionsChart';

const MONTHS = [
  { month: '2025-12', expectedCents: 0, receivedCents: 70_000 },
  { month: '2026-01', expectedCents: 150_000, receivedCents: 100_000 },
  { month: '2026-02', expectedCents: 200_000, receivedCents: 50_025 },
];

function renderChart(wrap: (chart: ReactNode) => ReactNode = (chart) => chart) {
  const environment = createEnvironment();
  const data = queryData<CommissionsPageQuery$data>(
    environment,
    CommissionsPageQuery,
    {},
    {
      commissionsByMonth: MONTHS,
      commissionReport: { months: [], lines: [], csv: '' },
    },
  );
  return render(
    <RelayEnvironmentProvider environment={environment}>
      {wrap(<CommissionsChart months={data.commissionsByMonth} />)}
    </RelayEnvironmentProvider>,
  );
}

describe('the commissions chart', () => {
  it('draws expected and received bars per month, told apart by pattern and legend as well as colour', () => {
    const { container } = renderChart();
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Commissions expected and received by month. From Dec 2025 to Feb 2026: $3,500 expected, $2,200.25 received. The figures are in the table below.',
    );
    const bars = [...chart.querySelectorAll('.bar-chart__bar')];
    expect(bars.map((bar) => bar.querySelector('title')?.textContent)).toEqual([
      'Dec 2025, Expected: $0',
      'Dec 2025, Received: $700',
      'Jan 2026, Expected: $1,500',
      'Jan 2026, Received: $1,000',
      'Feb 2026, Expected: $2,000',
      'Feb 2026, Received: $500.25',
    ]);
    // Expected is solid, received is hatched: a pattern defined in the chart.
    expect(bars[0].getAttribute('fill')).toMatch(/^#/);
    expect(bars[1].getAttribute('fill')).toMatch(/^url\(#.+-fill-1\)$/);
    expect(chart.querySelector('pattern')?.id).toBe(bars[1].getAttribute('fill')!.slice(5, -1));
    expect([...chart.querySelectorAll('.bar-chart__legend text')].map((text) => text.textContent)).toEqual([
      'Expected',
      'Received',
    ]);
    // The tallest bar reaches the top of the value axis; a month with nothing expected has no height.
    expect(Number(bars[0].getAttribute('height'))).toBe(0);
    const table = within(container.querySelector('table')!);
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'MonthExpectedReceived',
      'Dec 2025$0$700',
      'Jan 2026$1,500$1,000',
      'Feb 2026$2,000$500.25',
    ]);
  });

  it('speaks Spanish on a Spanish page: title, legend, text alternative and table', async () => {
    const i18n = createI18n('es', await loadMessages('es'));
    const { container } = renderChart((chart) => <I18nProvider i18n={i18n}>{chart}</I18nProvider>);
    expect(screen.getByRole('heading').textContent).toBe('Esperado frente a recibido, últimos 12 meses');
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toMatch(/^Comisiones esperadas y recibidas por mes\. De /);
    expect([...chart.querySelectorAll('.bar-chart__legend text')].map((text) => text.textContent)).toEqual([
      'Esperado',
      'Recibido',
    ]);
    const table = within(container.querySelector('table')!);
    expect(table.getAllByRole('row')[0].textContent).toBe('MesEsperadoRecibido');
    expect(container.querySelector('summary')?.textContent).not.toBe('The figures by month');
  });
});
