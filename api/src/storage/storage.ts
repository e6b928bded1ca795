// Where images live (docs/contract.md): files under DATA_DIR served at /uploads/..., or an S3-compatible bucket.
export interface Storage {
  /** Stores bytes under `key` and answers the URL the site shows. */
  put(key: string, body: Uint8Array, contentType: string): Promise<string>;
  /**
   * The stored key an image URL resolves to (storage/keys.ts), or undefined when the URL is not one of this
   * storage's images: what the cleanup of unused images compares, never the URL strings.
   */
  keyOf(url: string): string | undefined;
  /** Whether an object is stored under this key (a photo's path must name a file that exists). */
  exists(key: string): Promise<boolean>;
  /** Removes these stored objects (keys as `keyOf` answers them). */
  remove(keys: string[]): Promise<void>;
}

/** A storage the app runs on, with what serving, backups and shutdown need beside the images themselves. */
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
