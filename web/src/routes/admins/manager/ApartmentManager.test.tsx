import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApartmentListQuery$variables } from '../../../__generated__/ApartmentListQuery.graphql';
import { createEnvironment } from '../../../relay/environment';
import { ApartmentManager } from './ApartmentManager';

function apartment(id: string, name: string, extra: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'Apartment',
    id: `Apartment:${id}`,
    _id: id,
    name,
    code: `C-${id}`,
    image: `/uploads/demo/${id}.svg`,
    cardImage: `/uploads/demo/${id}.svg`,
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
    status: 'PUBLISHED',
    imageImports: [],
    floorplans: [],
    ...extra,
  };
}

const ALAMO = apartment('2', 'alamo Lofts', { clicks: 2, highlight: true, promotionalTerm: 6 });
const BROOK = apartment('3', 'Brook Park', { clicks: 5, promotion: true, highlight: true, freeMove: true });
const CEDAR = apartment('1', 'Cedar Flats', { clicks: 9, promotion: true });

const ZEPHYR = apartment('9', 'Zephyr Court', { location: ['Leon Valley'] });

type Page = { rows: ReturnType<typeof apartment>[]; totalCount: number };

/** The server's side: every table request is recorded, and answered with the page the test sets. */
let answer: (variables: ApartmentListQuery$variables) => Page;
let requests: ApartmentListQuery$variables[];

function serve(next: Page | ((variables: ApartmentListQuery$variables) => Page)) {
  answer = typeof next === 'function' ? next : () => next;
}

beforeEach(() => {
  requests = [];
  serve({ rows: [ALAMO, BROOK, CEDAR], totalCount: 3 });
  vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    const body = JSON.parse(init?.body as string) as { variables: Record<string, unknown> };
    const variables = body.variables as ApartmentListQuery$variables;
    let data: unknown = { deleteApartment: { deletedId: body.variables.id } };
    if (body.variables.id === 'import-1') data = { retryImageImport: { ...CEDAR, imageImports: [] } };
    if ('input' in body.variables) data = { createApartment: ZEPHYR };
    if ('sort' in variables) {
      requests.push(variables);
      const page = answer(variables);
      data = { adminApartmentConnection: { totalCount: page.totalCount, edges: page.rows.map((node) => ({ node })) } };
    }
    return Promise.resolve(new Response(JSON.stringify({ data })));
  });
});
afterEach(() => vi.restoreAllMocks());

async function renderManager() {
  await act(async () => {
    render(
      <MemoryRouter>
        <RelayEnvironmentProvider environment={createEnvironment()}>
          <ApartmentManager initialRef={null} />
        </RelayEnvironmentProvider>
      </MemoryRouter>,
    );
  });
}

