// One factory, so storage is chosen in one place: files under DATA_DIR by default, an S3-compatible bucket when
// S3_BUCKET is set.
import type { Config } from '../config.js';
import { localInventory, localStorage, UPLOADS_PREFIX } from './local.js';
import { s3Storage } from './s3.js';
import type { Storage } from './storage.js';

export interface AppStorage extends Storage {
  kind: 'local' | 's3';
  /** The URL a stored key is shown at (the presigned-URL answer's s3Url). */
  urlFor(key: string): string;
  /** Where a GET of /uploads/<key> is sent; absent when this server serves the file itself. */
  readUrl?(key: string): Promise<string>;
  close?(): Promise<void>;
  /** Every stored key, for backups (`npm run backup`). */
  keys(): AsyncIterable<string>;
  /** A stored object's bytes and type, for backups. */
  get(key: string): Promise<{ body: Uint8Array; contentType: string }>;
}

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
