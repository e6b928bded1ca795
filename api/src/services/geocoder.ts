// Finding an address on the map for the listing editor (docs/contract.md "Where an apartment is"): the server asks
// the operator's own geocoder (GEOCODER_URL, a Nominatim- or Pelias-compatible search endpoint), so no page ever
// depends on a third party's host. The answer is checked, and only points inside the San Antonio metro area, where
// every listing must lie, are offered. A slow, failing or strange geocoder is told to the admin in words, who can
// still place the pin by hand.
import { z } from 'zod';
import { insideMetro, SAN_ANTONIO_METRO, type GeoPoint } from '../domain/geo.js';
import { AppError, badInput } from '../errors.js';

export const GEOCODER_TIMEOUT_MS = 5_000;
export const GEOCODER_MAX_BYTES = 1024 * 1024;
/** At most this many places are offered to pick from. */
export const GEOCODER_MAX_CANDIDATES = 5;

export interface GeocodeCandidate extends GeoPoint {
  label: string;
}

export interface AddressQuery {
  street: string;
  city: string;
  /** Texas only: 'TX' when given. */
  state?: string | null;
  zip?: string | null;
}

const BY_HAND = 'Place the pin by hand, or try again later.';
export const GEOCODER_MESSAGES = {
  notConfigured: 'No geocoder is configured (GEOCODER_URL). Place the pin by hand.',
  timeout: `The geocoder did not answer within ${GEOCODER_TIMEOUT_MS / 1000} seconds. ${BY_HAND}`,
  unreachable: `The geocoder could not be reached. ${BY_HAND}`,
  status: (status: number) => `The geocoder answered with an error (HTTP ${status}). ${BY_HAND}`,
  tooLarge: `The geocoder's answer was larger than ${GEOCODER_MAX_BYTES / 1024 / 1024} MB. ${BY_HAND}`,
  notUnderstood: `The geocoder's answer was not a Nominatim or Pelias search result. ${BY_HAND}`,
  street: 'Street is required to find an address',
  city: 'City is required to find an address',
  state: "State must be 'TX'",
  zip: 'ZIP must be five digits',
} as const;

const coordinate = z.coerce.number().refine(Number.isFinite);

/** Nominatim's /search?format=jsonv2: an array of places, coordinates as decimal strings. */
const NominatimAnswer = z.array(
  z.object({ lat: coordinate, lon: coordinate, display_name: z.string().max(1000) }).loose(),
);

/** Pelias's /v1/search: a GeoJSON FeatureCollection of points, [longitude, latitude]. */
const PeliasAnswer = z
  .object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z
        .object({
          geometry: z.object({
            type: z.literal('Point'),
            coordinates: z.tuple([z.number(), z.number()]).rest(z.number()),
          }),
          properties: z.object({ label: z.string().max(1000) }).loose(),
        })
        .loose(),
    ),
  })
  .loose();

/** Pelias serves its search at /v1/search; any other path is asked as Nominatim is. */
const isPelias = (url: URL) => /\/v1\/search\/?$/.test(url.pathname);

/** The search URL for `text`: the operator's endpoint with the query, limited to the metro box where it can be. */
export function geocoderRequestUrl(endpoint: string, text: string): URL {
  const url = new URL(endpoint);
  const { west, south, east, north } = SAN_ANTONIO_METRO;
  const params: Record<string, string> = isPelias(url)
    ? {
        text,
        size: String(GEOCODER_MAX_CANDIDATES),
        'boundary.rect.min_lon': String(west),
        'boundary.rect.min_lat': String(south),
        'boundary.rect.max_lon': String(east),
        'boundary.rect.max_lat': String(north),
      }
    : {
        q: text,
        format: 'jsonv2',
        limit: String(GEOCODER_MAX_CANDIDATES),
        countrycodes: 'us',
        viewbox: `${west},${north},${east},${south}`,
        bounded: '1',
      };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

/** The places in a geocoder's answer, whichever of the two shapes it has; null when it has neither. */
export function candidatesOf(answer: unknown): GeocodeCandidate[] | null {
  const nominatim = NominatimAnswer.safeParse(answer);
  if (nominatim.success)
    return nominatim.data.map((place) => ({ label: place.display_name, latitude: place.lat, longitude: place.lon }));
  const pelias = PeliasAnswer.safeParse(answer);
  if (pelias.success)
    return pelias.data.features.map((feature) => ({
      label: feature.properties.label,
      latitude: feature.geometry.coordinates[1],
      longitude: feature.geometry.coordinates[0],
    }));
  return null;
}

const unavailable = (message: string) => new AppError('UNAVAILABLE', message);

/** The body as text, refused past GEOCODER_MAX_BYTES without reading the rest. */
async function limitedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > GEOCODER_MAX_BYTES) throw unavailable(GEOCODER_MESSAGES.tooLarge);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > GEOCODER_MAX_BYTES) {
      await reader.cancel();
      throw unavailable(GEOCODER_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The places the operator's geocoder finds for a street address in Texas, inside the metro area, best first; an
 * empty list when it finds none there. Throws an UNAVAILABLE AppError with the admin's words when it fails.
 */
export async function geocodeAddress(
  endpoint: string | undefined,
  address: AddressQuery,
  options: { timeoutMs?: number } = {},
): Promise<GeocodeCandidate[]> {
  if (!endpoint) throw unavailable(GEOCODER_MESSAGES.notConfigured);
  const street = address.street.trim();
  const city = address.city.trim();
  const zip = address.zip?.trim() ?? '';
  const errors: Record<string, string> = {};
  if (!street) errors.street = GEOCODER_MESSAGES.street;
  if (!city) errors.city = GEOCODER_MESSAGES.city;
  if (address.state && address.state.trim().toUpperCase() !== 'TX') errors.state = GEOCODER_MESSAGES.state;
  if (zip && !/^\d{5}$/.test(zip)) errors.zip = GEOCODER_MESSAGES.zip;
  if (Object.keys(errors).length > 0) throw badInput(Object.values(errors).join('; '), errors);
  const text = [street, city, zip ? `TX ${zip}` : 'TX'].join(', ');

  const signal = AbortSignal.timeout(options.timeoutMs ?? GEOCODER_TIMEOUT_MS);
  let body: string;
  try {
    const response = await fetch(geocoderRequestUrl(endpoint, text), {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw unavailable(GEOCODER_MESSAGES.status(response.status));
    }
    body = await limitedText(response);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (signal.aborted) throw unavailable(GEOCODER_MESSAGES.timeout);
    throw unavailable(GEOCODER_MESSAGES.unreachable);
  }
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    throw unavailable(GEOCODER_MESSAGES.notUnderstood);
  }
  const candidates = candidatesOf(answer);
  if (!candidates) throw unavailable(GEOCODER_MESSAGES.notUnderstood);
  return candidates.filter(insideMetro).slice(0, GEOCODER_MAX_CANDIDATES);
}
