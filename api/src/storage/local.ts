import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../errors.js';
import { STORED_IMAGE_KEY_PATTERN } from '../domain/index.js';
import { storedKeyOf } from './keys.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.js';
import type { Storage } from './storage.js';

const UPLOAD_LINK_USED = 'This upload link was already used.';

export const UPLOADS_PREFIX = '/uploads/';

/** `siteOrigin`: where this site is served (config.origin), so that its absolute /uploads/ URLs count as well. */
export function localStorage(dataDir: string, siteOrigin?: string): Storage {
  const root = path.resolve(dataDir, 'uploads');
  const fileFor = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes the uploads folder: ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = fileFor(key);
      // Private whatever the process umask (storage/private-files.ts).
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      // 'wx': a key is written once; a second PUT to the same presigned URL cannot replace the image.
      await writeFile(file, body, { flag: 'wx', mode: PRIVATE_FILE_MODE }).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? new AppError('CONFLICT', UPLOAD_LINK_USED) : error;
      });
      return `${UPLOADS_PREFIX}${key}`;
    },
    keyOf: (url) => storedKeyOf(url, siteOrigin ? [`${siteOrigin}${UPLOADS_PREFIX}`] : []),
    exists: (key) =>
      STORED_IMAGE_KEY_PATTERN.test(key)
        ? stat(fileFor(key)).then(
            (file) => file.isFile(),
            () => false,
          )
        : Promise.resolve(false),
    async remove(keys) {
      await Promise.all(
        keys.filter((key) => STORED_IMAGE_KEY_PATTERN.test(key)).map((key) => rm(fileFor(key), { force: true })),
      );
    },
  };
}

/** Types of the files this storage holds: uploads are JPEG, the demo pictures SVG. */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** Lists and reads the stored files, for backups. */
export function localInventory(dataDir: string) {
  const root = path.resolve(dataDir, 'uploads');
  return {
    async *keys(): AsyncIterable<string> {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      const files = entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
      yield* files.sort();
    },
    async get(key: string) {
      const file = path.resolve(root, key);
      if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes the uploads folder: ${key}`);
      const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      return { body: new Uint8Array(await readFile(file)), contentType };
    },
  };
}
