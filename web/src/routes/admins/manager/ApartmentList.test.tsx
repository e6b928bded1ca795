import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApartmentListQuery } from '../../../__generated__/ApartmentListQuery.graphql';
import { createEnvironment } from '../../../relay/environment';
import { apartmentListQuery, ApartmentList } from './ApartmentList';
import { DEFAULT_VIEW, type TableView } from './tableRows';

function apartment(id: string, name: string, extra: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'Apartment',
    id: `Apartment:${id}`,
    _id: id,
    name,
    code: `C-${id}`,
    image: `/uploads/demo/${id}.svg`,
    location: ['Leon Valley', 'Alamo Heights'],
    leaseTerm: 12,
    promotionalTerm: 0,
    promotion: false,
    freeMove: false,
    highlight: false,
    clicks: 0,
    likes: 0,
    shares: 0,
    version: 1,
    floorplans: [],
    ...extra,
  };
}

const APARTMENTS = [
  apartment('1', 'Cedar Flats', { clicks: 9, promotion: true }),
  apartment('2', 'alamo Lofts', { clicks: 2, highlight: true, promotionalTerm: 6 }),
  apartment('3', 'Brook Park', { clicks: 5, promotion: true, highlight: true, freeMove: true }),
];

function Harness() {
  const [view, setView] = useState<TableView>(DEFAULT_VIEW);
  return (
    <>
      <input
        aria-label="search"
        value={view.search}
        onChange={(event) => setView({ ...view, search: event.target.value })}
      />
      <ApartmentList
        queryRef={ref}
        view={view}
        onViewChange={setView}
        deletingId="3"
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        onLoaded={onLoaded}
      />
    </>
  );
}

const environment = createEnvironment();
let ref: ReturnType<typeof loadQuery<ApartmentListQuery>>;
const onLoaded = vi.fn();

async function renderTable() {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ data: { adminApartments: APARTMENTS } })),
  );
  ref = loadQuery<ApartmentListQuery>(environment, apartmentListQuery, {});
  await act(async () => {
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback={<p>Loading apartments...</p>}>
          <Harness />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
  });
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('Apartment Manager table (SPEC.md section 2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows every column, Yes/No cells, 50x50 thumbnails and the comma-joined locations', async () => {
    await renderTable();
    expect(onLoaded).toHaveBeenCalled();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual([
      'Name',
      'Code',
      'Image',
      'Location',
      'Promotion',
      'Lease Term (Months)',
      'Promotional Term (Weeks)',
      'Free Move-In',
      'Clicks',
      'Likes',
      'Shares',
      'Highlight',
      'Actions',
    ]);
    const brook = screen.getByRole('rowheader', { name: 'Brook Park' }).closest('tr')!;
    const cells = within(brook)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 11)).toEqual([
      'C-3',
      '',
      'Leon Valley, Alamo Heights',
      'Yes',
      '12',
      '0',
      'Yes',
      '5',
      '0',
      '0',
      'Yes',
    ]);
    const thumbnail = brook.querySelector('img.thumbnail') as HTMLImageElement;
    expect([thumbnail.width, thumbnail.height]).toEqual([50, 50]);
    expect(brook.className).toContain('manager-table__row--highlight');
    // The row being deleted has its delete button disabled.
    expect(within(brook).getByRole('button', { name: 'Delete Brook Park' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete Cedar Flats' })).toHaveProperty('disabled', false);
  });

  it('sorts by name ascending first, then by a clicked header, toggling on a second click', async () => {
    await renderTable();
    expect(names()).toEqual(['alamo Lofts', 'Brook Park', 'Cedar Flats']);
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(names()).toEqual(['Cedar Flats', 'Brook Park', 'alamo Lofts']);
    fireEvent.click(screen.getByRole('button', { name: /^Clicks/ }));
    expect(names()).toEqual(['alamo Lofts', 'Brook Park', 'Cedar Flats']);
    expect(screen.getByRole('columnheader', { name: /Clicks/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /^Clicks/ }));
    expect(names()).toEqual(['Cedar Flats', 'Brook Park', 'alamo Lofts']);
    expect(screen.getByRole('columnheader', { name: /Clicks/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('filters by name and with the Promotion and Highlight header checkboxes', async () => {
    await renderTable();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Promotion' }));
    expect(names()).toEqual(['Brook Park', 'Cedar Flats']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Highlight' }));
    expect(names()).toEqual(['Brook Park']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Promotion' }));
    expect(names()).toEqual(['alamo Lofts', 'Brook Park']);
    fireEvent.change(screen.getByLabelText('search'), { target: { value: 'ALAMO' } });
    expect(names()).toEqual(['alamo Lofts']);
    fireEvent.change(screen.getByLabelText('search'), { target: { value: 'nothing like it' } });
    expect(screen.queryAllByRole('rowheader')).toEqual([]);
    expect(screen.getByText('No apartments found.')).toBeTruthy();
  });
});
