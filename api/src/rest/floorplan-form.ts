// docs/product.md section 7's floorplan PATCH: a multipart form with totalFloorplans, modelDetails[video],
// details[minPrice|maxPrice|minSqft|maxSqft] and imageUrls as JSON text, or the same as JSON in the shape of
// docs/product.md section 3 (details {…}, modelDetails {video}). Both become the service's flat input; unknown
// fields pass through so that the service refuses them by name.
import { badInput } from '../errors.js';

const FORM_NAMES: Record<string, string> = {
  totalFloorplans: 'totalFloorplans',
  'modelDetails[video]': 'video',
  'details[minPrice]': 'minPrice',
  'details[maxPrice]': 'maxPrice',
  'details[minSqft]': 'minSqft',
  'details[maxSqft]': 'maxSqft',
  imageUrls: 'imageUrls',
};

function imageList(value: string | string[]): unknown {
  if (Array.isArray(value)) return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badInput('imageUrls must be a JSON list of image URLs', {
      imageUrls: 'imageUrls must be a JSON list of image URLs',
    });
  }
}

export function floorplanFormInput(fields: Record<string, string | string[]>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const field = FORM_NAMES[name] ?? name;
    if (field === 'imageUrls') input.imageUrls = imageList(value);
    else if (Array.isArray(value))
      throw badInput(`${name} is given more than once`, { [field]: 'Given more than once' });
    // Number fields stay text: the service reads them by the same rule table as the browser form.
    else input[field] = value;
  }
  return input;
}

export function floorplanJsonInput(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { details, modelDetails, ...rest } = body as Record<string, unknown>;
  const nested = (value: unknown, name: string): Record<string, unknown> => {
    if (value === undefined || value === null) return {};
    if (typeof value !== 'object' || Array.isArray(value))
      throw badInput(`${name} must be an object`, { [name]: `${name} must be an object` });
    return value as Record<string, unknown>;
  };
  return { ...rest, ...nested(details, 'details'), ...nested(modelDetails, 'modelDetails') };
}
