// Images this site stores itself (api/src/storage) and the /uploads/ paths they are served at. Only keys of these
// shapes exist: an upload's random key (services/uploads.ts) and the demo pictures. A path in any other spelling
// ("./", "..", "//", "%2F", a backslash) may resolve to the same file in storage while comparing as another
// string, so a listing could make the cleanup of unused images delete a picture other listings still show.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A floorplan image (`floorplans/<code>/<type>/<id>`) or a building photo (`photos/<code>/<id>`). */
const UPLOAD = `(?:floorplans/[a-z0-9-]{1,40}/[A-Za-z]{1,20}|photos/[a-z0-9-]{1,40})/${UUID}`;
/** Each upload's smaller copies: the width in pixels and the format are in the name (`imageVariantKey`). */
export const IMAGE_VARIANT_WIDTHS = [100, 400, 960] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
export type ImageVariantFormat = 'webp' | 'jpg';
const KEY = `${UPLOAD}(?:\\.w(?:${IMAGE_VARIANT_WIDTHS.join('|')})\\.(?:webp|jpg)|\\.jpg)|demo/(?:building|floorplan)-[1-9]\\d{0,3}\\.svg`;

/** Where stored images are served on this origin. */
export const STORED_IMAGE_PATH = '/uploads/';
/** A stored image's key, exactly as the storage wrote it. */
export const STORED_IMAGE_KEY_PATTERN = new RegExp(`^(?:${KEY})$`);
/** The URL of a stored image on this origin: /uploads/<key>, in its one canonical spelling. */
export const STORED_IMAGE_URL_PATTERN = new RegExp(`^/uploads/(?:${KEY})$`);
export const STORED_IMAGE_MESSAGE = 'Not an image stored by this site: use the s3Url the upload answered';

/** docs/product.md section 5: an ftp/http/https URL with no spaces. */
export const IMAGE_URL_PATTERN = /^(ftp|http|https):\/\/[^ "]+$/;

/**
 * An image this site stores, as the Image URL may also name it: its key (`photos/...`) or its /uploads/ path, in the
 * one canonical spelling (what an upload answers).
 */
export const BUILDING_IMAGE_PATTERN = new RegExp(`^(?:/uploads/)?(?:${KEY})$`);

/**
 * docs/product.md section 5, the Image URL of the Add and Edit forms, word for word: required ('Image URL is
 * required') and an ftp/http/https URL without spaces ('Invalid URL format'); besides, an image this site stores.
 * A path on this site spelled other than canonically is refused as not stored (see above). An outside URL is
 * accepted and copied into our storage (docs/contract.md "Where an apartment is"). Answers the message, or null.
 */
export function imageUrlError(
  value: string,
  messages: { imageRequired: string; imageFormat: string },
  options: { optional?: boolean } = {},
): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return options.optional ? null : messages.imageRequired;
  if (BUILDING_IMAGE_PATTERN.test(trimmed) || IMAGE_URL_PATTERN.test(trimmed)) return null;
  return trimmed.startsWith('/') ? STORED_IMAGE_MESSAGE : messages.imageFormat;
}

/** The /uploads/ path of a building image given as a key or as the path. */
export const buildingImagePath = (value: string) =>
  value.startsWith(STORED_IMAGE_PATH) ? value : `${STORED_IMAGE_PATH}${value}`;

const UPLOAD_URL_END = new RegExp(`/${UPLOAD}\\.jpg$`);

/** The key (or URL) of an upload's copy `width` pixels wide in `format`: `<upload>.w400.webp`. */
export const imageVariantKey = (upload: string, width: ImageVariantWidth, format: ImageVariantFormat) =>
  `${upload.slice(0, -'.jpg'.length)}.w${width}.${format}`;

/**
 * The smaller copies of an uploaded JPEG, for `srcset` (a URL ending in an upload's key, on this origin or the
 * bucket's); null for any other picture (the demo's SVGs, an address typed in by hand), which has none.
 */
export function imageVariants(url: string): Record<ImageVariantFormat, string> | null {
  if (url.length > 2_048 || !UPLOAD_URL_END.test(url)) return null;
  const set = (format: ImageVariantFormat) =>
    IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantKey(url, width, format)} ${width}w`).join(', ');
  return { webp: set('webp'), jpg: set('jpg') };
}
