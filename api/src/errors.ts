// Errors a client can cause, each with the HTTP status of docs/contract.md "REST adapter details". The REST layer
// maps them to `{ message, errors? }`; GraphQL to an error with `extensions.code` and `extensions.errors`.
import { z } from 'zod';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
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
  GONE: 410,
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
/** What was there once and is no more (an expired link): asking again will not help. */
export const gone = (message: string) => new AppError('GONE', message);

const NUL_MESSAGE = 'Text cannot contain NUL characters';
/**
 * No field of any form or filter takes more text than this (the longest are 2,048-character URLs). Longer
 * text is always refused, and the schema sees it cut to this length, so that no pattern ever runs on a long
 * string (one request must not be able to hold the event loop, whatever pattern a schema uses) while the field's
 * own rule still names its own limit.
 */
export const INPUT_TEXT_MAX_LENGTH = 4_096;
const TOO_LONG_MESSAGE = `Text cannot be longer than ${INPUT_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters`;

/** A text found where no field may hold it: over-long, or with U+0000, which PostgreSQL text cannot hold. */
interface BadText {
  path: string[];
  message: string;
  /** An over-long value (not a key): its field's own rule may name the field's limit. */
  overLongValue: boolean;
}

/** Every such text in the input (values and keys), and a copy to validate in which each over-long value is cut. */
function badTexts(input: unknown): { found: BadText[]; shortened: unknown } {
  const found: BadText[] = [];
  const walk = (value: unknown, path: string[], depth: number): unknown => {
    if (typeof value === 'string') {
      if (value.length > INPUT_TEXT_MAX_LENGTH) {
        found.push({ path, message: TOO_LONG_MESSAGE, overLongValue: true });
        // Cut to the most any field may hold: its own rule then says how long it may be, and no pattern runs on more.
        return value.slice(0, INPUT_TEXT_MAX_LENGTH);
      }
      if (value.includes('\u0000')) found.push({ path, message: NUL_MESSAGE, overLongValue: false });
      return value;
    }
    if (typeof value !== 'object' || value === null || depth > 8) return value;
    // Only what holds a cut value is copied: anything else (a Date, a file) reaches the schema as it came.
    let changed = false;
    const entries: [string, unknown][] = [];
    for (const [key, item] of Object.entries(value)) {
      if (key.length > INPUT_TEXT_MAX_LENGTH || key.includes('\u0000')) {
        const message = key.length > INPUT_TEXT_MAX_LENGTH ? TOO_LONG_MESSAGE : NUL_MESSAGE;
        found.push({ path: [...path, key], message, overLongValue: false });
        continue;
      }
      const checked = walk(item, [...path, key], depth + 1);
      changed ||= checked !== item;
      entries.push([key, checked]);
    }
    if (!changed) return value;
    return Array.isArray(value) ? entries.map(([, item]) => item) : Object.fromEntries(entries);
  };
  return { found, shortened: walk(input, [], 0) };
}

/** Names and messages that echo a client's text (an unknown key, a bad value) come back cut short. */
const shortened = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}...` : text);

/**
 * Parses with a zod schema; a failure becomes a 400 naming every field with its first message, all at once. A value
 * longer than any field may hold is named with its own field's limit where the schema has one ("Notes cannot be
 * longer than 2,000 characters"), else with the general one, and is never accepted.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const { found, shortened: checkable } = badTexts(input);
  const fieldName = (path: PropertyKey[]) => shortened(path.length > 0 ? path.map(String).join('.') : '_');
  // A key no field may hold is refused before any schema sees the input.
  const badKey = found.find((bad) => !bad.overLongValue && bad.message === TOO_LONG_MESSAGE);
  const result = badKey ? null : schema.safeParse(checkable);
  if (result?.success && found.length === 0) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const bad of found) if (bad.message === NUL_MESSAGE) fieldErrors[fieldName(bad.path)] = NUL_MESSAGE;
  for (const issue of result?.error?.issues ?? []) fieldErrors[fieldName(issue.path)] ??= shortened(issue.message);
  for (const bad of found) fieldErrors[fieldName(bad.path)] ??= bad.message;
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
 * free connection exceeded, a transaction that ran out of time on a busy server or lost a write conflict or a
 * deadlock to another (it was rolled back whole). They answer 503 instead of a masked 500.
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
    code === 'P2028' ||
    code === 'P2034' ||
    code === '40001' ||
    code === '40P01' ||
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' ||
    /timeout exceeded when trying to connect|Connection terminated|terminating connection|connection refused|Can't reach database server|Server has closed the connection|ECONNREFUSED|ECONNRESET|DatabaseNotReachable|ConnectionClosed|Transaction already closed|expired transaction|could not serialize access|deadlock detected/i.test(
      text,
    )
  ) {
    return new AppError('UNAVAILABLE', 'The service is briefly unavailable. Please try again.', undefined, 1);
  }
  return undefined;
}
