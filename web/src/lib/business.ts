// docs/product.md section 1: the public business details shown by the footer, the contact fallbacks and the
// pages whose third party is not configured. The details themselves are the API's (domain SITE, also served
// as GraphQL siteConfig), so the page and the server never disagree; this adds the web's presentation.
import { SITE } from './domain';

// Two address lines: the street (with suite) and the city line.
const cityAt = SITE.address.indexOf(', San Antonio');
const street = cityAt > 0 ? SITE.address.slice(0, cityAt) : SITE.address;
const city = cityAt > 0 ? SITE.address.slice(cityAt + 2) : '';

export const BUSINESS = {
  name: SITE.name,
  affiliation: `${SITE.legalName}.`,
  street,
  city,
  phoneDisplay: SITE.phone,
  phoneHref: SITE.phoneHref,
  email: SITE.email,
  // The Texas Real Estate Commission's wording, exactly, on every page and in both languages (docs/contract.md
  // "Spanish pages").
  legalNotices: [
    {
      label: 'Texas Real Estate Commission Information About Brokerage Services',
      href: 'https://www.trec.texas.gov/forms/information-about-brokerage-services',
    },
    {
      label: 'Texas Real Estate Commission Consumer Protection Notice',
      href: 'https://www.trec.texas.gov/forms/consumer-protection-notice',
    },
  ],
  /** The fixed product source label the lead-form embed carries (docs/product.md section 7). */
  leadSource: 'SATX Apartment Locators website',
} as const;

export const DISCLAIMER =
  'Rates, specials and availability change daily. Please contact our agents for the latest information.';

/** An embedded form's address with the product's source label and the referring page (docs/product.md section 7). */
export function leadFormSrc(formUrl: URL, referrer: string): string {
  const url = new URL(formUrl.href);
  url.searchParams.set('source', BUSINESS.leadSource);
  url.searchParams.set('referrer', referrer);
  return url.href;
}
