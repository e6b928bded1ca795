import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, listVariables, nextSort, withChange } from './tableRows';

describe('Apartment Manager table view (docs/product.md section 2)', () => {
  it('asks for the first 50 rows by name ascending, unfiltered, by default', () => {
    expect(listVariables(DEFAULT_VIEW)).toEqual({
      first: 50,
      after: null,
      search: null,
      promotionOnly: false,
      highlightOnly: false,
      sort: 'NAME',
      direction: 'ASC',
    });
  });

  it('sorts a new column ascending and toggles on the same column', () => {
    const clicks = nextSort(DEFAULT_VIEW.sort, 'clicks');
    expect(clicks).toEqual({ key: 'clicks', direction: 'asc' });
    const toggled = nextSort(clicks, 'clicks');
    expect(toggled).toEqual({ key: 'clicks', direction: 'desc' });
    expect(nextSort(toggled, 'clicks').direction).toBe('asc');
    expect(nextSort(toggled, 'likes')).toEqual({ key: 'likes', direction: 'asc' });
    expect(nextSort(DEFAULT_VIEW.sort, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(listVariables({ ...DEFAULT_VIEW, sort: toggled })).toMatchObject({ sort: 'CLICKS', direction: 'DESC' });
    expect(listVariables({ ...DEFAULT_VIEW, sort: { key: 'shares', direction: 'asc' } })).toMatchObject({
      sort: 'SHARES',
      direction: 'ASC',
    });
  });

  it('sends the trimmed search and the header filters, and pages with offset cursors', () => {
    expect(
      listVariables({ ...DEFAULT_VIEW, search: '  Alamo ', promotionOnly: true, highlightOnly: true }),
    ).toMatchObject({ search: 'Alamo', promotionOnly: true, highlightOnly: true });
    expect(listVariables({ ...DEFAULT_VIEW, search: '   ' }).search).toBeNull();
    expect(listVariables({ ...DEFAULT_VIEW, page: 2 }).after).toBe('T2Zmc2V0Q29ubmVjdGlvbjo0OQ==');
    expect(listVariables({ ...DEFAULT_VIEW, page: 3 }).after).toBe('T2Zmc2V0Q29ubmVjdGlvbjo5OQ==');
  });

  it('starts again on the first page after a new search, filter or sort', () => {
    const onPage3 = { ...DEFAULT_VIEW, page: 3 };
    expect(withChange(onPage3, { search: 'oak' })).toEqual({ ...DEFAULT_VIEW, search: 'oak', page: 1 });
    expect(withChange(onPage3, { highlightOnly: true }).page).toBe(1);
    expect(withChange(onPage3, { sort: { key: 'likes', direction: 'asc' } }).page).toBe(1);
  });
});
