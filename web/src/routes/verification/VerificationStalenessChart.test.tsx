// The queue's staleness: the share of floorplans with a stale price week by week, as a line with each week's
// figure as its tooltip, the sentence, the text alternative and the table.
import { render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it } from 'vitest';
import VerificationQueueQuery, {
  type VerificationQueueQuery$data,
} from '../../__generated__/VerificationQueueQuery.graphql';
import { createEnvironment } from '../../relay/environment';
import { queryData } from '../../test/queryData';
import { VerificationStalenessChart } from './VerificationStalenessChart';

const WEEKS = [
  { day: '2026-11-06', floorplanCount: 4, staleCount: 3, stalePercent: 75 },
  { day: '2026-11-13', floorplanCount: 4, staleCount: 2, stalePercent: 50 },
  { day: '2026-11-20', floorplanCount: 5, staleCount: 1, stalePercent: 20 },
];

describe("the verification queue's staleness", () => {
  it('draws the share stale week by week and gives the same figures in words and in a table', () => {
    const environment = createEnvironment();
    const data = queryData<VerificationQueueQuery$data>(
      environment,
      VerificationQueueQuery,
      { limit: 50 },
      {
        verificationStaleness: WEEKS,
        verificationQueue: { totalCount: 0, entries: [] },
      },
    );
    const { container } = render(
      <RelayEnvironmentProvider environment={environment}>
        <VerificationStalenessChart weeks={data.verificationStaleness} />
      </RelayEnvironmentProvider>,
    );
    const summary = '20% of floorplans (1 of 5) have a price last checked 30 or more days ago; 75% on Nov 6, 2026.';
    expect(container.querySelector('.staff-chart__summary')?.textContent).toBe(summary);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      `Share of floorplans with a stale price, week by week. ${summary} The figures are in the table below.`,
    );
    expect([...chart.querySelectorAll('title')].map((title) => title.textContent)).toEqual([
      'Week to Nov 6, 2026: 75% stale (3 of 4)',
      'Week to Nov 13, 2026: 50% stale (2 of 4)',
      'Week to Nov 20, 2026: 20% stale (1 of 5)',
    ]);
    const table = within(container.querySelector('table')!);
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Week endingStaleFloorplansShare stale',
      'Nov 6, 20263475%',
      'Nov 13, 20262450%',
      'Nov 20, 20261520%',
    ]);
  });
});
