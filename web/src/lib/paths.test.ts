import { describe, expect, it } from 'vitest';
import { canonicalLocation, paths } from './paths';

describe('canonical addresses (docs/product.md section 2)', () => {
  it('adds the trailing slash, keeping the query', () => {
    expect(canonicalLocation('/search', '?roomTypes=studio')).toBe('/search/?roomTypes=studio');
    expect(canonicalLocation('/search/', '')).toBeNull();
    expect(canonicalLocation('/', '')).toBeNull();
  });

  it('sends the aliases to their pages and unknown paths to /', () => {
    expect(canonicalLocation('/BlockbusterDeals', '')).toBe('/blockBusterDeals/');
    expect(canonicalLocation('/connectWithAnAgent', '')).toBe('/ConnectWithAnAgent/');
    expect(canonicalLocation('/nowhere/', '')).toBe('/');
  });

  it('builds every apartment page address in its canonical form', () => {
    for (const path of [
      paths.floorplans('a1'),
      paths.floorplanGroup('a1', 'f1'),
      paths.filteredFloorplans('a1'),
      paths.floorplan('a1', 'f1'),
    ]) {
      expect(canonicalLocation(path, '')).toBeNull();
    }
  });
});
