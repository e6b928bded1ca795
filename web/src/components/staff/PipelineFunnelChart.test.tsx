// The pipeline funnel as staff see it: a bar per step with its count and share written beside it, the sentence with
// the median time to first contact, the text alternative and the table of the same figures.
import { render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it } from 'vitest';
import PipelineFunnelChartQuery, {
  type PipelineFunnelChartQuery$data,
} from '../../__generated__/PipelineFunnelChartQuery.graphql';
import { createEnvironment } from '../../relay/environment';
import { queryData } from '../../test/queryData';
import { PipelineFunnelChart } from './PipelineFunnelChart';

function renderFunnel(median: number | null) {
  const environment = createEnvironment();
  const data = queryData<PipelineFunnelChartQuery$data>(
    environment,
    PipelineFunnelChartQuery,
    {},
    {
      pipelineFunnel: {
        from: '2026-08-22',
        until: '2026-11-20',
        stages: [
          { stage: 'new', count: 8 },
          { stage: 'contacted', count: 6 },
          { stage: 'touring', count: 4 },
          { stage: 'applied', count: 2 },
          { stage: 'leased', count: 1 },
        ],
        contactedCount: median === null ? 0 : 6,
        medianMinutesToFirstContact: median,
      },
    },
  );
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <PipelineFunnelChart funnel={data.pipelineFunnel} />
    </RelayEnvironmentProvider>,
  );
}

describe('the pipeline funnel', () => {
  it('writes each step with its count and share of the new leads, and the median time to first contact', () => {
    const { container } = renderFunnel(185);
    expect(screen.getByRole('heading', { name: 'Pipeline over the last 90 days' })).toBeTruthy();
    expect(container.querySelector('.staff-chart__summary')?.textContent).toBe(
      '8 leads from Aug 22, 2026 to Nov 20, 2026; 1 leased (13%). Median time to first contact: 3 h 5 min (over 6 leads contacted).',
    );
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Pipeline funnel: New 8, Contacted 6, Touring 4, Applied 2, Leased 1.',
    );
    // The figures are text beside the bars, not only the bars' lengths.
    expect([...chart.querySelectorAll('.funnel-chart__figure')].map((text) => text.textContent)).toEqual([
      '8 (100%)',
      '6 (75%)',
      '4 (50%)',
      '2 (25%)',
      '1 (13%)',
    ]);
    const widths = [...chart.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('width')));
    expect(widths[0]).toBe(330);
    expect(widths[2]).toBe(165);
    const table = within(container.querySelector('table')!);
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'StepLeadsShare of new leads',
      'New8100%',
      'Contacted675%',
      'Touring450%',
      'Applied225%',
      'Leased113%',
    ]);
  });

  it('says so when nobody has been contacted yet', () => {
    const { container } = renderFunnel(null);
    expect(container.querySelector('.staff-chart__summary')?.textContent).toContain(
      'No lead of these has been contacted yet.',
    );
  });
});
