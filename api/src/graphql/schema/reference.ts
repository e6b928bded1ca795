import { AREAS, FLOORPLAN_TYPES } from '../../domain/index.js';
import { SITE } from '../../domain/site.js';
import { builder } from '../builder.js';
import type { Context } from '../../context.js';
import { FloorplanTypeInfo } from './floorplan.js';

const SiteConfig = builder.objectRef<Context>('SiteConfig').implement({
  description: 'Business details and the third parties configured for this deployment (docs/contract.md).',
  fields: (t) => ({
    phone: t.string({ resolve: () => SITE.phone }),
    email: t.string({ resolve: () => SITE.email }),
    address: t.string({ resolve: () => SITE.address }),
    publicUrl: t.string({ nullable: true, resolve: (ctx) => ctx.config.publicUrl ?? null }),
    schedulingUrl: t.string({ nullable: true, resolve: (ctx) => ctx.config.thirdParty.schedulingUrl ?? null }),
    leadFormUrl: t.string({ nullable: true, resolve: (ctx) => ctx.config.thirdParty.leadFormUrl ?? null }),
    rentalFormUrl: t.string({ nullable: true, resolve: (ctx) => ctx.config.thirdParty.rentalFormUrl ?? null }),
    adsConversionId: t.string({ nullable: true, resolve: (ctx) => ctx.config.thirdParty.adsConversionId ?? null }),
  }),
});

builder.queryFields((t) => ({
  areas: t.stringList({ description: 'The 12 areas, alphabetically.', resolve: () => [...AREAS] }),
  floorplanTypes: t.field({ type: [FloorplanTypeInfo], resolve: () => [...FLOORPLAN_TYPES] }),
  siteConfig: t.field({ type: SiteConfig, resolve: (_root, _args, ctx) => ctx }),
}));
