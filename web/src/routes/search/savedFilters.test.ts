import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '../../lib/filters';
import { restorableFilters, saveFilters } from './savedFilters';

describe('saved search filters (docs/product.md section 4)', () => {
  const filters = { ...DEFAULT_FILTERS, roomTypes: ['studio' as const] };

  it('restores fresh filters on a bare search URL, keeping its other keys', () => {
    saveFilters(filters, 1_000);
    expect(restorableFilters(new URLSearchParams('rows=3'), 7_200_999)?.toString()).toBe('roomTypes=studio&rows=3');
  });

  it('does not restore after 2 hours, nor over filters already in the URL', () => {
    saveFilters(filters, 1_000);
    expect(restorableFilters(new URLSearchParams('minPrice=100'), 1_001)).toBeNull();
    expect(restorableFilters(new URLSearchParams(), 7_201_000)).toBeNull();
  });

  it('forgets the saved filters when the renter resets them', () => {
    saveFilters(filters, 1_000);
    saveFilters(DEFAULT_FILTERS, 2_000);
    expect(restorableFilters(new URLSearchParams(), 2_001)).toBeNull();
  });
});
