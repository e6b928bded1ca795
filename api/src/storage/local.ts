import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../errors.js';
import type { Storage } from './storage.js';

const UPLOAD_LINK_USED = 'This upload link was already used.';

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
      // 'wx': a key is written once; a second PUT to the same presigned URL cannot replace the image.
      await writeFile(file, body, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? new AppError('CONFLICT', UPLOAD_LINK_USED) : error;
      });
      return `${UPLOADS_PREFIX}${key}`;
    },
    async removeUrls(urls) {
      const keys = urls.filter((url) => url.startsWith(UPLOADS_PREFIX)).map((url) => url.slice(UPLOADS_PREFIX.length));
      await Promise.all(keys.map((key) => rm(fileFor(key), { force: true })));
    },
  };
}
