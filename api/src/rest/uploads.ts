// The PUT end of a presigned upload URL (docs/product.md section 7: "PUT each presignedUrl"). The signed query is
// the credential, as with a bucket's presigned URL, so no bearer token is needed.
import { Hono } from 'hono';
import { acceptUpload, UPLOAD_ROUTE_PREFIX } from '../services/uploads.js';
import type { AppEnv } from '../context.js';

export const uploadRoutes = new Hono<AppEnv>();

uploadRoutes.put('/uploads/*', async (c) => {
  const { ctx } = c.var;
  const url = new URL(c.req.url);
  const result = await acceptUpload(
    {
      key: url.pathname.slice(UPLOAD_ROUTE_PREFIX.length),
      query: url.searchParams,
      contentType: c.req.header('content-type'),
      contentLength: c.req.header('content-length'),
      body: c.req.raw.body,
    },
    { signer: ctx.security.uploadSigner, storage: ctx.security.storage },
  );
  return c.json(result);
});
