// Rent history, the deal meter and the San Antonio rent report (docs/contract.md "Rent history and the market"):
// thin doors onto api/src/market; money in cents, `Cents` in the name.
import { FLOORPLAN_TYPE_LABELS } from '../../domain/index.js';
import type { Floorplan as FloorplanRow } from '../../generated/prisma/client.js';
import { readDealMeter, type DealMeter } from '../../market/deal-meter.js';
import { priceHistory, type MonthFigure, type PriceHistory, type PriceStep } from '../../market/history.js';
import { parseHistoryMonths, parseReportFilter } from '../../market/input.js';
import {
  marketReport,
  type MarketReport,
  type MarketRow,
  type MedianFigure,
  type TrendPoint,
} from '../../market/report.js';
import { listedApartment } from '../listed.js';
import { builder } from '../builder.js';
import { FloorplanTypeEnum } from './floorplan.js';
import { Special } from './special.js';
import { Apartment } from './apartment.js';

const PriceStepRef = builder.objectRef<PriceStep>('PriceStep').implement({
  description: 'From `date` until the next step, the all-in "from" figure and the lower rent.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD (San Antonio).' }),
    allInMinCents: t.exposeInt('allInMinCents'),
    minRentCents: t.exposeInt('minRentCents'),
  }),
});

const MonthFigureRef = builder.objectRef<MonthFigure>('MonthFigure').implement({
  description: "A month's figure on its last day (today for this month); null before the history starts.",
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM.' }),
    allInMinCents: t.exposeInt('allInMinCents', { nullable: true }),
  }),
});

const PriceHistoryRef = builder.objectRef<PriceHistory>('PriceHistory').implement({
  fields: (t) => ({
    from: t.exposeString('from'),
    until: t.exposeString('until'),
    steps: t.field({ type: [PriceStepRef], resolve: (history) => history.steps }),
    months: t.field({ type: [MonthFigureRef], resolve: (history) => history.months }),
  }),
});

const DealVerdictEnum = builder.enumType('DealVerdict', { values: ['BELOW', 'AT', 'ABOVE', 'TOO_FEW'] as const });

const DealMeterRef = builder.objectRef<DealMeter>('DealMeter').implement({
  description: 'The all-in against the median of the same type in the same area, checked within 30 days.',
  fields: (t) => ({
    area: t.exposeString('area'),
    type: t.field({ type: FloorplanTypeEnum, resolve: (meter) => meter.type }),
    allInMinCents: t.exposeInt('allInMinCents'),
    comparableCount: t.exposeInt('comparableCount'),
    medianAllInCents: t.exposeInt('medianAllInCents', { nullable: true }),
    percentFromMedian: t.exposeInt('percentFromMedian', {
      nullable: true,
      description: 'Whole percent from the median, negative below it; null with fewer than 5 comparables.',
    }),
    verdict: t.field({ type: DealVerdictEnum, resolve: (meter) => meter.verdict }),
  }),
});

builder.prismaObjectFields('Floorplan', (t) => ({
  priceHistory: t.field({
    type: PriceHistoryRef,
    nullable: true,
    args: { months: t.arg.int({ description: 'How many months back, 1 to 24 (default 12).' }) },
    resolve: async (floorplan: FloorplanRow, args, ctx) => {
      const months = parseHistoryMonths(args.months);
      const apartment = await listedApartment(ctx, floorplan.apartmentId);
      return apartment ? priceHistory(ctx.prisma, apartment, floorplan, months, ctx.now) : null;
    },
  }),
  dealMeter: t.field({
    type: DealMeterRef,
    nullable: true,
    description: 'Null without a current checked price.',
    resolve: async (floorplan: FloorplanRow, _args, ctx) => {
      const apartment = await listedApartment(ctx, floorplan.apartmentId);
      return apartment ? readDealMeter(ctx.catalog, apartment, floorplan, ctx.now) : null;
    },
  }),
}));

const MedianFigureRef = builder.objectRef<MedianFigure>('MedianFigure').implement({
  description: 'A median all-in of `count` floorplans; null when fewer than 5.',
  fields: (t) => ({
    medianAllInCents: t.exposeInt('medianAllInCents', { nullable: true }),
    count: t.exposeInt('count'),
  }),
});

const MarketRowRef = builder.objectRef<MarketRow>('MarketRow').implement({
  fields: (t) => ({
    area: t.exposeString('area', { nullable: true, description: 'Null: every area.' }),
    type: t.field({ type: FloorplanTypeEnum, resolve: (row) => row.type }),
    typeLabel: t.string({ resolve: (row) => FLOORPLAN_TYPE_LABELS[row.type] }),
    now: t.field({ type: MedianFigureRef, resolve: (row) => row.now }),
    yearAgo: t.field({ type: MedianFigureRef, resolve: (row) => row.yearAgo }),
  }),
});

const TrendPointRef = builder.objectRef<TrendPoint>('MarketTrendPoint').implement({
  fields: (t) => ({
    month: t.exposeString('month'),
    medianAllInCents: t.exposeInt('medianAllInCents', { nullable: true }),
    count: t.exposeInt('count'),
  }),
});

const TrendRef = builder.objectRef<MarketReport['trends'][number]>('MarketTrend').implement({
  fields: (t) => ({
    type: t.field({ type: FloorplanTypeEnum, resolve: (trend) => trend.type }),
    points: t.field({ type: [TrendPointRef], resolve: (trend) => trend.points }),
  }),
});

const NewSpecialRef = builder.objectRef<MarketReport['newestSpecials'][number]>('MarketSpecial').implement({
  fields: (t) => ({
    apartment: t.field({ type: Apartment, resolve: (entry) => entry.apartment }),
    special: t.field({ type: Special, resolve: (entry) => entry.special }),
  }),
});

const MarketReportRef = builder.objectRef<MarketReport>('MarketReport').implement({
  description: 'The San Antonio rent report: medians of the all-in "from" figure, checked within 30 days.',
  fields: (t) => ({
    day: t.exposeString('day'),
    yearAgoDay: t.exposeString('yearAgoDay'),
    rows: t.field({ type: [MarketRowRef], resolve: (report) => report.rows }),
    trends: t.field({ type: [TrendRef], resolve: (report) => report.trends }),
    apartmentsWithSpecial: t.exposeInt('apartmentsWithSpecial'),
    apartmentsPriced: t.exposeInt('apartmentsPriced'),
    newestSpecials: t.field({ type: [NewSpecialRef], resolve: (report) => report.newestSpecials }),
  }),
});

builder.queryField('marketReport', (t) =>
  t.field({
    type: MarketReportRef,
    args: {
      area: t.arg.string({ description: 'One of the 12 areas; left out: every area and the city.' }),
      type: t.arg({ type: FloorplanTypeEnum }),
    },
    resolve: async (_root, args, ctx) => {
      const filter = parseReportFilter(args);
      const snapshot = await ctx.catalog.snapshot();
      return marketReport(ctx.prisma, snapshot.apartments, ctx.now, filter);
    },
  }),
);
