// Where images live (CONTRACT.md): files under DATA_DIR served at /uploads/..., or an S3-compatible bucket.
export interface Storage {
  /** Stores bytes under `key` and answers the URL the site shows. */
  put(key: string, body: Uint8Array, contentType: string): Promise<string>;
  /** Removes the objects behind these public URLs; URLs this storage does not own are left alone. */
  removeUrls(urls: string[]): Promise<void>;
}
