// One display name for renters (docs/contract.md "Beyond docs/product.md (decided for the next capabilities)"):
// renters reach a property through the locator, so every text they read names it by its code; only an 'xxx-' code
// shows the property's name (docs/product.md section 2, Search). Agents' shortlists and staff pages and e-mails keep
// the real name.

/** docs/product.md section 2 (Search): a code following the 'xxx-' pattern shows the apartment's name. */
export const showsName = (apartment: { code: string }): boolean => /^xxx-/i.test(apartment.code);

/** docs/product.md section 2 (Search): the code, or the apartment's name when the code follows the 'xxx-' pattern. */
export function displayName(apartment: { code: string; name: string }): string {
  return showsName(apartment) ? apartment.name : apartment.code;
}

/** `words` as a whole-word pattern in any case: 'Oak' in 'Oakwood' is another word. */
const wholeWords = (words: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'giu');

/**
 * An admin's own words about a listing (its description, a photo's alt text, a special) as renters read them: where
 * the name is not shown, each mention of the property's name becomes its display name; each mention of its street
 * address, which only staff read (docs/contract.md "Where an apartment is"), becomes its area. Names and streets
 * spelled otherwise in the text ("the Pearl" for "Pearl Lofts") are the admin's to avoid.
 */
export function renterText(
  apartment: { code: string; name: string; street?: string | null; location?: readonly string[] },
  text: string,
): string {
  let shown = text;
  const name = apartment.name.trim();
  if (name && !showsName(apartment)) shown = shown.replace(wholeWords(name), () => apartment.code);
  const street = apartment.street?.trim();
  if (street) shown = shown.replace(wholeWords(street), () => apartment.location?.[0] ?? 'San Antonio');
  return shown;
}
