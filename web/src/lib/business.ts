// SPEC.md section 1: the public business details shown by the footer, the contact fallbacks and the
// pages whose third party is not configured. One module, so a change of number or address is one edit.
export const BUSINESS = {
  name: 'SATX Apartment Locators',
  affiliation: 'SATX Apartment Locators is an affiliated real-estate business of Alamo City Realty Group, LLC.',
  street: '8918 Tesoro Dr, Suite 400',
  city: 'San Antonio, TX 78217',
  phoneDisplay: '(210) 555-0142',
  phoneHref: 'tel:+12105550142',
  email: 'sales@satxapartmentlocators.com',
  legalNotices: [
    { label: 'Information About Brokerage Services', href: 'https://www.trec.texas.gov/forms/information-about-brokerage-services' },
    { label: 'Consumer Protection Notice', href: 'https://www.trec.texas.gov/forms/consumer-protection-notice' },
  ],
  /** The fixed product source label the lead-form embed carries (SPEC.md section 7). */
  leadSource: 'SATX Apartment Locators website',
} as const;

export const DISCLAIMER =
  'Rates, specials and availability change daily. Please contact our agents for the latest information.';
