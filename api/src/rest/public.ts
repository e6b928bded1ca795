// SPEC.md section 7, the public GET rows, under /api (CONTRACT.md). Each route translates HTTP to a service
// call and the answer to the spec's field names.
import { Hono } from 'hono';
import {
  blockbusterDeals,
  getApartment,
  getFloorplan,
  highlightedApartments,
  searchApartments,
  type SearchResult,
} from '../services/apartments.js';
import type { AppEnv } from './http.js';
import { presentApartment, presentFloorplan } from './present.js';
import { parseSearchQuery } from './query.js';

export const publicRoutes = new Hono<AppEnv>();

publicRoutes.get('/apartments/highlights', async (c) => {
  const { page } = parseSearchQuery(new URL(c.req.url), ['limit']);
  const apartments = await highlightedApartments(c.var.ctx.catalog, page.limit);
  return c.json({ apartmentsData: apartments.map(presentApartment) });
});

publicRoutes.get('/apartments/deals', async (c) => {
  const deals = await blockbusterDeals(c.var.ctx.catalog);
  return c.json({
    deals: deals.map((deal) => ({ area: deal.area, apartments: deal.apartments.map(presentApartment) })),
  });
});

/** SPEC.md section 3 (Response shapes): the filter's fields, which the code search shares. */
function presentSearch(result: SearchResult) {
  return {
    apartments: result.apartments.map(presentApartment),
    totalFloorplans: result.totalFloorplans,
    lowestMinPrice: result.lowestMinPrice,
    totalCount: result.totalCount,
  };
}

publicRoutes.get('/apartments/filtered', async (c) => {
  const { filter, page } = parseSearchQuery(new URL(c.req.url));
  return c.json(presentSearch(await searchApartments(c.var.ctx.catalog, filter, page)));
});

publicRoutes.get('/apartments/code/:code', async (c) => {
  const { filter, page } = parseSearchQuery(new URL(c.req.url));
  return c.json(
    presentSearch(await searchApartments(c.var.ctx.catalog, { ...filter, code: c.req.param('code') }, page)),
  );
});

publicRoutes.get('/apartments/:aptmentId', async (c) => {
  const apartment = await getApartment(c.var.ctx.catalog, c.req.param('aptmentId'));
  return c.json({ apartment: presentApartment(apartment) });
});

publicRoutes.get('/apartments/:aptmentId/floorplans', async (c) => {
  const apartment = await getApartment(c.var.ctx.catalog, c.req.param('aptmentId'));
  return c.json({ apartment: presentApartment(apartment), floorplans: apartment.floorplans.map(presentFloorplan) });
});

publicRoutes.get('/apartments/:aptmentId/floorplans/:floorplanId', async (c) => {
  const { apartment, floorplan } = await getFloorplan(
    c.var.ctx.catalog,
    c.req.param('aptmentId'),
    c.req.param('floorplanId'),
  );
  return c.json({ apartment: presentApartment(apartment), floorplan: [presentFloorplan(floorplan)] });
});
