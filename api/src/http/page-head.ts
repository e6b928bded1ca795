// Each page's own head: title, description, canonical URL at PUBLIC_URL, link previews (Open Graph and Twitter
// cards, an apartment's picture as its image), schema.org JSON-LD, and `noindex` where a page must not be
// found (staff areas, conversion pages, an unknown apartment). An unknown apartment or floorplan answers 404 so
// search engines drop it; the web app says it was not found and leads back to search.
import type { Thing, WithContext } from 'schema-dts';
import {
  displayName,
  FLOORPLAN_TYPE_LABELS,
  formatRentDollars,
  localeOfPath,
  localizedPath,
  pathWithoutLocale,
  SITE,
  SPANISH_STATUS_PAGES,
  type Locale,
} from '../domain/index.js';
import { MAIL_TEXTS } from '../domain/mail-texts.js';
import { cardImageOf, type ApartmentWithFloorplans } from '../catalog/rows.js';
import type { CatalogSnapshot } from '../catalog/catalog.js';
import { absoluteUrl, advertisedRent, apartmentJsonLd, breadcrumbsJsonLd, businessJsonLd } from './structured-data.js';
import { marketDatasetJsonLd } from './market-dataset.js';

export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute; absent on pages that are not indexed. */
  canonical?: string;
  noindex: boolean;
  image: string;
  jsonLd: WithContext<Thing>[];
  /** The page's language (`<html lang>`), docs/contract.md "Spanish pages". */
  lang?: Locale;
  /** Absolute URLs of the page in each language, on indexed pages (hreflang links). */
  alternates?: { en: string; es: string };
}

const DEFAULT_DESCRIPTION =
  'Free apartment locating in San Antonio, TX: search apartments, floorplans and deals, then tour with a licensed agent. Free to renters.';

/** Titles as the pages show them (the web app's usePageTitle), with their search-result descriptions. */
const STATIC_PAGES: Record<string, { title: string; description: string; noindex?: boolean }> = {
  '/': { title: 'Free Apartment Locating in San Antonio', description: DEFAULT_DESCRIPTION },
  '/search/': {
    title: 'All Apartments SATX',
    description:
      'Every San Antonio apartment we locate, by area, room type, price and size. Compare floorplans and move-in deals, free to renters.',
  },
  '/blockBusterDeals/': {
    title: 'Blockbuster Deals',
    description: 'San Antonio apartments with move-in specials right now, grouped by area. Prices change daily.',
  },
  '/market/': {
    title: 'San Antonio Rent Report',
    description:
      'The median all-in rent of San Antonio apartments by area and floorplan type, now and a year ago, with the trend and the newest move-in specials.',
  },
  '/process/': {
    title: 'Our 1-2-3 Process',
    description: 'How a free San Antonio apartment locator works: tell us what you need, tour, and move in.',
  },
  '/ourMission/': {
    title: 'Our Mission',
    description: 'Why SATX Apartment Locators helps San Antonio renters find a home for free.',
  },
  '/aboutUs/': {
    title: 'About Us',
    description: 'Licensed San Antonio apartment locators: who we are and how we are paid by properties, not renters.',
  },
  '/ourServices/': {
    title: 'Our Services',
    description: 'Free apartment locating plus free movers: what SATX Apartment Locators does for San Antonio renters.',
  },
  '/appointment/': {
    title: 'Schedule a Free Consultation',
    description: 'Book a free consultation with a licensed San Antonio apartment locator.',
  },
  '/ConnectWithAnAgent/': {
    title: 'Connect With An Agent',
    description: 'Tell a licensed San Antonio apartment locator what you are looking for, free of charge.',
  },
  '/thank-you/': { title: 'Thank You', description: DEFAULT_DESCRIPTION, noindex: true },
  '/calendar-redirect/': { title: 'Your Appointment', description: DEFAULT_DESCRIPTION, noindex: true },
};

const SPANISH_DESCRIPTION =
  'Localizador de apartamentos gratis en San Antonio, TX: busque apartamentos, planos y especiales de mudanza, y visítelos con un agente con licencia. Gratis para quien renta.';

