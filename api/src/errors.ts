// Errors a client can cause, each with the HTTP status of docs/contract.md "REST adapter details". The REST layer
// maps them to `{ message, errors? }`; GraphQL to an error with `extensions.code` and `extensions.errors`.
import { z } from 'zod';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'URI_TOO_LONG'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export const badInput = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('BAD_USER_INPUT', message, fieldErrors);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('CONFLICT', message, fieldErrors);

const NUL_MESSAGE = 'Text cannot contain NUL characters';
/**
 * No field of any form or filter takes more text than this (the longest are 2,048-character URLs). Longer
 * text is refused before any schema sees it, so that no pattern ever runs on a long string: one request must
 * not be able to hold the event loop, whatever pattern a schema uses.
 */
export const INPUT_TEXT_MAX_LENGTH = 4_096;
const TOO_LONG_MESSAGE = `Text cannot be longer than ${INPUT_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters`;

/**
 * The first text in the input (a value or a key) that no field may hold: over-long, or with U+0000, which
 * PostgreSQL text cannot hold (a 400 here, not a 500 in the database).
 */
function badText(value: unknown, path: string[] = [], depth = 0): { path: string[]; message: string } | null {
  const check = (text: string, at: string[]) =>
    text.length > INPUT_TEXT_MAX_LENGTH
      ? { path: at, message: TOO_LONG_MESSAGE }
      : text.includes('\u0000')
        ? { path: at, message: NUL_MESSAGE }
        : null;
  if (typeof value === 'string') return check(value, path);
  if (typeof value !== 'object' || value === null || depth > 8) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = check(key, [...path, key]) ?? badText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Names and messages that echo a client's text (an unknown key, a bad value) come back cut short. */
const shortened = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}...` : text);

/** Parses with a zod schema; a failure becomes a 400 naming every field with its first message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const bad = badText(input);
  if (bad) {
    const field = shortened(bad.path.length > 0 ? bad.path.join('.') : '_');
    throw badInput(field === '_' ? bad.message : `${field}: ${bad.message}`, { [field]: bad.message });
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = shortened(issue.path.length > 0 ? issue.path.join('.') : '_');
    fieldErrors[field] ??= shortened(issue.message);
  }
  const first = Object.entries(fieldErrors)[0];
  // The field's name leads the message unless the message already says it ("minPrice cannot be negative").
  const named = (field: string, text: string) =>
    field === '_' || text.toLowerCase().startsWith(field.split('.').pop()!.toLowerCase());
  const message = first ? (named(first[0], first[1]) ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid input';
  throw badInput(message, fieldErrors);
}

/** Unique-constraint violation from Prisma (P2002), whatever the driver adapter. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || error instanceof AppError) return false;
  const { code, message } = error as { code?: string; message?: string };
  // A driver's message may quote the values it was given: only its start is read.
  return code === 'P2002' || /Unique constraint failed|duplicate key value/i.test((message ?? '').slice(0, 500));
}

/**
 * Database faults a client cannot fix but may retry: connection refused or dropped, the pool's wait for a
 * free connection exceeded. They answer 503 instead of a masked 500.
 */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: string; message?: string };
  const text = (message ?? '').slice(0, 500);
  if (
    code === 'P1001' ||
    code === 'P1017' ||
    code === 'P2024' ||
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' ||
    /timeout exceeded when trying to connect|Connection terminated|terminating connection|connection refused|Can't reach database server|Server has closed the connection|ECONNREFUSED|ECONNRESET|DatabaseNotReachable|ConnectionClosed/i.test(
      text,
    )
  ) {
    return new AppError('UNAVAILABLE', 'The service is briefly unavailable. Please try again.', undefined, 1);
  }
  return undefined;
}
