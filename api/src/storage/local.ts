import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage.js';

export const UPLOADS_PREFIX = '/uploads/';

export function localStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, 'uploads');
  const fileFor = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes the uploads folder: ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return `${UPLOADS_PREFIX}${key}`;
    },
    async removeUrls(urls) {
      const keys = urls.filter((url) => url.startsWith(UPLOADS_PREFIX)).map((url) => url.slice(UPLOADS_PREFIX.length));
      await Promise.all(keys.map((key) => rm(fileFor(key), { force: true })));
    },
  };
}