/** The Spanish twins' titles and descriptions (web/src/locales/es holds the pages' own words). */
const SPANISH_PAGES: Record<string, { title: string; description: string }> = {
  '/': { title: 'Localizador de apartamentos gratis en San Antonio', description: SPANISH_DESCRIPTION },
  '/search/': {
    title: 'Todos los apartamentos SATX',
    description:
      'Todos los apartamentos de San Antonio que localizamos, por zona, recámaras, precio y tamaño. Compare planos y especiales de mudanza, gratis para quien renta.',
  },
  '/blockBusterDeals/': {
    title: 'Ofertas imperdibles',
    description:
      'Apartamentos en San Antonio con especiales de mudanza ahora mismo, por zona. Los precios cambian a diario.',
  },
  '/market/': {
    title: 'Informe de rentas de San Antonio',
    description:
      'La mediana de la renta total de los apartamentos de San Antonio por zona y tipo de plano, hoy y hace un año, con la tendencia y los especiales más nuevos.',
  },
  '/process/': {
    title: 'Nuestro proceso 1-2-3',
    description:
      'Cómo funciona un localizador de apartamentos gratis en San Antonio: díganos qué necesita, visite y múdese.',
  },
  '/ourMission/': {
    title: 'Nuestra misión',
    description: 'Por qué SATX Apartment Locators ayuda gratis a quienes rentan en San Antonio a encontrar su hogar.',
  },
  '/aboutUs/': {
    title: 'Quiénes somos',
    description:
      'Localizadores de apartamentos con licencia en San Antonio: quiénes somos y cómo nos pagan las propiedades, no usted.',
  },
  '/ourServices/': {
    title: 'Nuestros servicios',
    description:
      'Localización de apartamentos gratis y mudanza gratis: lo que SATX Apartment Locators hace por quienes rentan en San Antonio.',
  },
  '/appointment/': {
    title: 'Agende una consulta gratis',
    description: 'Agende una consulta gratis con un localizador de apartamentos con licencia en San Antonio.',
  },
  '/ConnectWithAnAgent/': {
    title: 'Hable con un agente',
    description: 'Cuéntele a un localizador de apartamentos con licencia en San Antonio lo que busca, sin costo.',
  },
  '/thank-you/': { title: 'Gracias', description: SPANISH_DESCRIPTION },
  '/calendar-redirect/': { title: 'Su cita', description: SPANISH_DESCRIPTION },
};

/** schema.org's language tags of the two languages, as the pages are written for Texas. */
const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

const fullTitle = (title: string) => `${title} | ${SITE.name}`;

/** An apartment page's own words in each language; names, areas and amounts read the same in both. */
const APARTMENT_WORDS: Record<
  Locale,
  {
    title: (name: string) => string;
    home: string;
    search: string;
    in: (name: string, areas: string) => string;
    floorplans: (types: string) => string;
    from: (price: string) => string;
    tour: string;
    types: Record<ApartmentWithFloorplans['floorplans'][number]['type'], string>;
  }
> = {
  en: {
    title: (name) => `Apartment ${name}`,
    home: 'Home',
    search: 'All Apartments SATX',
    in: (name, areas) => `${name} in ${areas}.`,
    floorplans: (types) => `Floorplans: ${types}.`,
    from: (price) => `From ${price}/month or more; prices change daily.`,
    tour: 'Tour it free with a licensed locator.',
    types: FLOORPLAN_TYPE_LABELS,
  },
  es: {
    title: (name) => `Apartamento ${name}`,
    home: 'Inicio',
    search: 'Todos los apartamentos SATX',
    in: (name, areas) => `${name} en ${areas}.`,
    floorplans: (types) => `Planos: ${types}.`,
    from: (price) => `Desde ${price}/mes o más; los precios cambian a diario.`,
    tour: 'Visítelo gratis con un localizador con licencia.',
    types: MAIL_TEXTS.ES.floorplanTypes,
  },
};

function apartmentDescription(apartment: ApartmentWithFloorplans, now: Date, lang: Locale): string {
  const words = APARTMENT_WORDS[lang];
  const name = displayName(apartment);
  const areas = apartment.location.join(', ');
  // The lowest rent the JSON-LD offers: floorplans checked within 30 days only.
  const prices = apartment.floorplans.flatMap((floorplan) => advertisedRent(floorplan, now)?.low ?? []);
  const types = apartment.floorplans.map((floorplan) => words.types[floorplan.type]).join(', ');
  const parts = [words.in(name, areas || 'San Antonio')];
  if (types) parts.push(words.floorplans(types));
  // Locator advertising wording: a starting rent is "or more", and prices change daily.
  if (prices.length) parts.push(words.from(formatRentDollars(Math.min(...prices))));
  parts.push(words.tour);
  return parts.join(' ');
}

/** A path segment as the router reads it; a malformed escape (refused with 400 before any page) stays as sent. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The head of a page in its path's language: a Spanish twin (/es/...) has its own title and description, `lang`
 * and JSON-LD `inLanguage`, and both twins of an indexed page name each other (hreflang, docs/contract.md "Spanish
 * pages").
 */
export function pageHead(
  pathname: string,
  snapshot: Pick<CatalogSnapshot, 'byId'>,
  origin: string,
  now: Date,
): PageHead {
  const lang = localeOfPath(pathname);
  const english = pathWithoutLocale(pathname);
  const head = localPageHead(english, lang, snapshot, origin, now);
  const own = `${origin}${pathname}`;
  if (lang === 'es') {
    const spanish = SPANISH_PAGES[english];
    if (spanish) Object.assign(head, { title: fullTitle(spanish.title), description: spanish.description });
    else if (head.status === 404) {
      const missing = head.title.startsWith('Floorplan not found')
        ? SPANISH_STATUS_PAGES.floorplanNotFound
        : SPANISH_STATUS_PAGES.apartmentNotFound;
      Object.assign(head, { title: fullTitle(missing.heading), description: missing.message });
    } else if (head.description === DEFAULT_DESCRIPTION) head.description = SPANISH_DESCRIPTION;
    if (head.canonical) head.canonical = own;
  }
  if (!head.canonical) return { ...head, lang };
  const page: WithContext<Thing> = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: own,
    name: head.title,
    inLanguage: LANGUAGE_TAGS[lang],
  };
  return {
    ...head,
    lang,
    jsonLd: [...head.jsonLd, page],
    alternates: { en: `${origin}${english}`, es: `${origin}${localizedPath(english, 'es')}` },
  };
}

