// Images this site stores itself (api/src/storage) and the /uploads/ paths they are served at. Only keys of these
// shapes exist: an upload's random key (services/uploads.ts) and the demo pictures. A path in any other spelling
// ("./", "..", "//", "%2F", a backslash) may resolve to the same file in storage while comparing as another
// string, so a listing could make the cleanup of unused images delete a picture other listings still show.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = `floorplans/[a-z0-9-]{1,40}/[A-Za-z]{1,20}/${UUID}\\.jpg|demo/(?:building|floorplan)-[1-9]\\d{0,3}\\.svg`;

/** Where stored images are served on this origin. */
export const STORED_IMAGE_PATH = '/uploads/';
/** A stored image's key, exactly as the storage wrote it. */
export const STORED_IMAGE_KEY_PATTERN = new RegExp(`^(?:${KEY})$`);
/** The URL of a stored image on this origin: /uploads/<key>, in its one canonical spelling. */
export const STORED_IMAGE_URL_PATTERN = new RegExp(`^/uploads/(?:${KEY})$`);
export const STORED_IMAGE_MESSAGE = 'Not an image stored by this site: use the s3Url the upload answered';