/** Acts, then lets the request it starts come back. */
async function settle(action: () => void) {
  await act(async () => {
    action();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const lastRequest = () => requests[requests.length - 1];
const toasts = (text: string) => within(screen.getByRole('status')).queryAllByText(text).length;

describe('Apartment Manager table (docs/product.md section 2)', () => {
  it('shows on the row why an outside image could not be copied, and retries it', async () => {
    const failure = 'We could not copy the image from example.com: 404';
    serve({
      rows: [
        {
          ...CEDAR,
          imageImports: [{ id: 'import-1', status: 'FAILED', host: 'example.com', message: failure }] as never[],
        },
      ],
      totalCount: 1,
    });
    await renderManager();
    expect(screen.getByText(failure)).toBeTruthy();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.queryByText(failure)).toBeNull();
  });

  it('shows every column, Yes/No cells, 50x50 thumbnails, the comma-joined locations and tinted highlighted rows', async () => {
    await renderManager();
    expect(requests).toEqual([
      {
        first: 50,
        after: null,
        search: null,
        promotionOnly: false,
        highlightOnly: false,
        sort: 'NAME',
        direction: 'ASC',
      },
    ]);
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
    expect(names()).toEqual(['alamo Lofts', 'Brook Park', 'Cedar Flats']);
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
    expect(screen.getByRole('rowheader', { name: 'Cedar Flats' }).closest('tr')!.className).not.toContain(
      'manager-table__row--highlight',
    );
    expect(screen.getByText('3 apartments')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('asks the server for a clicked header ascending, toggling on a second click, and shows its order', async () => {
    await renderManager();
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    serve({ rows: [CEDAR, BROOK, ALAMO], totalCount: 3 });
    await settle(() => fireEvent.click(screen.getByRole('button', { name: /^Name/ })));
    expect(lastRequest()).toMatchObject({ sort: 'NAME', direction: 'DESC', after: null });
    expect(names()).toEqual(['Cedar Flats', 'Brook Park', 'alamo Lofts']);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');

    serve({ rows: [ALAMO, BROOK, CEDAR], totalCount: 3 });
    await settle(() => fireEvent.click(screen.getByRole('button', { name: /^Clicks/ })));
    expect(lastRequest()).toMatchObject({ sort: 'CLICKS', direction: 'ASC' });
    expect(screen.getByRole('columnheader', { name: /Clicks/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: /^Clicks/ })));
    expect(lastRequest()).toMatchObject({ sort: 'CLICKS', direction: 'DESC' });
    expect(screen.getByRole('columnheader', { name: /Clicks/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('sends the name search and the Promotion and Highlight header filters, back on page 1', async () => {
    serve({ rows: [ALAMO, BROOK, CEDAR], totalCount: 120 });
    await renderManager();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(lastRequest().after).toBe('T2Zmc2V0Q29ubmVjdGlvbjo0OQ==');

    serve({ rows: [BROOK, CEDAR], totalCount: 2 });
    await settle(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Promotion' })));
    expect(lastRequest()).toMatchObject({ promotionOnly: true, highlightOnly: false, after: null });
    expect(names()).toEqual(['Brook Park', 'Cedar Flats']);
    expect(screen.getByRole('checkbox', { name: 'Promotion' })).toHaveProperty('checked', true);

    serve({ rows: [BROOK], totalCount: 1 });
    await settle(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Highlight' })));
    expect(lastRequest()).toMatchObject({ promotionOnly: true, highlightOnly: true });
    expect(screen.getByText('1 apartment')).toBeTruthy();

    serve({ rows: [], totalCount: 0 });
    const search = screen.getByPlaceholderText('Search by name');
    expect(search.getAttribute('maxlength')).toBe('50');
    await settle(() => fireEvent.change(search, { target: { value: ' nothing like it ' } }));
    expect(lastRequest()).toMatchObject({ search: 'nothing like it', promotionOnly: true, highlightOnly: true });
    expect(screen.queryAllByRole('rowheader')).toEqual([]);
    expect(screen.getByText('No apartments found.')).toBeTruthy();
  });

  it('pages with Prev and Next under the table, Page X of Y', async () => {
    serve({ rows: [ALAMO, BROOK, CEDAR], totalCount: 120 });
    await renderManager();
    expect(screen.getByText('120 apartments')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', true);
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(lastRequest().after).toBe('T2Zmc2V0Q29ubmVjdGlvbjo5OQ==');
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Prev' })));
    expect(lastRequest().after).toBe('T2Zmc2V0Q29ubmVjdGlvbjo0OQ==');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('announces the first load and the reload after a delete, not a sort; the reload keeps the view', async () => {
    await renderManager();
    expect(toasts('Apartments fetched successfully!')).toBe(1);
    await settle(() => fireEvent.click(screen.getByRole('button', { name: /^Likes/ })));
    expect(toasts('Apartments fetched successfully!')).toBe(1);

    serve({ rows: [ALAMO, CEDAR], totalCount: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Brook Park' }));
    await settle(() =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' })),
    );
    await settle(() => undefined);
    expect(toasts('Apartment deleted successfully!')).toBe(1);
    expect(toasts('Apartments fetched successfully!')).toBe(2);
    expect(lastRequest()).toMatchObject({ sort: 'LIKES', direction: 'ASC' });
    expect(names()).toEqual(['alamo Lofts', 'Cedar Flats']);
  });

  it('shows an apartment just added first, marked New, though its place is on another page, until the view changes', async () => {
    serve({ rows: [ALAMO, BROOK, CEDAR], totalCount: 120 });
    await renderManager();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Apartment' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Apartment' });
    fireEvent.change(within(dialog).getByLabelText('Apartment Name'), { target: { value: 'Zephyr Court' } });
    fireEvent.change(within(dialog).getByLabelText('Unique Code'), { target: { value: 'C-9' } });
    fireEvent.change(within(dialog).getByLabelText('Image URL'), { target: { value: '/uploads/demo/building-3.svg' } });
    fireEvent.click(within(dialog).getByLabelText('Leon Valley'));
    fireEvent.change(within(dialog).getByLabelText('Floorplan 1 type'), { target: { value: 'studio' } });
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Add Apartment' })));
    await settle(() => undefined);
    // The editor goes on with the new draft; the admin closes it to look at the table.
    expect(within(dialog).getByRole('heading', { name: 'Edit Apartment' })).toBeTruthy();
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));

    expect(toasts('Apartment added successfully!')).toBe(1);
    expect(names()).toEqual(['Zephyr Court New', 'alamo Lofts', 'Brook Park', 'Cedar Flats']);
    expect(screen.getAllByRole('row')[1].className).toContain('manager-table__row--added');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(names()).toEqual(['alamo Lofts', 'Brook Park', 'Cedar Flats']);
  });

  it('links to the other staff pages as a list, one item each, not a run of words', async () => {
    await renderManager();
    const nav = screen.getByRole('navigation', { name: 'Staff pages' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Leads', 'Commissions', 'Outbox']);
  });

  it('goes back to the last page that has rows when a delete empties the page shown', async () => {
    serve({ rows: [ALAMO, BROOK, CEDAR], totalCount: 51 });
    await renderManager();
    serve({ rows: [CEDAR], totalCount: 51 });
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    // After the delete, page 2 is empty.
    serve((variables) => (variables.after ? { rows: [], totalCount: 50 } : { rows: [ALAMO, BROOK], totalCount: 50 }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Cedar Flats' }));
    await settle(() =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' })),
    );
    await settle(() => undefined);
    await settle(() => undefined);
    expect(requests.map((request) => request.after)).toEqual([
      null,
      'T2Zmc2V0Q29ubmVjdGlvbjo0OQ==',
      'T2Zmc2V0Q29ubmVjdGlvbjo0OQ==',
      null,
    ]);
    expect(lastRequest().after).toBeNull();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(names()).toEqual(['alamo Lofts', 'Brook Park']);
  });
});
