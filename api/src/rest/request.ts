// What every REST write route needs before its service call (docs/contract.md "REST adapter details"): the role
// check (401/403), a JSON body (415 for another type, 400 for malformed JSON) or a form body.
import { createMiddleware } from 'hono/factory';
import { roleError } from '../auth/authenticate.js';
import type { Role } from '../auth/viewer.js';
import { AppError, badInput } from '../errors.js';
import type { AppContext, AppEnv } from '../context.js';

export const REQUEST_MESSAGES = {
  jsonOnly: 'The request body must be JSON (Content-Type: application/json).',
  jsonOrForm: 'The request body must be JSON or a multipart form.',
  formOnly: 'The request body must be a form (Content-Type: application/x-www-form-urlencoded).',
  malformedJson: 'The request body is not valid JSON.',
} as const;

/** Scope-auth's twin for REST: the same rule, the same messages. */
export const requireRole = (role: Role) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const error = roleError(c.var.ctx.viewer, c.var.ctx.authError, role);
    if (error) throw error;
    await next();
  });

function mediaType(c: AppContext): string {
  return (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

const isJson = (type: string) => type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);

export async function readJson(c: AppContext): Promise<unknown> {
  if (!isJson(mediaType(c))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', REQUEST_MESSAGES.jsonOnly);
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badInput(REQUEST_MESSAGES.malformedJson);
  }
}

/** A JSON body, or a multipart / URL-encoded form as its fields (files are refused: they go through uploads). */
export async function readJsonOrForm(
  c: AppContext,
): Promise<{ kind: 'json'; body: unknown } | { kind: 'form'; fields: Record<string, string | string[]> }> {
  const type = mediaType(c);
  if (isJson(type)) return { kind: 'json', body: await readJson(c) };
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', REQUEST_MESSAGES.jsonOrForm);
  }
  return { kind: 'form', fields: await formFields(c) };
}

/** A URL-encoded form, as a page's `<form method="post">` sends it: its fields (a repeated name gives a list). */
export async function readForm(c: AppContext): Promise<Record<string, string | string[]>> {
  if (mediaType(c) !== 'application/x-www-form-urlencoded')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', REQUEST_MESSAGES.formOnly);
  return formFields(c);
}

async function formFields(c: AppContext): Promise<Record<string, string | string[]>> {
  let parsed: Record<string, unknown>;
  try {
    parsed = await c.req.parseBody({ all: true });
  } catch {
    throw badInput('The form could not be read.');
  }
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(parsed)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item !== 'string')) {
      throw badInput('Upload images through the presigned URLs; this form takes their URLs only.', {
        [name]: 'Files are not accepted here',
      });
    }
    fields[name] = values.length === 1 ? (values[0] as string) : (values as string[]);
  }
  return fields;
}
