// One factory, so storage is chosen in one place: files under DATA_DIR by default, an S3-compatible bucket when
// S3_BUCKET is set.
import type { Config } from '../config.js';
import { localInventory, localStorage, UPLOADS_PREFIX } from './local.js';
import { s3Storage } from './s3.js';
import type { AppStorage } from './storage.js';

export type { AppStorage };

export function localAppStorage(dataDir: string, siteOrigin?: string): AppStorage {
  return {
    ...localStorage(dataDir, siteOrigin),
    ...localInventory(dataDir),
    kind: 'local',
    urlFor: (key) => `${UPLOADS_PREFIX}${key}`,
  };
}

export function createStorage(config: Pick<Config, 'dataDir' | 's3' | 'origin'>): AppStorage {
  return config.s3 ? s3Storage(config.s3, config.origin) : localAppStorage(config.dataDir, config.origin);
}