/**
 * A page's head from its path without the language prefix; the JSON-LD a reader of `lang` reads (breadcrumbs,
 * floorplans) names that language's pages in its words. Titles and descriptions of the static pages are English
 * here; pageHead gives a Spanish twin its own.
 */
function localPageHead(
  pathname: string,
  lang: Locale,
  snapshot: Pick<CatalogSnapshot, 'byId'>,
  origin: string,
  now: Date,
): PageHead {
  const business = businessJsonLd(origin);
  const defaultImage = `${origin}/intro-poster.svg`;
  const words = APARTMENT_WORDS[lang];
  const at = (path: string) => `${origin}${localizedPath(path, lang)}`;
  const home = { name: words.home, url: at('/') };

  const known = STATIC_PAGES[pathname];
  if (known) {
    const name = (lang === 'es' ? SPANISH_PAGES[pathname]?.title : undefined) ?? known.title;
    return {
      status: 200,
      title: fullTitle(known.title),
      description: known.description,
      canonical: known.noindex ? undefined : `${origin}${pathname}`,
      noindex: Boolean(known.noindex),
      image: defaultImage,
      jsonLd: [
        ...(pathname === '/' ? [business] : [business, breadcrumbsJsonLd([home, { name, url: at(pathname) }])]),
        ...(pathname === '/market/' ? [marketDatasetJsonLd(origin, lang, now)] : []),
      ],
    };
  }

  const segments = pathname.split('/').filter(Boolean).map(decodedSegment);
  if (segments[0] === 'apartment' && segments.length >= 3) {
    const apartment = snapshot.byId.get(segments[1]);
    // The floorplan a path names: /apartment/{id}/floorplans/{floorplanId}/ or /apartment/{id}/{floorplanId}/.
    const floorplanId = segments[2] === 'floorplans' ? segments[3] : segments[2];
    const namesFloorplan = floorplanId !== undefined && floorplanId !== 'filteredFloorplans';
    if (!apartment || (namesFloorplan && !apartment.floorplans.some((floorplan) => floorplan.id === floorplanId))) {
      // A page whose apartment or floorplan does not exist (docs/contract.md, One origin, these paths).
      const missing = apartment ? 'Floorplan not found' : 'Apartment not found';
      return {
        status: 404,
        title: fullTitle(missing),
        description: `${missing}. Search every apartment we locate in San Antonio.`,
        noindex: true,
        image: defaultImage,
        jsonLd: [],
      };
    }
    const title = words.title(displayName(apartment));
    const detail = at(`/apartment/${encodeURIComponent(apartment.id)}/filteredFloorplans/`);
    return {
      status: 200,
      title: fullTitle(title),
      description: apartmentDescription(apartment, now, lang),
      canonical: `${origin}${pathname}`,
      noindex: false,
      image: absoluteUrl(cardImageOf(apartment), origin) ?? defaultImage,
      jsonLd: [
        business,
        apartmentJsonLd(apartment, origin, now, lang),
        breadcrumbsJsonLd([home, { name: words.search, url: at('/search/') }, { name: title, url: detail }]),
      ],
    };
  }

  // Staff areas (admins, agents) and anything else the router serves: the site's defaults, never indexed.
  return {
    status: 200,
    title: SITE.name,
    description: DEFAULT_DESCRIPTION,
    noindex: true,
    image: defaultImage,
    jsonLd: [],
  };
}

export const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot' }[char]};`);

/** JSON inside a script element: `<` escaped so that no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The built index.html with its generic title and description replaced by the page's own head. */
export function withPageHead(html: string, head: Omit<PageHead, 'status'>): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    ...(head.alternates
      ? [
          `<link rel="alternate" hreflang="en" href="${escapeHtml(head.alternates.en)}" />`,
          `<link rel="alternate" hreflang="es" href="${escapeHtml(head.alternates.es)}" />`,
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.en)}" />`,
        ]
      : []),
    `<meta property="og:site_name" content="${escapeHtml(SITE.name)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}" />` : '',
    `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(head.image)}" />`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].filter(Boolean);
  // Replacer functions: a replacement string would read `$'`, `$&` or `$1` in an apartment's code or name as a
  // pattern and splice parts of the page into itself.
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${head.lang ?? 'en'}"`)
    .replace(/<title>[^<]*<\/title>\s*/, () => '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, () => '')
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
