// Fetching an outside image an admin linked (docs/contract.md "Where an apartment is"), safely against server-side
// request forgery: the link is the admin's, but the request leaves from inside our network. Only http and https;
// every address a host name resolves to must be public (checked on the resolved address, so DNS cannot point a
// public name at an intranet host), again on each of at most 3 redirects; at most 10 MB within 10 seconds; and the
// bytes must decode as a JPEG, PNG or WebP image. IMAGE_FETCH_ALLOW_HOSTS names the only exceptions.
import sharp from 'sharp';
import net from 'node:net';
import { guardedGet, isPublicAddress } from './outside-request.js';
import { MAX_INPUT_PIXELS } from './uploads.js';

export const IMAGE_FETCH_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;
export const IMAGE_FETCH_MAX_REDIRECTS = 3;
export const IMPORTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type ImportedImageFormat = (typeof IMPORTED_IMAGE_FORMATS)[number];

/** Why a fetch failed, in words an admin reads after "We could not copy the image from <host>: ". */
export const IMAGE_FETCH_REASONS = {
  notPublic: 'its address is not public',
  redirectNotPublic: 'it redirects to an address that is not public',
  redirectScheme: 'it redirects to a link that is not http or https',
  tooManyRedirects: `it redirects more than ${IMAGE_FETCH_MAX_REDIRECTS} times`,
  tooLarge: `the image is larger than ${IMAGE_FETCH_MAX_BYTES / 1024 / 1024} MB`,
  notAnImage: 'it is not a JPEG, PNG or WebP image',
  timeout: `it did not arrive within ${IMAGE_FETCH_TIMEOUT_MS / 1000} seconds`,
  unresolved: 'the host name does not exist',
  unreachable: 'the host could not be reached',
  ftp: 'ftp links are not copied; upload the picture or give its http(s) link',
} as const;

/** A failed fetch: `permanent` when trying again cannot help (a 404, a private address, not an image). */
export class ImageFetchError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface ImageFetchOptions {
  /** IMAGE_FETCH_ALLOW_HOSTS (config.ts): host names or addresses fetched despite a private address. */
  allowHosts: readonly string[];
}

export interface FetchedImage {
  bytes: Buffer;
  format: ImportedImageFormat;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

interface Answer {
  status: number;
  location?: string;
  bytes?: Buffer;
}

/** One request, its body read up to the limit; no redirect followed. */
async function requestOnce(url: URL, allowed: boolean, signal: AbortSignal): Promise<Answer> {
  const response = await guardedGet(url, {
    allowed,
    signal,
    headers: { accept: 'image/jpeg, image/png, image/webp', 'user-agent': 'SATX-Apartment-Locators image import' },
  });
  const status = response.statusCode ?? 0;
  if (status >= 300 && status < 400 && response.headers.location) {
    response.resume();
    return { status, location: response.headers.location };
  }
  if (status < 200 || status >= 300) {
    response.resume();
    return { status };
  }
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > IMAGE_FETCH_MAX_BYTES) {
    response.destroy();
    throw new ImageFetchError(IMAGE_FETCH_REASONS.tooLarge, true);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > IMAGE_FETCH_MAX_BYTES) {
      response.destroy();
      throw new ImageFetchError(IMAGE_FETCH_REASONS.tooLarge, true);
    }
    chunks.push(chunk);
  }
  return { status, bytes: Buffer.concat(chunks) };
}

/** A network error in the admin's words; a host that does not resolve or is private will not change by retrying. */
function reasonOf(error: unknown, redirected: boolean): ImageFetchError {
  if (error instanceof ImageFetchError) return error;
  const code = (error as { code?: string; name?: string }).code ?? (error as { name?: string }).name;
  if (code === 'ENOTPUBLIC')
    return new ImageFetchError(
      redirected ? IMAGE_FETCH_REASONS.redirectNotPublic : IMAGE_FETCH_REASONS.notPublic,
      true,
    );
  if (code === 'ENOTFOUND') return new ImageFetchError(IMAGE_FETCH_REASONS.unresolved, true);
  if (code === 'ABORT_ERR' || code === 'AbortError') return new ImageFetchError(IMAGE_FETCH_REASONS.timeout, false);
  return new ImageFetchError(IMAGE_FETCH_REASONS.unreachable, false);
}

/** Fetches `link` under the rules above; throws ImageFetchError with the admin's reason. */
export async function fetchOutsideImage(link: string, options: ImageFetchOptions): Promise<FetchedImage> {
  const allowHosts = new Set(options.allowHosts.map((host) => host.toLowerCase()));
  const signal = AbortSignal.timeout(IMAGE_FETCH_TIMEOUT_MS);
  let url = new URL(link);
  if (url.protocol === 'ftp:') throw new ImageFetchError(IMAGE_FETCH_REASONS.ftp, true);
  for (let redirects = 0; ; redirects += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new ImageFetchError(IMAGE_FETCH_REASONS.redirectScheme, true);
    const host = hostOf(url);
    const allowed = allowHosts.has(host);
    // An address written in the link is never looked up, so it is checked here.
    if (net.isIP(host) && !allowed && !isPublicAddress(host))
      throw new ImageFetchError(
        redirects > 0 ? IMAGE_FETCH_REASONS.redirectNotPublic : IMAGE_FETCH_REASONS.notPublic,
        true,
      );
    let answer: Answer;
    try {
      answer = await requestOnce(url, allowed, signal);
    } catch (error) {
      throw reasonOf(
        signal.aborted ? Object.assign(new Error('timeout'), { code: 'ABORT_ERR' }) : error,
        redirects > 0,
      );
    }
    if (answer.location !== undefined) {
      if (redirects >= IMAGE_FETCH_MAX_REDIRECTS) throw new ImageFetchError(IMAGE_FETCH_REASONS.tooManyRedirects, true);
      url = new URL(answer.location, url);
      continue;
    }
    if (!answer.bytes) {
      // The status alone, as the admin would see it in a browser ("404"); a server error or a rate limit may pass.
      const transient = answer.status >= 500 || answer.status === 408 || answer.status === 429;
      throw new ImageFetchError(String(answer.status), !transient);
    }
    const format = await sharp(answer.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .metadata()
      .then(
        (metadata) => metadata.format,
        () => undefined,
      );
    if (!IMPORTED_IMAGE_FORMATS.includes(format as ImportedImageFormat))
      throw new ImageFetchError(IMAGE_FETCH_REASONS.notAnImage, true);
    return { bytes: answer.bytes, format: format as ImportedImageFormat };
  }
}
