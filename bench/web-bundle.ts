// What a first visit to a page of the built app downloads (web/dist): the entry and the stages it loads
// (web/src/main.tsx), the page's chunk and its static imports, and the page's language's part of the catalog: the
// site's frame's and the page's own (web/pageCatalogs.ts). bench/web.ts prints their gzipped size; its test
// (api/test/web-bundle.test.ts) checks what they hold.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
export type Locale = 'en' | 'es';

/** A page's modules (its route module first, then any lazy part it opens, such as the map) and its language. */
export interface Visit {
  modules: readonly string[];
  locale: Locale;
}

export interface WebBundle {
  /** Every page of the router, by its module (`src/routes/home/HomePage.tsx`). */
  pages: string[];
  /** The JavaScript files a first visit downloads. */
  firstVisit(visit: Visit): string[];
  /** The modules a file holds, by path from the repository (web/vite.config.ts writes .vite/chunks.json). */
  modulesOf(file: string): string[];
  gzipKb(files: string[]): number;
}

const CATALOG_PART = 'virtual:page-catalog/';

export function readWebBundle(dist: string): WebBundle {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const contents = JSON.parse(readFileSync(join(dist, '.vite/chunks.json'), 'utf8')) as Record<string, string[]>;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('No entry in the Vite manifest');

  /** The manifest's key of the file that holds `module` (a small page can share a file with others). */
  function keyOf(module: string): string {
    if (manifest[module]) return module;
    const key = Object.keys(manifest).find((candidate) =>
      contents[manifest[candidate].file]?.includes(`web/${module}`),
    );
    if (!key) throw new Error(`${module} is in no chunk of the build`);
    return key;
  }
  const catalogKey = (locale: Locale, part: string) =>
    Object.keys(manifest).find((key) => key.endsWith(`${CATALOG_PART}${locale}/${part}`));

  function closure(keys: string[], seen = new Set<string>()): Set<string> {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  }

  return {
    pages: Object.keys(manifest)
      .map((key) => key.split(`${CATALOG_PART}en/`)[1])
      .filter((part): part is string => part?.startsWith('src/routes/') ?? false)
      .sort(),
    firstVisit({ modules, locale }) {
      const catalogs = [catalogKey(locale, 'shell'), catalogKey(locale, modules[0])];
      if (catalogs.some((key) => key === undefined))
        throw new Error(`The ${locale} catalog of ${modules[0]} is not in the build`);
      const keys = [entry, ...(manifest[entry].dynamicImports ?? []), ...modules.map(keyOf), ...(catalogs as string[])];
      return [...new Set([...closure(keys)].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
    },
    modulesOf: (file) => contents[file] ?? [],
    gzipKb: (files) =>
      files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1024,
  };
}

/** Modules only staff download: the staff pages and their guard. */
export const STAFF_MODULE =
  /^web\/src\/(?:routes\/(?:admins|agents|leads|verification|accounts)\/|lib\/session\/RequireRole\.tsx)/;

/**
 * The Spanish catalog's own words, to look for in an English page's scripts: each one-line translation that differs
 * from its English and has no placeholder.
 */
export function spanishTexts(root: string): string[] {
  const po = readFileSync(join(root, 'web/src/locales/es/messages.po'), 'utf8');
  return [...po.matchAll(/^msgid "(.+)"\nmsgstr "(.+)"$/gm)]
    .filter(([, english, spanish]) => spanish !== english && spanish.length >= 12 && !/[{<\\]/.test(spanish))
    .map(([, , spanish]) => spanish);
}
