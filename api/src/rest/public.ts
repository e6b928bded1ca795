// docs/product.md section 7, the public GET rows, under /api (docs/contract.md). Each route translates HTTP to a service
// call and the answer to the spec's field names.
import { Hono } from 'hono';
import { blockbusterDeals, getApartment, getFloorplan, highlightedApartments } from '../services/apartments.js';
import { searchApartments, type SearchResult } from '../search/search.js';
import type { AppEnv } from '../context.js';
import { presentPublicApartment, presentPublicFloorplan } from './present.js';
import { parseSearchQuery, refuseQueryString } from './query.js';
import { readJson } from './request.js';
import { rentDollars } from '../domain/index.js';
import { badInput } from '../errors.js';
import { unsubscribeSavedSearch } from '../services/saved-searches.js';

export const publicRoutes = new Hono<AppEnv>();

publicRoutes.get('/apartments/highlights', async (c) => {
  const { page } = parseSearchQuery(new URL(c.req.url), ['limit']);
  const { catalog, now } = c.var.ctx;
  const apartments = await highlightedApartments(catalog, page.limit, now);
  return c.json({ apartmentsData: apartments.map((apartment) => presentPublicApartment(apartment, now)) });
});

publicRoutes.get('/apartments/deals', async (c) => {
  const { catalog, now } = c.var.ctx;
  const deals = await blockbusterDeals(catalog, now);
  return c.json({
    deals: deals.map((deal) => ({
      area: deal.area,
      apartments: deal.apartments.map((apartment) => presentPublicApartment(apartment, now)),
    })),
  });
});

/** docs/product.md section 3 (Response shapes): the filter's fields, which the code search shares. */
function presentSearch(result: SearchResult, now: Date) {
  return {
    apartments: result.apartments.map((apartment) => presentPublicApartment(apartment, now)),
    totalFloorplans: result.totalFloorplans,
    lowestMinPrice: rentDollars(result.lowestMinRentCents),
    totalCount: result.totalCount,
  };
}

publicRoutes.get('/apartments/filtered', async (c) => {
  const { filter, page } = parseSearchQuery(new URL(c.req.url));
  const { catalog, now } = c.var.ctx;
  return c.json(presentSearch(await searchApartments(catalog, filter, page, now), now));
});

/**
 * docs/contract.md "Who qualifies": the search with the renter's answers, which only a body may carry. The filter's
 * fields as GraphQL names them, plus offset, limit and sort; the answer is never cached.
 */
publicRoutes.post('/apartments/search', async (c) => {
  refuseQueryString(new URL(c.req.url));
  const body = await readJson(c);
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badInput('The request body must be a JSON object of filter fields');
  const { offset, limit, sort, ...filter } = body as Record<string, unknown>;
  const { catalog, now, privateAnswers } = c.var.ctx;
  if (filter.qualification !== undefined && privateAnswers) privateAnswers.used = true;
  const page = Object.fromEntries(Object.entries({ offset, limit, sort }).filter(([, value]) => value !== undefined));
  const result = await searchApartments(catalog, filter, page, now);
  return c.json(presentSearch(result, now), 200, { 'Cache-Control': 'no-store' });
});

publicRoutes.get('/apartments/code/:code', async (c) => {
  const { filter, page } = parseSearchQuery(new URL(c.req.url));
  const { catalog, now } = c.var.ctx;
  const result = await searchApartments(catalog, { ...filter, code: c.req.param('code') }, page, now);
  return c.json(presentSearch(result, now));
});

publicRoutes.get('/apartments/:aptmentId', async (c) => {
  const apartment = await getApartment(c.var.ctx.catalog, c.req.param('aptmentId'));
  return c.json({ apartment: presentPublicApartment(apartment, c.var.ctx.now) });
});

publicRoutes.get('/apartments/:aptmentId/floorplans', async (c) => {
  const { catalog, now } = c.var.ctx;
  const apartment = await getApartment(catalog, c.req.param('aptmentId'));
  return c.json({
    apartment: presentPublicApartment(apartment, now),
    floorplans: apartment.floorplans.map((floorplan) => presentPublicFloorplan(apartment, floorplan, now)),
  });
});

publicRoutes.get('/apartments/:aptmentId/floorplans/:floorplanId', async (c) => {
  const { apartment, floorplan } = await getFloorplan(
    c.var.ctx.catalog,
    c.req.param('aptmentId'),
    c.req.param('floorplanId'),
  );
  const { now } = c.var.ctx;
  return c.json({
    apartment: presentPublicApartment(apartment, now),
    floorplan: [presentPublicFloorplan(apartment, floorplan, now)],
  });
});

/** RFC 8058 one-click unsubscribe from an alert e-mail's List-Unsubscribe header (the token is the link's). */
publicRoutes.post('/alerts/unsubscribe', async (c) => {
  const { prisma, now } = c.var.ctx;
  await unsubscribeSavedSearch(prisma, new URL(c.req.url).searchParams.get('token') ?? '', now);
  return c.json({ message: 'Unsubscribed: no more alerts for this search.' });
});
