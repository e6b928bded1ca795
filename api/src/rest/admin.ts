// docs/product.md section 7, the admin rows, under /api (docs/contract.md), plus the approval flow, logout and the audit
// trail. Each route checks the role, translates the body and calls one service.
import { Hono } from 'hono';
import {
  approveAgent,
  disableAccount,
  getAccount,
  listAgents,
  setAgentLanguages,
  listPendingAdmins,
  login,
  logout,
  reviewAdmin,
  signup,
} from '../services/accounts.js';
import {
  createApartment,
  deleteApartment,
  getAdminFloorplan,
  updateApartment,
  updateFloorplan,
} from '../services/apartment-admin.js';
import type { ImageCleanup } from '../services/uploads.js';
import { listManagedApartments } from '../services/apartment-manager.js';
import { assertLogin } from '../services/api-keys.js';
import { listAudit } from '../services/audit.js';
import { badInput } from '../errors.js';
import type { StoredCatalogApartment } from '../catalog/rows.js';
import {
  addApartmentPhoto,
  publishApartment,
  removeApartmentPhoto,
  reorderApartmentPhotos,
  setApartmentLocation,
  unpublishApartment,
  updateApartmentProfile,
} from '../services/listing.js';
import { createUploadUrls } from '../services/uploads.js';
import type { AppEnv, Context } from '../context.js';
import { presentAdminApartment, presentAdminFloorplan, presentImageImport } from './present-admin.js';
import { openImports, retryImageImport } from '../services/image-imports.js';
import { parseId } from '../services/apartments.js';
import { readJson, readJsonOrForm, requireRole } from './request.js';
import { presentScreening } from './present.js';
import { screeningFeesOfApartment } from '../services/fees.js';
import { setApartmentScreening, setFloorplanAccessibility } from '../services/screening.js';
import { floorplanFormInput, floorplanJsonInput } from './floorplan-form.js';
import { parseManagerQuery } from './manager-query.js';
import { presentAuditEntry } from './present-audit.js';

export const adminRoutes = new Hono<AppEnv>();
const admin = requireRole('ADMIN');
const cleanup = (ctx: Context): ImageCleanup => ({
  storage: ctx.security.storage,
  onError: ctx.security.onCleanupError,
});
const actor = (ctx: Context) => ({ adminId: ctx.viewer?.id ?? null, apiKey: ctx.viewer?.apiKey });

adminRoutes.post('/admins/signup', async (c) => {
  const { ctx } = c.var;
  const result = await signup(ctx.prisma, 'ADMIN', await readJson(c), {
    limiter: ctx.security.loginLimiter,
    clientIp: ctx.clientIp,
    origin: ctx.config.origin,
  });
  return c.json({ message: result.message, adminId: result.id, status: result.status }, 201);
});

adminRoutes.post('/admins/login', async (c) => {
  const { ctx } = c.var;
  const session = await login(ctx.prisma, 'ADMIN', await readJson(c), {
    tokens: ctx.security.tokens,
    limiter: ctx.security.loginLimiter,
    clientIp: ctx.clientIp,
  });
  return c.json({
    message: 'Login successful!',
    token: session.token,
    adminId: session.id,
    expirationDate: session.expiresAt.toISOString(),
  });
});

adminRoutes.post('/admins/logout', admin, async (c) => {
  assertLogin(c.var.ctx.viewer!);
  await logout(c.var.ctx.prisma, c.var.ctx.leadFeed, 'ADMIN', c.var.ctx.viewer!.id);
  return c.json({ message: 'Logged out.' });
});

adminRoutes.get('/admins/me', admin, async (c) =>
  c.json({ admin: await getAccount(c.var.ctx.prisma, 'ADMIN', c.var.ctx.viewer!.id) }),
);

adminRoutes.get('/admins/pending', admin, async (c) => c.json({ admins: await listPendingAdmins(c.var.ctx.prisma) }));

