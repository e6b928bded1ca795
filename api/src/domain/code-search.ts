import { MIN_CODE_SEARCH_LENGTH } from './constants.js';

/** The longest code a search may ask for: as long as an apartment's code may be (its column holds 100). */
export const CODE_SEARCH_MAX_LENGTH = 100;

/**
 * docs/product.md section 5 (Code search): the code to search for, or null when the text must not trigger a search
 * (shorter than 3 after trimming, exactly 'xxx', or starting with 'xxx-', case-insensitively).
 */
export function searchableCode(text: string | null | undefined): string | null {
  const code = (text ?? '').trim();
  if (code.length < MIN_CODE_SEARCH_LENGTH) return null;
  const lower = code.toLowerCase();
  if (lower === 'xxx' || lower.startsWith('xxx-')) return null;
  return code;
}
