// The stylesheets of a server-rendered page's own routes, from the client build's manifest
// (web/dist/.vite/manifest.json; web/src/router.tsx names each page's module). Linked from the page's head, they
// apply before its first paint: a stylesheet the app adds while it starts restyles the whole page on a phone's main
// thread, and a renter without JavaScript would never get it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Reads the manifest once; a page's routes always need the same files, so each set is worked out once. */
export function pageStylesheets(distDir: string): (modules: readonly string[]) => readonly string[] {
  const file = path.join(distDir, '.vite/manifest.json');
  let manifest: Record<string, ManifestChunk> | undefined;
  const known = new Map<string, string[]>();
  return (modules) => {
    const key = modules.join('\n');
    const found = known.get(key);
    if (found) return found;
    manifest ??= existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
    const chunks = manifest;
    const seen = new Set<string>();
    const sheets = new Set<string>();
    const visit = (id: string) => {
      const chunk = chunks[id];
      if (seen.has(id) || !chunk) return;
      seen.add(id);
      for (const sheet of chunk.css ?? []) sheets.add(`/${sheet}`);
      chunk.imports?.forEach(visit);
    };
    modules.forEach(visit);
    const hrefs = [...sheets];
    known.set(key, hrefs);
    return hrefs;
  };
}