adminRoutes.post('/admins/:id/approve', admin, async (c) => {
  const account = await reviewAdmin(
    c.var.ctx.prisma,
    c.req.param('id'),
    'approve',
    c.var.ctx.viewer!.id,
    c.var.ctx.viewer!.apiKey,
  );
  return c.json({ message: 'Admin approved.', admin: account });
});

adminRoutes.post('/admins/:id/disable', admin, async (c) => {
  const account = await disableAccount(
    c.var.ctx.prisma,
    c.var.ctx.leadFeed,
    'ADMIN',
    c.req.param('id'),
    c.var.ctx.viewer!.id,
    c.var.ctx.viewer!.apiKey,
  );
  return c.json({ message: 'Admin disabled.', admin: account });
});

adminRoutes.get('/admins/agents/pending', admin, async (c) =>
  c.json({ agents: await listAgents(c.var.ctx.prisma, ['PENDING']) }),
);

adminRoutes.post('/admins/agents/:id/approve', admin, async (c) => {
  const { ctx } = c.var;
  const account = await approveAgent(ctx.prisma, c.req.param('id'), {
    id: ctx.viewer!.id,
    apiKey: ctx.viewer!.apiKey,
    origin: ctx.config.origin,
  });
  return c.json({ message: 'Agent approved.', agent: account });
});

/** docs/contract.md "Spanish": an admin records the languages an agent speaks. */
adminRoutes.put('/admins/agents/:id/languages', admin, async (c) => {
  const body = (await readJson(c)) as { languages?: unknown } | null;
  const agent = await setAgentLanguages(c.var.ctx.prisma, c.var.ctx.viewer!, c.req.param('id'), body?.languages);
  return c.json({ agent });
});

adminRoutes.post('/admins/agents/:id/disable', admin, async (c) => {
  const account = await disableAccount(
    c.var.ctx.prisma,
    c.var.ctx.leadFeed,
    'AGENT',
    c.req.param('id'),
    c.var.ctx.viewer!.id,
    c.var.ctx.viewer!.apiKey,
  );
  return c.json({ message: 'Agent disabled.', agent: account });
});

adminRoutes.post('/admins/:id/reject', admin, async (c) => {
  const account = await reviewAdmin(
    c.var.ctx.prisma,
    c.req.param('id'),
    'reject',
    c.var.ctx.viewer!.id,
    c.var.ctx.viewer!.apiKey,
  );
  return c.json({ message: 'Admin rejected.', admin: account });
});

// Every apartment without a query (docs/product.md section 7); search, promotionOnly, highlightOnly, sort, direction,
// offset and limit ask for one page of the Apartment Manager's table.
adminRoutes.get('/admins/apartments', admin, async (c) => {
  const { now } = c.var.ctx;
  const { apartments, totalCount } = await listManagedApartments(
    c.var.ctx.prisma,
    parseManagerQuery(new URL(c.req.url)),
    now,
  );
  return c.json({
    message: 'Apartments fetched successfully!',
    apartments: apartments.map((apartment) => presentAdminApartment(apartment, now, c.var.ctx.viewer)),
    totalCount,
  });
});

adminRoutes.post('/admins/apartments', admin, async (c) => {
  const { now } = c.var.ctx;
  const apartment = await createApartment(c.var.ctx.prisma, await readJson(c), actor(c.var.ctx), {
    now,
    storage: c.var.ctx.security.storage,
  });
  return c.json(
    {
      message: 'Apartment added successfully!',
      apartment: presentAdminApartment(apartment, now, c.var.ctx.viewer),
      // An outside Image URL is copied in the background (docs/contract.md "Where an apartment is").
      imageImports: (await openImports(c.var.ctx.prisma, [apartment.id])).map(presentImageImport),
    },
    201,
  );
});

