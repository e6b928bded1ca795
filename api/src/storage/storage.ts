// Where images live (docs/contract.md): files under DATA_DIR served at /uploads/..., or an S3-compatible bucket.
export interface Storage {
  /** Stores bytes under `key` and answers the URL the site shows. */
  put(key: string, body: Uint8Array, contentType: string): Promise<string>;
  /**
   * The stored key an image URL resolves to (storage/keys.ts), or undefined when the URL is not one of this
   * storage's images: what the cleanup of unused images compares, never the URL strings.
   */
  keyOf(url: string): string | undefined;
  /** Removes these stored objects (keys as `keyOf` answers them). */
  remove(keys: string[]): Promise<void>;
}
