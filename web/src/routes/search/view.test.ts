import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, writeFilters } from '../../lib/filters';
import { searchVariables } from './searchVariables';
import { requestedView, viewSearch } from './view';

describe('the List / Map switch in the URL', () => {
  it('opens the list unless the URL says view=map', () => {
    expect(requestedView(new URLSearchParams(''))).toBe('list');
    expect(requestedView(new URLSearchParams('view=map'))).toBe('map');
    expect(requestedView(new URLSearchParams('view=satellite'))).toBe('list');
  });

  it('switches views keeping the filters, the page and the map box', () => {
    const list = new URLSearchParams('locations=Leon+Valley&page=2&bbox=-98.7,29.4,-98.4,29.6');
    expect(viewSearch(list, 'map')).toBe('?locations=Leon+Valley&page=2&bbox=-98.7%2C29.4%2C-98.4%2C29.6&view=map');
    const map = new URLSearchParams(viewSearch(list, 'map'));
    expect(viewSearch(map, 'list')).toBe('?locations=Leon+Valley&page=2&bbox=-98.7%2C29.4%2C-98.4%2C29.6');
    expect(viewSearch(new URLSearchParams('view=map'), 'list')).toBe('');
  });

  it('keeps the view when filters are applied', () => {
    const params = new URLSearchParams('view=map');
    const next = writeFilters(params, { ...filtersFromSearchParams(params), roomTypes: ['studio'] });
    expect(next.toString()).toBe('view=map&roomTypes=studio');
  });
});

describe('"Search this area" in the URL (bbox)', () => {
  it('reads the box into the search filter, rounded to six decimals when written', () => {
    const params = new URLSearchParams('bbox=-98.6,29.4,-98.4,29.55');
    expect(searchVariables(params, 1440).filter).toEqual({
      bounds: { west: -98.6, south: 29.4, east: -98.4, north: 29.55 },
    });
    const written = writeFilters(new URLSearchParams('view=map'), {
      ...filtersFromSearchParams(new URLSearchParams()),
      bounds: { west: -98.12345678, south: 29.1, east: -98.0000001, north: 29.2 },
    });
    expect(written.get('bbox')).toBe('-98.123457,29.1,-98,29.2');
    expect(written.get('view')).toBe('map');
  });

  it('ignores a box that is malformed, upside down or off the globe', () => {
    for (const bbox of ['1,2,3', 'a,b,c,d', '-98.4,29.4,-98.6,29.6', '-98.6,29.6,-98.4,29.4', '-190,29,-98,30', '']) {
      expect(filtersFromSearchParams(new URLSearchParams({ bbox })).bounds).toBeNull();
    }
  });
});
