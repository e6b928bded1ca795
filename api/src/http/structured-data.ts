// Schema.org descriptions (JSON-LD) that search engines read from the pages: the business (docs/product.md section 1:
// address, phone, hours), each apartment with its floorplans, and the breadcrumbs that lead to it. Typed with
// schema-dts so a misspelt property fails the type check instead of being ignored by the crawler.
import type { ApartmentComplex, BreadcrumbList, FloorPlan, RealEstateAgent, WithContext } from 'schema-dts';
import {
  displayName,
  FLOORPLAN_TYPE_LABELS,
  isVerificationStale,
  localizedPath,
  rentDollars,
  renterText,
  SITE,
  type Locale,
} from '../domain/index.js';
import { MAIL_TEXTS } from '../domain/mail-texts.js';
import { showsExactPoint } from '../domain/geo.js';
import { cardImageOf, type ApartmentWithFloorplans, type CatalogApartment } from '../catalog/rows.js';

type Floorplan = ApartmentWithFloorplans['floorplans'][number];

/** Bedrooms per docs/product.md section 3 floorplan type; a town home's count is not known. */
const BEDROOMS: Partial<Record<Floorplan['type'], number>> = {
  studio: 0,
  oneBed: 1,
  twoBed: 2,
  threeBed: 3,
  fourBed: 4,
};

export function businessJsonLd(origin: string): WithContext<RealEstateAgent> {
  // SITE.address: '1100 NW Loop 410, Suite 700, San Antonio, TX 78213'
  const [street, suite, city, stateZip] = SITE.address.split(', ');
  const [region, postalCode] = stateZip.split(' ');
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${origin}/#business`,
    name: SITE.name,
    url: `${origin}/`,
    telephone: SITE.phoneHref.replace('tel:', ''),
    email: SITE.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${street}, ${suite}`,
      addressLocality: city,
      addressRegion: region,
      postalCode,
      addressCountry: 'US',
    },
    areaServed: { '@type': 'City', name: 'San Antonio' },
    // docs/product.md section 1: Mon-Fri 8:00 AM-7:00 PM, Sat-Sun 10:00 AM-5:00 PM.
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '19:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday', 'Sunday'], opens: '10:00', closes: '17:00' },
    ],
  };
}

/**
 * The asking rent a floorplan is advertised at: docs/product.md section 3's whole-dollar range, only when staff checked
 * it within 30 days (docs/contract.md, Search semantics). A search engine shows the figure without the page's "not
 * checked lately" note, so an unchecked price is left out, as the cards leave it out of "from $X/mo all-in".
 */
export function advertisedRent(floorplan: Floorplan, now: Date): { low: number; high: number } | null {
  if (floorplan.minRentCents === null || isVerificationStale(floorplan.verifiedAt, now)) return null;
  const low = rentDollars(floorplan.minRentCents);
  return { low, high: rentDollars(floorplan.maxRentCents) ?? low };
}

function floorPlanJsonLd(floorplan: Floorplan, url: string, now: Date, lang: Locale): FloorPlan {
  const bedrooms = BEDROOMS[floorplan.type];
  const rent = advertisedRent(floorplan, now);
  return {
    '@type': 'FloorPlan',
    name: lang === 'es' ? MAIL_TEXTS.ES.floorplanTypes[floorplan.type] : FLOORPLAN_TYPE_LABELS[floorplan.type],
    url,
    numberOfAccommodationUnits: { '@type': 'QuantitativeValue', value: floorplan.totalFloorplans },
    ...(bedrooms === undefined ? {} : { numberOfBedrooms: bedrooms }),
    ...(floorplan.minSqft !== null
      ? {
          floorSize: {
            '@type': 'QuantitativeValue',
            minValue: floorplan.minSqft,
            maxValue: floorplan.maxSqft ?? floorplan.minSqft,
            unitCode: 'FTK',
          },
        }
      : {}),
    ...(rent
      ? {
          // Prices are monthly rent in whole dollars (docs/product.md section 3), before specials and fees: the same
          // figures as the page's floorplan, labelled so nobody reads them as the all-in monthly.
          offers: {
            '@type': 'AggregateOffer',
            description: lang === 'es' ? SPANISH_ASKING_RENT_LABEL : ASKING_RENT_LABEL,
            priceCurrency: 'USD',
            lowPrice: rent.low,
            highPrice: rent.high,
          },
        }
      : {}),
  };
}

/** What the floorplans' offers are: the asking rent, not what a renter pays in all. */
export const ASKING_RENT_LABEL = 'Asking rent per month, before specials and fees';
const SPANISH_ASKING_RENT_LABEL = 'Renta mensual publicada, antes de especiales y cargos';

/** A stored image's address as a crawler needs it: absolute, on this origin. */
export const absoluteUrl = (url: string | null, origin: string) => (url ? new URL(url, origin).toString() : null);

/**
 * The building's photos (or the Image URL the admin chose) and its description as renters read it (domain/
 * display-name.ts); the year built has no property on ApartmentComplex. The street address and the exact point stay out (docs/contract.md "Where an apartment is"),
 * except for an 'xxx-' code apartment, whose exact point renters may see.
 */
export function apartmentJsonLd(
  apartment: CatalogApartment,
  origin: string,
  now: Date,
  lang: Locale = 'en',
): WithContext<ApartmentComplex> {
  // One building in both languages: one @id (the English page's), with the page of the reader's language as its url.
  const id = `${origin}/apartment/${encodeURIComponent(apartment.id)}/filteredFloorplans/`;
  const base = `${origin}${localizedPath(`/apartment/${encodeURIComponent(apartment.id)}`, lang)}`;
  const images = apartment.photos.length > 0 ? apartment.photos.map((photo) => photo.url) : [cardImageOf(apartment)];
  const image = images.flatMap((url) => absoluteUrl(url, origin) ?? []);
  const point = showsExactPoint(apartment) ? apartment.approximateLocation : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ApartmentComplex',
    '@id': id,
    name: displayName(apartment),
    url: `${base}/filteredFloorplans/`,
    ...(image.length > 0 ? { image } : {}),
    ...(apartment.description ? { description: renterText(apartment, apartment.description) } : {}),
    ...(point ? { geo: { '@type': 'GeoCoordinates', latitude: point.latitude, longitude: point.longitude } } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'San Antonio',
      addressRegion: 'TX',
      addressCountry: 'US',
    },
    containedInPlace: apartment.location.map((area) => ({ '@type': 'Place' as const, name: area })),
    numberOfAccommodationUnits: {
      '@type': 'QuantitativeValue',
      value: apartment.floorplans.reduce((sum, floorplan) => sum + floorplan.totalFloorplans, 0),
    },
    accommodationFloorPlan: apartment.floorplans.map((floorplan) =>
      floorPlanJsonLd(floorplan, `${base}/${encodeURIComponent(floorplan.id)}/`, now, lang),
    ),
  };
}

export function breadcrumbsJsonLd(crumbs: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
