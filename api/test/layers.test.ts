// The README's Architecture: imports run one way, from the edge through the two doors to the services and on down
// to the domain. Each file under api/src is read for its imports (static, type-only, re-exports and dynamic).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

// Higher tiers may import lower ones. Within a tier files may import each other, except the doors: REST and
// GraphQL answer the same requests side by side and neither may lean on the other.
const TIERS: { tier: number; units: string[] }[] = [
  { tier: 6, units: ['main.ts', 'processes.ts', 'run.ts', 'app.ts', 'server.ts', 'web.ts', 'setup.ts', 'http'] },
  { tier: 5, units: ['graphql', 'rest', 'demo', 'jobs'] },
  { tier: 4, units: ['context.ts'] },
  { tier: 3, units: ['services'] },
  // The catalog in memory (rows, loading, change notification, daily figures): what services read, built on db.
  { tier: 2.5, units: ['catalog'] },
  { tier: 2, units: ['auth', 'db', 'storage'] },
  { tier: 1, units: ['errors.ts', 'config.ts', 'logger.ts', 'telemetry', 'generated'] },
  { tier: 0, units: ['domain'] },
];
const DOORS = ['graphql', 'rest', 'demo'];

/** The first path segment under api/src: a folder or a top-level file. */
const unitOf = (file: string) => path.relative(SRC, file).split(path.sep)[0];

function tierOf(unit: string): number {
  const found = TIERS.find((entry) => entry.units.includes(unit));
  if (!found) throw new Error(`api/src/${unit} has no tier in layers.test.ts`);
  return found.tier;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' && dir === SRC ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every `from importer -> imported` edge that points up, or across between two doors. */
function violations(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const from = unitOf(file);
    const imports = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    for (const { fileName } of imports) {
      if (!fileName.startsWith('.')) continue;
      const to = unitOf(path.resolve(path.dirname(file), fileName).replace(/\.js$/, '.ts'));
      if (from === to) continue;
      const allowed =
        tierOf(to) < tierOf(from) || (tierOf(to) === tierOf(from) && !DOORS.includes(from) && !DOORS.includes(to));
      if (!allowed) found.push(`${path.relative(SRC, file)} -> ${fileName}`);
    }
  }
  return found;
}

describe('import direction', () => {
  it('finds the imports it checks', () => {
    const edges = ts.preProcessFile(readFileSync(path.join(SRC, 'server.ts'), 'utf8'), true, true).importedFiles;
    expect(edges.map((edge) => edge.fileName)).toContain('./rest/admin.js');
  });

  it('has no import from a lower layer to a higher one, and none between REST and GraphQL', () => {
    expect(violations()).toEqual([]);
  });
});
