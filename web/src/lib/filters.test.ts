import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  hasFloorplanFilter,
  ignoredSearchParams,
  toApartmentFilter,
  writeFilters,
} from './filters';

describe('search filters and the URL query', () => {
  it('sends only the non-default filters (docs/product.md section 5)', () => {
    expect(toApartmentFilter(DEFAULT_FILTERS)).toEqual({});
    expect(
      toApartmentFilter({
        ...DEFAULT_FILTERS,
        locations: ['Leon Valley'],
        roomTypes: ['studio'],
        minPrice: 50,
        maxPrice: 4950,
        minSqft: 100,
        maxSqft: 2900,
      }),
    ).toEqual({
      locations: ['Leon Valley'],
      roomTypes: ['studio'],
      minPrice: 50,
      maxPrice: 4950,
      minSqft: 100,
      maxSqft: 2900,
    });
    expect(toApartmentFilter({ ...DEFAULT_FILTERS, maxPrice: 5000, maxSqft: 3000 })).toEqual({});
  });

  it('round-trips the filters through the query with the REST names', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      locations: ['Alamo Heights', 'North/Stone Oak'],
      roomTypes: ['twoBed' as const],
      maxPrice: 2000,
      code: 'AR-1',
    };
    const params = writeFilters(new URLSearchParams('rows=3'), filters);
    expect(params.get('locations')).toBe('Alamo Heights,North/Stone Oak');
    expect(params.get('roomTypes')).toBe('twoBed');
    expect(params.get('maxPrice')).toBe('2000');
    expect(params.has('minPrice')).toBe(false);
    expect(params.get('code')).toBe('AR-1');
    expect(params.get('rows')).toBe('3');
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('accepts repeated keys, drops unknown areas and types, and orders swapped bounds', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams(
        'roomTypes=studio&roomTypes=castle&locations=Nowhere&minPrice=3000&maxPrice=1000&minSqft=abc',
      ),
    );
    expect(filters.roomTypes).toEqual(['studio']);
    expect(filters.locations).toEqual([]);
    expect([filters.minPrice, filters.maxPrice]).toEqual([1000, 3000]);
    expect(filters.minSqft).toBe(0);
  });

  it("leaves out a code that is too short or an 'xxx' code", () => {
    expect(writeFilters(new URLSearchParams(), { ...DEFAULT_FILTERS, code: 'ab' }).has('code')).toBe(false);
    expect(writeFilters(new URLSearchParams(), { ...DEFAULT_FILTERS, code: 'XXX' }).has('code')).toBe(false);
    expect(writeFilters(new URLSearchParams(), { ...DEFAULT_FILTERS, code: 'xxx-12' }).has('code')).toBe(false);
  });

  it('knows when floorplans are filtered (a location alone is not a floorplan filter)', () => {
    expect(hasFloorplanFilter({ ...DEFAULT_FILTERS, locations: ['Leon Valley'] })).toBe(false);
    expect(hasFloorplanFilter({ ...DEFAULT_FILTERS, minSqft: 500 })).toBe(true);
    expect(hasFloorplanFilter({ ...DEFAULT_FILTERS, maxAllInMonthly: 1200 })).toBe(true);
    expect(hasFloorplanFilter({ ...DEFAULT_FILTERS, moveInBy: '2026-12-01' })).toBe(true);
    expect(hasFloorplanFilter({ ...DEFAULT_FILTERS, pets: ['cats'] })).toBe(false);
  });

  it('round-trips the all-in cost filters and the sort through the query', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      maxAllInMonthly: 1450,
      moveInBy: '2027-01-31',
      pets: ['smallDogs' as const],
      amenities: ['washerDryer' as const, 'coveredParking' as const],
      sort: 'allInMonthly' as const,
    };
    const params = writeFilters(new URLSearchParams(), filters);
    expect(params.toString()).toBe(
      'maxAllInMonthly=1450&moveInBy=2027-01-31&pets=smallDogs&amenities=washerDryer%2CcoveredParking&sort=allInMonthly',
    );
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('drops an impossible move-in day, unknown pets and amenities, an unknown sort, and caps the all-in', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('moveInBy=2026-02-30&pets=cats,goats&amenities=helipad&sort=cheapest&maxAllInMonthly=99999'),
    );
    expect(filters.moveInBy).toBe('');
    expect(filters.pets).toEqual(['cats']);
    expect(filters.amenities).toEqual([]);
    expect(filters.sort).toBe('');
    expect(filters.maxAllInMonthly).toBe(5000);
  });

  it('keeps the accessibility features asked for in the URL, dropping unknown ones', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('accessibility=ELEVATOR,ROOFTOP&accessibility=GRAB_BARS'),
    );
    expect(filters.accessibility).toEqual(['ELEVATOR', 'GRAB_BARS']);
    expect(toApartmentFilter(filters)).toEqual({ accessibility: ['ELEVATOR', 'GRAB_BARS'] });
    expect(writeFilters(new URLSearchParams(), filters).toString()).toBe('accessibility=ELEVATOR%2CGRAB_BARS');
    expect(hasFloorplanFilter(filters)).toBe(true);
  });

  it('leaves out a price or area that is not a number of 0 or more, and names it, rather than searching "$0 - $0"', () => {
    const params = new URLSearchParams('maxPrice=-5&minSqft=lots&roomTypes=twoBed&maxAllInMonthly=-1');
    const filters = filtersFromSearchParams(params);
    expect([filters.minPrice, filters.maxPrice, filters.minSqft, filters.maxAllInMonthly]).toEqual([0, 5000, 0, null]);
    expect(toApartmentFilter(filters)).toEqual({ roomTypes: ['twoBed'] });
    expect(ignoredSearchParams(params)).toEqual(['maxPrice', 'minSqft', 'maxAllInMonthly']);
  });

  it('leaves out a code longer than any apartment code (100 characters) and an impossible day, naming them', () => {
    const params = new URLSearchParams({ code: 'A'.repeat(101), moveInBy: '2026-02-30', locations: 'Leon Valley' });
    expect(filtersFromSearchParams(params)).toMatchObject({ code: '', moveInBy: '', locations: ['Leon Valley'] });
    expect(ignoredSearchParams(params)).toEqual(['code', 'moveInBy']);
    const fits = new URLSearchParams({ code: 'A'.repeat(100) });
    expect(filtersFromSearchParams(fits).code).toBe('A'.repeat(100));
    expect(ignoredSearchParams(fits)).toEqual([]);
  });

  it('leaves out an area, a room type, a pet or an amenity it does not know, naming the list, and keeps the rest', () => {
    const params = new URLSearchParams(
      'locations=Leon Valley,Foo&roomTypes=penthouse&roomTypes=twoBed&pets=cats,dragons&amenities=pool',
    );
    expect(filtersFromSearchParams(params)).toMatchObject({
      locations: ['Leon Valley'],
      roomTypes: ['twoBed'],
      pets: ['cats'],
      amenities: ['pool'],
    });
    expect(ignoredSearchParams(params)).toEqual(['locations', 'roomTypes', 'pets']);
  });

  it('round-trips the short lease through the query and sends it as a floorplan filter', () => {
    const filters = { ...DEFAULT_FILTERS, roomTypes: ['studio' as const], shortLease: true };
    const params = writeFilters(new URLSearchParams('rows=2'), filters);
    expect(params.toString()).toBe('rows=2&roomTypes=studio&shortLease=true');
    expect(filtersFromSearchParams(params)).toEqual(filters);
    expect(toApartmentFilter(filters)).toEqual({ roomTypes: ['studio'], shortLease: true });
    expect(hasFloorplanFilter({ ...DEFAULT_FILTERS, shortLease: true })).toBe(true);
    expect(filtersFromSearchParams(new URLSearchParams('shortLease=yes')).shortLease).toBe(false);
  });

  it('names nothing for a usable address, a price past the slider included (it means no limit)', () => {
    expect(ignoredSearchParams(new URLSearchParams('minPrice=500&maxPrice=99999&code=SA-12'))).toEqual([]);
  });
});
