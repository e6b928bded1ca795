// docs/contract.md "Property feeds", scale: a file of 5,000 properties and 30,000 floorplans, generated here, is read
// as a stream and mapped one property at a time. The database side is measured by `npm run bench:feed`.
import { describe, expect, it } from 'vitest';
import { mapProperty } from '../src/services/feeds/mapping.js';
import { readMitsProperties } from '../src/services/feeds/mits.js';
import { generatedMitsFile } from './mits-file.js';

describe('a feed of 5,000 properties', () => {
  it('is read as a stream: every property and floorplan mapped, none refused, in bounded memory', async () => {
    let floorplans = 0;
    let refused = 0;
    let townhomes = 0;
    let heapPeak = 0;
    const heapBefore = process.memoryUsage().heapUsed;
    const summary = await readMitsProperties(generatedMitsFile(5_000), async (element) => {
      const read = mapProperty(element, '2026-11-28');
      if (!read.mapped) refused += 1;
      floorplans += read.mapped?.floorplans.length ?? 0;
      townhomes += read.mapped?.floorplans.filter((floorplan) => floorplan.type === 'townHome').length ?? 0;
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    });
    expect(summary.properties).toBe(5_000);
    expect(floorplans).toBe(30_000);
    expect(townhomes).toBe(5_000);
    expect(refused).toBe(0);
    // The file is about 14 MB; a reader holding it (or every property) would grow by far more than this.
    expect(summary.bytes).toBeGreaterThan(10_000_000);
    expect(heapPeak - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });
});
