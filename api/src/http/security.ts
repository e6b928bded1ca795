// Security headers for every answer, with a Content-Security-Policy the built app passes: scripts only from
// this origin (and the third parties a deployment configures), no inline script, frames only for the
// configured lead and rental forms.
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

function origins(urls: (string | undefined)[]): string[] {
  return [...new Set(urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin))];
}

export function securityHeaders(config: Config) {
  const { schedulingUrl, leadFormUrl, rentalFormUrl, adsConversionId } = config.thirdParty;
  const scriptHosts = origins([schedulingUrl, leadFormUrl, rentalFormUrl]);
  const adsHosts = adsConversionId
    ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://googleads.g.doubleclick.net']
    : [];
  const frameHosts = origins([schedulingUrl, leadFormUrl, rentalFormUrl]);
  const imageHosts = origins([config.s3?.publicUrl]);
  // The map reads a MAP_TILES archive on another host with range requests (http/map.ts).
  const tileHosts = origins([config.mapTiles?.kind === 'url' ? config.mapTiles.url : undefined]);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHosts, ...adsHosts],
      // React and Radix set style attributes; no script runs from them.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Admins may point an apartment's image at any https address (docs/product.md section 5, Image URL).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imageHosts],
      mediaSrc: ["'self'", 'https:'],
      connectSrc: ["'self'", ...imageHosts, ...adsHosts, ...tileHosts],
      frameSrc: frameHosts.length > 0 ? frameHosts : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...frameHosts],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: config.production ? 'max-age=15552000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
  });
}

/** Request bodies larger than this are refused with 413 before they are read whole. */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

export function jsonBodyLimit(maxSize = JSON_BODY_LIMIT_BYTES) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${Math.round(maxSize / 1024)} kB.`);
    },
  });
}
