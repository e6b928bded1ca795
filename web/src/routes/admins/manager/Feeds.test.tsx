import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedsQuery } from '../../../__generated__/FeedsQuery.graphql';
import { createEnvironment } from '../../../relay/environment';
import { Feeds, feedsQuery } from './Feeds';

const FEED = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Alamo Residential (Yardi)',
  url: 'https://feeds.alamo.example/mits.xml',
  autoApply: false,
  lastPulledAt: '2026-11-28T15:00:00.000Z',
  properties: [
    {
      id: 'c0000000-0000-4000-8000-000000000002',
      propertyId: 'PL-100',
      name: 'Pearl Lofts',
      apartmentId: null,
      proposedApartmentId: 'a0000000-0000-4000-8000-000000000001',
      proposedReason: 'same code',
    },
  ],
  runs: [
    {
      id: 'c0000000-0000-4000-8000-000000000003',
      status: 'planned',
      source: 'upload',
      startedAt: '2026-11-28T15:00:00.000Z',
      propertyCount: 1,
      floorplanCount: 3,
      messages: [],
      items: [
        {
          propertyId: 'PL-100',
          name: 'Pearl Lofts',
          outcome: 'changes',
          messages: ['Floorplan B2: the property states a Total Monthly Leasing Price of $1,800.'],
          changes: [{ what: '1 Bedroom: rent', before: '$1,250 – $1,400', after: '$1,295.50 – $1,410' }],
        },
      ],
    },
  ],
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

async function renderFeeds(handlers: { onChanged?: () => void; onDone?: (m: string) => void } = {}) {
  const environment = createEnvironment();
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ data: { feeds: [FEED] } }));
  const ref = loadQuery<FeedsQuery>(environment, feedsQuery, {});
  const onError = vi.fn();
  await act(async () => {
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback={<p>Loading...</p>}>
          <Feeds
            queryRef={ref}
            onChanged={handlers.onChanged ?? vi.fn()}
            onDone={handlers.onDone ?? vi.fn()}
            onError={onError}
          />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
  });
  return { fetchMock, onError };
}

describe('the Feeds tab', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows a run's dry run per property: what would change, and what the log says", async () => {
    await renderFeeds();
    const feed = screen.getByRole('region', { name: 'Alamo Residential (Yardi)' });
    expect(within(feed).getByText('1 Bedroom: rent: $1,250 – $1,400 → $1,295.50 – $1,410')).toBeTruthy();
    expect(
      within(feed).getByText('Floorplan B2: the property states a Total Monthly Leasing Price of $1,800.'),
    ).toBeTruthy();
    expect(within(feed).getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it('confirms a proposed match once, then asks for the list again', async () => {
    const onDone = vi.fn();
    const onChanged = vi.fn();
    const { fetchMock } = await renderFeeds({ onDone, onChanged });
    fetchMock.mockResolvedValueOnce(
      json({
        data: { confirmFeedMatch: { id: FEED.properties[0].id, apartmentId: FEED.properties[0].proposedApartmentId } },
      }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm match (same code)' }));
    });
    const sent = JSON.parse(fetchMock.mock.calls[1][1]?.body as string) as { variables: unknown };
    expect(sent.variables).toEqual({ id: FEED.properties[0].id });
    expect(onDone).toHaveBeenCalledWith('Pearl Lofts is matched.');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("shows the server's words when a run cannot be applied", async () => {
    const { fetchMock, onError } = await renderFeeds();
    fetchMock.mockResolvedValueOnce(
      json({
        data: null,
        errors: [
          {
            message: 'Only a dry run that was read without a refusal can be applied, once.',
            extensions: { code: 'CONFLICT' },
          },
        ],
      }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    });
    expect(onError).toHaveBeenCalledWith('Only a dry run that was read without a refusal can be applied, once.');
  });
});
