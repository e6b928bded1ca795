// The environment of CONTRACT.md "Running it", parsed and checked once.
import { z } from 'zod';
import { GUEST_CARD_MIN_FILL_SECONDS } from './domain/leads.js';

const optionalUrl = z
  .string()
  .trim()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));
const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default('./.data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 bytes').optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(10).max(128).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  SEED_DEMO: bool.optional(),
  SCHEDULING_URL: optionalUrl,
  LEAD_FORM_URL: optionalUrl,
  RENTAL_FORM_URL: optionalUrl,
  ADS_CONVERSION_ID: z
    .string()
    .regex(/^[\w\-/]+$/)
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  READ_CACHE: bool.optional(),
  TRUST_PROXY: bool.optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().max(254).optional(),
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(730),
  ALERTS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // How often the outbox is sent; the browser suite shortens it so a test waits for its e-mail briefly.
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  // The guest card's spam guard; the browser suite lowers it instead of waiting in every test that sends a card.
  GUEST_CARD_MIN_FILL_SECONDS: z.coerce.number().int().min(0).max(60).default(GUEST_CARD_MIN_FILL_SECONDS),
});

type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  production: boolean;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret?: string;
  bootstrapAdmin?: { email: string; password: string };
  redisUrl?: string;
  s3?: {
    endpoint?: string;
    bucket: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    publicUrl?: string;
  };
  publicUrl?: string;
  /**
   * The origin every absolute URL the server writes starts with (upload links, sitemap, canonical URLs):
   * PUBLIC_URL, else http://localhost:PORT outside production. Never the request's Host header, which any
   * client can set: a link built from it would send an admin's upload to the client's own server.
   */
  origin: string;
  seedDemo: boolean;
  thirdParty: { schedulingUrl?: string; leadFormUrl?: string; rentalFormUrl?: string; adsConversionId?: string };
  logLevel: Env['LOG_LEVEL'];
  dbPoolMax: number;
  /** The public read cache (on unless READ_CACHE=false). */
  readCache: boolean;
  /** Behind one trusted reverse proxy: the client address is the last X-Forwarded-For entry. */
  trustProxy: boolean;
  /** CONTRACT.md: e-mail leaves through SMTP; without it, messages wait in the outbox for admins to read. */
  smtpUrl?: string;
  /** The From of every e-mail. */
  mailFrom: string;
  /** Closed leads (leased or lost) keep renters' contact data this many days, then it is erased. */
  leadRetentionDays: number;
  /** How often saved searches are checked for alerts. */
  alertsIntervalSeconds: number;
  /** How often the outbox worker sends what is due. */
  outboxIntervalSeconds: number;
  /** A public guest card sent sooner than this after its form was shown is refused (a robot). */
  guestCardMinFillSeconds: number;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production && !env.JWT_SECRET)
    throw new ConfigError('Invalid environment:\n  JWT_SECRET: required when NODE_ENV=production');
  // Without it the server would have to guess its own address, and the request's Host header is the client's word.
  if (production && !env.PUBLIC_URL)
    throw new ConfigError(
      "Invalid environment:\n  PUBLIC_URL: required when NODE_ENV=production (the site's origin, e.g. https://satxlocators.com)",
    );
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  return {
    env: env.NODE_ENV,
    production,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    jwtSecret: env.JWT_SECRET,
    bootstrapAdmin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    redisUrl: env.REDIS_URL,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
        }
      : undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    origin: env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${env.PORT}`,
    // CONTRACT.md: demo data by default on the embedded database only.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    thirdParty: {
      schedulingUrl: env.SCHEDULING_URL,
      leadFormUrl: env.LEAD_FORM_URL,
      rentalFormUrl: env.RENTAL_FORM_URL,
      adsConversionId: env.ADS_CONVERSION_ID,
    },
    logLevel: env.LOG_LEVEL,
    dbPoolMax: env.DB_POOL_MAX,
    readCache: env.READ_CACHE ?? true,
    trustProxy: env.TRUST_PROXY ?? false,
    smtpUrl: env.SMTP_URL,
    mailFrom:
      env.MAIL_FROM ??
      `SATX Apartment Locators <no-reply@${new URL(env.PUBLIC_URL ?? 'http://satxapartmentlocators.com').hostname}>`,
    leadRetentionDays: env.LEAD_RETENTION_DAYS,
    alertsIntervalSeconds: env.ALERTS_INTERVAL_SECONDS,
    outboxIntervalSeconds: env.OUTBOX_INTERVAL_SECONDS,
    guestCardMinFillSeconds: env.GUEST_CARD_MIN_FILL_SECONDS,
  };
}
