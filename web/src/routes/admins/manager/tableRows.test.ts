import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, nextSort, visibleRows, type RowFields } from './tableRows';

const rows: (RowFields & { id: string })[] = [
  { id: 'b', name: 'Brook Park', promotion: true, highlight: false, clicks: 5, likes: null, shares: 2 },
  { id: 'a', name: 'alamo Flats', promotion: false, highlight: true, clicks: 1, likes: 3, shares: null },
  { id: 'c', name: 'Cedar Commons', promotion: true, highlight: true, clicks: null, likes: 7, shares: 9 },
];
const ids = (list: { id: string }[]) => list.map((row) => row.id);

describe('Apartment Manager table rows (SPEC.md section 2)', () => {
  it('sorts by name ascending by default, ignoring case', () => {
    expect(ids(visibleRows(rows, DEFAULT_VIEW))).toEqual(['a', 'b', 'c']);
  });

  it('sorts a new column ascending and toggles on the same column', () => {
    const clicks = nextSort(DEFAULT_VIEW.sort, 'clicks');
    expect(clicks).toEqual({ key: 'clicks', direction: 'asc' });
    // A missing counter counts as 0.
    expect(ids(visibleRows(rows, { ...DEFAULT_VIEW, sort: clicks }))).toEqual(['c', 'a', 'b']);
    const toggled = nextSort(clicks, 'clicks');
    expect(toggled).toEqual({ key: 'clicks', direction: 'desc' });
    expect(ids(visibleRows(rows, { ...DEFAULT_VIEW, sort: toggled }))).toEqual(['b', 'a', 'c']);
    expect(nextSort(toggled, 'clicks').direction).toBe('asc');
    expect(nextSort(toggled, 'likes')).toEqual({ key: 'likes', direction: 'asc' });
    expect(ids(visibleRows(rows, { ...DEFAULT_VIEW, sort: { key: 'likes', direction: 'asc' } }))).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(ids(visibleRows(rows, { ...DEFAULT_VIEW, sort: { key: 'shares', direction: 'desc' } }))).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(ids(visibleRows(rows, { ...DEFAULT_VIEW, sort: nextSort(DEFAULT_VIEW.sort, 'name') }))).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('filters by a case-insensitive part of the name', () => {
    expect(ids(visibleRows(rows, { ...DEFAULT_VIEW, search: 'ALAMO' }))).toEqual(['a']);
    expect(ids(visibleRows(rows, { ...DEFAULT_VIEW, search: ' o' }))).toEqual(['a', 'b', 'c']);
    expect(ids(visibleRows(rows, { ...DEFAULT_VIEW, search: 'mm' }))).toEqual(['c']);
    expect(visibleRows(rows, { ...DEFAULT_VIEW, search: 'zzz' })).toEqual([]);
  });

  it('keeps only promoted, only highlighted, or both, with the header checkboxes', () => {
    expect(ids(visibleRows(rows, { ...DEFAULT_VIEW, promotionOnly: true }))).toEqual(['b', 'c']);
    expect(ids(visibleRows(rows, { ...DEFAULT_VIEW, highlightOnly: true }))).toEqual(['a', 'c']);
    expect(ids(visibleRows(rows, { ...DEFAULT_VIEW, promotionOnly: true, highlightOnly: true }))).toEqual(['c']);
  });
});