/** Outside images of the apartment and its floorplans still being copied, or whose copy failed. */
adminRoutes.get('/admins/apartments/:id/image-imports', admin, async (c) => {
  const rows = await openImports(c.var.ctx.prisma, [parseId(c.req.param('id'), 'id')]);
  return c.json({ imageImports: rows.map(presentImageImport) });
});

adminRoutes.post('/admins/image-imports/:id/retry', admin, async (c) => {
  const apartment = await retryImageImport(c.var.ctx.prisma, c.req.param('id'));
  return c.json({
    message: 'The image will be copied again shortly.',
    apartment: presentAdminApartment(apartment, c.var.ctx.now, c.var.ctx.viewer),
    imageImports: (await openImports(c.var.ctx.prisma, [apartment.id])).map(presentImageImport),
  });
});

adminRoutes.patch('/admins/apartments/:id', admin, async (c) => {
  const apartment = await updateApartment(
    c.var.ctx.prisma,
    c.req.param('id'),
    await readJson(c),
    actor(c.var.ctx),
    cleanup(c.var.ctx),
    c.var.ctx.now,
  );
  return c.json({
    message: 'Apartment updated successfully!',
    apartment: presentAdminApartment(apartment, c.var.ctx.now, c.var.ctx.viewer),
  });
});

adminRoutes.delete('/admins/apartments/:id', admin, async (c) => {
  const { id } = await deleteApartment(c.var.ctx.prisma, c.req.param('id'), actor(c.var.ctx), cleanup(c.var.ctx));
  return c.json({ message: 'Apartment deleted successfully!', id });
});

adminRoutes.get('/admins/apartments/:apartmentId/floorplans/:floorplanId', admin, async (c) => {
  const { floorplan, apartmentCode } = await getAdminFloorplan(
    c.var.ctx.prisma,
    c.req.param('apartmentId'),
    c.req.param('floorplanId'),
  );
  return c.json({ floorplan: presentAdminFloorplan(floorplan), apartmentCode });
});

adminRoutes.patch('/admins/apartments/:apartmentId/floorplans/:floorplanId', admin, async (c) => {
  const body = await readJsonOrForm(c);
  const input = body.kind === 'json' ? floorplanJsonInput(body.body) : floorplanFormInput(body.fields);
  const floorplanId = c.req.param('floorplanId');
  const apartment = await updateFloorplan(
    c.var.ctx.prisma,
    c.req.param('apartmentId'),
    floorplanId,
    input,
    actor(c.var.ctx),
    cleanup(c.var.ctx),
    c.var.ctx.now,
  );
  const floorplan = apartment.floorplans.find((candidate) => candidate.id === floorplanId)!;
  return c.json({
    message: 'Floorplan updated successfully!',
    floorplan: presentAdminFloorplan(floorplan),
    apartmentCode: apartment.code,
  });
});

/** docs/product.md section 7: answers the list of { presignedUrl, s3Url } itself. */
adminRoutes.post('/admins/presigned-url', admin, async (c) => {
  const { ctx } = c.var;
  const uploads = createUploadUrls(await readJson(c), {
    signer: ctx.security.uploadSigner,
    storage: ctx.security.storage,
    origin: ctx.config.origin,
  });
  return c.json(uploads);
});

// The listing editor's steps (docs/contract.md "Where an apartment is"), the twins of GraphQL's mutations: each
// answers the changed apartment as the admin list shows it.
const withApartmentId = (body: unknown, apartmentId: string) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, apartmentId } : body;
const listingAnswer = (c: { var: { ctx: Context } }, message: string, apartment: StoredCatalogApartment) => ({
  message,
  apartment: presentAdminApartment(apartment, c.var.ctx.now, c.var.ctx.viewer),
});

adminRoutes.put('/admins/apartments/:id/location', admin, async (c) => {
  const body = withApartmentId(await readJson(c), c.req.param('id'));
  const apartment = await setApartmentLocation(c.var.ctx.prisma, body, actor(c.var.ctx));
  return c.json(listingAnswer(c, 'Location saved.', apartment));
});

