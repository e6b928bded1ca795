// The rent report as a schema.org Dataset (docs/contract.md "Rent history and the market"), so search engines can
// list it as data: what it measures, where and when, and where its figures can be downloaded (GET /api/market).
import type { Dataset, WithContext } from 'schema-dts';
import { localDate, localizedPath, SITE, type Locale } from '../domain/index.js';
import { monthsBefore } from '../market/history.js';

const WORDS: Record<Locale, { name: string; description: string }> = {
  en: {
    name: 'San Antonio rent report',
    description:
      'Median all-in monthly rent (rent after the special on today, plus required monthly fees) of San Antonio apartments by area and floorplan type, among prices checked with the property in the last 30 days; this month and 12 months back, the monthly trend by type, and the share of apartments with a move-in special.',
  },
  es: {
    name: 'Informe de rentas de San Antonio',
    description:
      'Mediana de la renta mensual total (la renta con el especial de hoy, más las cuotas mensuales obligatorias) de los apartamentos de San Antonio por zona y tipo de plano, entre los precios verificados con la propiedad en los últimos 30 días; este mes y hace 12 meses, la tendencia mensual por tipo y la proporción de apartamentos con especial de mudanza.',
  },
};

export function marketDatasetJsonLd(origin: string, lang: Locale, now: Date): WithContext<Dataset> {
  const today = localDate(now);
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: WORDS[lang].name,
    description: WORDS[lang].description,
    url: `${origin}${localizedPath('/market/', lang)}`,
    inLanguage: lang === 'es' ? 'es-US' : 'en-US',
    creator: { '@type': 'Organization', name: SITE.name, url: `${origin}/` },
    isAccessibleForFree: true,
    spatialCoverage: { '@type': 'Place', name: 'San Antonio, TX' },
    temporalCoverage: `${monthsBefore(today, 12)}/${today}`,
    dateModified: today,
    variableMeasured: 'Median all-in monthly rent, US dollars',
    distribution: [{ '@type': 'DataDownload', encodingFormat: 'application/json', contentUrl: `${origin}/api/market` }],
  };
}
