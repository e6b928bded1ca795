// The business details the footer, contact fallbacks and GraphQL `siteConfig` show (docs/product.md section 1).
export const SITE = {
  name: 'SATX Apartment Locators',
  legalName: 'SATX Apartment Locators, an affiliated real-estate business',
  address: '1100 NW Loop 410, Suite 700, San Antonio, TX 78213',
  email: 'sales@satxapartmentlocators.com',
  phone: '(210) 555-0142',
  phoneHref: 'tel:+12105550142',
} as const;