/** docs/contract.md "Who qualifies": the GraphQL mutations' twins; saving the rules confirms them as of now. */
adminRoutes.put('/admins/apartments/:id/screening', admin, async (c) => {
  const { prisma, viewer, now } = c.var.ctx;
  const body = withApartmentId(await readJson(c), c.req.param('id'));
  const rules = await setApartmentScreening(prisma, viewer!, body, now);
  const fees = await screeningFeesOfApartment(prisma, rules.apartmentId);
  return c.json({ message: 'Screening rules saved.', screening: presentScreening(rules, fees, now) });
});

adminRoutes.put('/admins/apartments/:apartmentId/floorplans/:floorplanId/accessibility', admin, async (c) => {
  const body = await readJson(c);
  const features =
    typeof body === 'object' && body !== null ? (body as { accessibility?: unknown }).accessibility : body;
  const floorplan = await setFloorplanAccessibility(
    c.var.ctx.prisma,
    c.var.ctx.viewer!,
    c.req.param('floorplanId'),
    features,
    c.req.param('apartmentId'),
  );
  return c.json({ message: 'Accessibility saved.', accessibility: floorplan.accessibility });
});

adminRoutes.patch('/admins/apartments/:id/profile', admin, async (c) => {
  const body = withApartmentId(await readJson(c), c.req.param('id'));
  const apartment = await updateApartmentProfile(c.var.ctx.prisma, body, actor(c.var.ctx));
  return c.json(listingAnswer(c, 'Description saved.', apartment));
});

adminRoutes.post('/admins/apartments/:id/photos', admin, async (c) => {
  const body = withApartmentId(await readJson(c), c.req.param('id'));
  const apartment = await addApartmentPhoto(c.var.ctx.prisma, body, actor(c.var.ctx), c.var.ctx.security.storage);
  return c.json(listingAnswer(c, 'Photo added.', apartment), 201);
});

adminRoutes.put('/admins/apartments/:id/photos', admin, async (c) => {
  const body = withApartmentId(await readJson(c), c.req.param('id'));
  const apartment = await reorderApartmentPhotos(c.var.ctx.prisma, body, actor(c.var.ctx));
  return c.json(listingAnswer(c, 'Photos reordered.', apartment));
});

adminRoutes.delete('/admins/apartments/:id/photos/:photoId', admin, async (c) => {
  const apartment = await removeApartmentPhoto(
    c.var.ctx.prisma,
    c.req.param('photoId'),
    actor(c.var.ctx),
    cleanup(c.var.ctx),
    c.req.param('id'),
  );
  return c.json(listingAnswer(c, 'Photo removed.', apartment));
});

adminRoutes.post('/admins/apartments/:id/publish', admin, async (c) => {
  const apartment = await publishApartment(c.var.ctx.prisma, c.req.param('id'), actor(c.var.ctx));
  return c.json(listingAnswer(c, 'Apartment published.', apartment));
});

adminRoutes.post('/admins/apartments/:id/unpublish', admin, async (c) => {
  const apartment = await unpublishApartment(c.var.ctx.prisma, c.req.param('id'), actor(c.var.ctx));
  return c.json(listingAnswer(c, 'Apartment is a draft again.', apartment));
});

adminRoutes.get('/admins/audit', admin, async (c) => {
  const url = new URL(c.req.url);
  const query: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (key === 'offset' || key === 'limit') {
      if (value.length > 7 || !/^\d{1,7}$/.test(value))
        throw badInput(`${key} must be a whole number`, { [key]: `${key} must be a whole number` });
      query[key] = Number(value);
    } else query[key] = value;
  }
  const { totalCount, entries } = await listAudit(c.var.ctx.prisma, query);
  return c.json({ totalCount, entries: entries.map((entry) => presentAuditEntry(entry, c.var.ctx.viewer)) });
});
