// Fetching an outside image an admin linked (docs/contract.md "Where an apartment is"), safely against server-side
// request forgery: the link is the admin's, but the request leaves from inside our network. Only http and https;
// every address a host name resolves to must be public (checked on the resolved address, so DNS cannot point a
// public name at an intranet host), again on each of at most 3 redirects; at most 10 MB within 10 seconds; and the
// bytes must decode as a JPEG, PNG or WebP image. IMAGE_FETCH_ALLOW_HOSTS names the only exceptions.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import sharp from 'sharp';
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

/**
 * Addresses no image import may reach: this host, private networks, link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, multicast, documentation and reserved ranges (IANA special-purpose registries), and the IPv6
 * forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo), which could name any of those.
 */
const NOT_PUBLIC = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
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

/** The resolver every connection uses (image imports and feed pulls): it refuses a host any of whose addresses is not public. */
export function guardedLookup(allowed: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      const reply = callback;
      if (error) return reply(error, '', 0);
      if (addresses.length === 0) return reply(Object.assign(new Error(hostname), { code: 'ENOTFOUND' }), '', 0);
      if (!allowed && addresses.some((entry) => !isPublicAddress(entry.address)))
        return reply(Object.assign(new Error(hostname), { code: 'ENOTPUBLIC' }), '', 0);
      if (options.all) return reply(null, addresses);
      return reply(null, addresses[0].address, addresses[0].family);
    });
  };
}

interface Answer {
  status: number;
  location?: string;
  bytes?: Buffer;
}

/** One request, its body read up to the limit; no redirect followed. */
function requestOnce(url: URL, allowed: boolean, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        // A fresh connection per request: a pooled one would skip the address check of this request's lookup.
        agent: false,
        lookup: guardedLookup(allowed),
        signal,
        headers: { accept: 'image/jpeg, image/png, image/webp', 'user-agent': 'SATX-Apartment-Locators image import' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ status, location: response.headers.location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return resolve({ status });
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > IMAGE_FETCH_MAX_BYTES) {
          response.destroy();
          return reject(new ImageFetchError(IMAGE_FETCH_REASONS.tooLarge, true));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > IMAGE_FETCH_MAX_BYTES) {
            response.destroy();
            reject(new ImageFetchError(IMAGE_FETCH_REASONS.tooLarge, true));
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, bytes: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
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
