// The environment of docs/contract.md "Running it", parsed and checked once.
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import { isMailbox } from './domain/mailbox.js';
import { GUEST_CARD_MIN_FILL_SECONDS } from './domain/leads.js';
import { SITE } from './domain/site.js';

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
  ADMIN_EMAIL: z.string().refine(isMailbox, 'must be one e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(10).max(128).optional(),
  AGENT_EMAIL: z.string().email().optional(),
  AGENT_PASSWORD: z.string().min(10).max(128).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  // docs/operations.md: what this deployment's Redis channels start with (pub/sub ignores the db index).
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits or . _ : -')
    .optional(),
  // docs/contract.md "The live inbox": open streams per account (or API key) and per client address, per instance.
  LIVE_INBOXES_PER_ACCOUNT: z.coerce
    .number({ error: 'must be a whole number from 1 to 100' })
    .int('must be a whole number from 1 to 100')
    .min(1, 'must be a whole number from 1 to 100')
    .max(100, 'must be a whole number from 1 to 100')
    .default(5),
  LIVE_INBOXES_PER_ADDRESS: z.coerce
    .number({ error: 'must be a whole number from 1 to 1000' })
    .int('must be a whole number from 1 to 1000')
    .min(1, 'must be a whole number from 1 to 1000')
    .max(1000, 'must be a whole number from 1 to 1000')
    .default(20),
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
  // docs/operations.md, Processes: how many server processes share the port (one per CPU core is the usual choice).
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number from 1 to 64' })
    .int('must be a whole number from 1 to 64')
    .min(1, 'must be a whole number from 1 to 64')
    .max(64, 'must be a whole number from 1 to 64')
    .default(1),
  READ_CACHE: bool.optional(),
  TRUST_PROXY: bool.optional(),
  // docs/operations.md, Metrics: the bearer token Prometheus sends; without it there is no /metrics at all.
  METRICS_TOKEN: z
    .string()
    .refine((value) => Buffer.byteLength(value) >= 32, 'must be at least 32 bytes (e.g. `openssl rand -hex 32`)')
    .refine((value) => /^[\x21-\x7e]+$/.test(value), 'must be printable ASCII without spaces (it is sent in a header)')
    .optional(),
  // docs/operations.md, Tracing: the OTLP collector spans go to; without it the tracing SDK is never loaded.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(320, 'is too long')
    // The From header of every e-mail: one mailbox, optionally with a name, and nothing a header could break on.
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'cannot contain line breaks or control characters')
    .refine((value) => {
      const parsed = addressparser(value, { flatten: true });
      return parsed.length === 1 && isMailbox(parsed[0].address);
    }, 'must be one e-mail address, e.g. "SATX Apartment Locators <no-reply@satxlocators.com>"')
    .optional(),
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(730),
  // docs/contract.md "Getting paid": who the invoices come from (the demo business's details by default).
  LOCATOR_BILLING_NAME: z.string().trim().min(1).max(100).default(SITE.legalName),
  LOCATOR_BILLING_ADDRESS: z.string().trim().min(1).max(300).default(SITE.address),
  LOCATOR_BILLING_EMAIL: z
    .string()
    .trim()
    .refine(isMailbox, 'LOCATOR_BILLING_EMAIL must be one e-mail address')
    .default(SITE.email),
  LOCATOR_BILLING_PHONE: z.string().trim().min(1).max(30).default(SITE.phone),
  /** How often lease verification reminders, due invoices and overdue reminders are looked for. */
  BILLING_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(86_400).default(3_600),
  ALERTS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // How often the outbox is sent; the browser suite shortens it so a test waits for its e-mail briefly.
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  // The guest card's spam guard; the browser suite lowers it instead of waiting in every test that sends a card.
  GUEST_CARD_MIN_FILL_SECONDS: z.coerce.number().int().min(0).max(60).default(GUEST_CARD_MIN_FILL_SECONDS),
  MAP_TILES: z.string().trim().optional(),
  // docs/operations.md, Geocoder: the operator's own Nominatim- or Pelias-compatible search endpoint.
  GEOCODER_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/i, 'must be an http(s) URL, e.g. https://nominatim.example.com/search')
    .pipe(z.url('must be an http(s) URL, e.g. https://nominatim.example.com/search'))
    .optional(),
  // docs/contract.md "Where an apartment is": intranet image hosts the import may fetch from despite a private address.
  IMAGE_FETCH_ALLOW_HOSTS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const hosts = (value ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean);
      for (const host of hosts)
        if (!/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[?[0-9a-f:.]+\]?)$/.test(host))
          ctx.addIssue({ code: 'custom', message: `${host} is not a host name or an address` });
      return hosts.map((host) => host.replace(/^\[|\]$/g, ''));
    }),
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
  /** An active agent made at start-up (the demo's), as bootstrapAdmin makes an admin. */
  bootstrapAgent?: { email: string; password: string };
  redisUrl?: string;
  /**
   * What the deployment's Redis channels start with: REDIS_PREFIX, else one derived from the database's name and
   * Redis's db index, so that a staging copy on the same Redis never hears production (redisPrefixFor).
   */
  redisPrefix: string;
  /** docs/contract.md "The live inbox": the open streams allowed per account (or API key) and per client address. */
  liveInboxes: { perAccount: number; perAddress: number };
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
  /** WEB_CONCURRENCY: server processes sharing the port (processes.ts); above 1 only with DATABASE_URL and REDIS_URL. */
  processes: number;
  /** The public read cache (on unless READ_CACHE=false). */
  readCache: boolean;
  /** Behind one trusted reverse proxy: the client address is the last X-Forwarded-For entry. */
  trustProxy: boolean;
  /** The bearer token /metrics asks for (at least 32 bytes); without it /metrics does not exist. */
  metricsToken?: string;
  /** Where OpenTelemetry spans are sent (OTLP over HTTP); without it tracing costs nothing. */
  otlpEndpoint?: string;
  /** docs/contract.md: e-mail leaves through SMTP; without it, messages wait in the outbox for admins to read. */
  smtpUrl?: string;
  /** The From of every e-mail: MAIL_FROM (required in production), else developmentMailFrom. */
  mailFrom: string;
  /** Leads (any status) keep renters' contact data this many days after their last activity, then it is erased. */
  leadRetentionDays: number;
  /** docs/contract.md "Getting paid": the locator's details printed on every invoice (LOCATOR_BILLING_*). */
  locatorBilling: { name: string; address: string; email: string; phone: string };
  /** How often the billing run (jobs/index.ts) looks for reminders and invoices due. */
  billingIntervalSeconds: number;
  /** How often saved searches are checked for alerts. */
  alertsIntervalSeconds: number;
  /** How often the outbox worker sends what is due. */
  outboxIntervalSeconds: number;
  /** A public guest card sent sooner than this after its form was shown is refused (a robot). */
  guestCardMinFillSeconds: number;
  /** The map's vector basemap (MAP_TILES); without it the map draws the offline outline basemap (http/map.ts). */
  mapTiles?: MapTiles;
  /** The operator's geocoder search endpoint (services/geocoder.ts); without it the editor's pin is placed by hand. */
  geocoderUrl?: string;
  /**
   * IMAGE_FETCH_ALLOW_HOSTS: host names or addresses (lower case, IPv6 without brackets) whose images are imported
   * even though they resolve to a private address; nothing else relaxes the public-address rule.
   */
  imageFetchAllowHosts: string[];
}

/** A PMTiles archive this server serves with range requests, or one the browser reads from another address. */
export type MapTiles = { kind: 'file'; path: string } | { kind: 'url'; url: string };

/** Every PMTiles archive (version 3 included) starts with these bytes. */
const PMTILES_MAGIC = 'PMTiles';

/**
 * docs/contract.md, Running it: MAP_TILES is an http(s) URL of a .pmtiles archive, or the path of one on this machine,
 * checked at start-up so a typo fails the deployment rather than every renter's map.
 */
export function parseMapTiles(value: string | undefined): MapTiles | undefined {
  if (!value) return undefined;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigError('Invalid environment:\n  MAP_TILES: is not a valid URL');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new ConfigError('Invalid environment:\n  MAP_TILES: must be an http(s) URL or the path of a .pmtiles file');
    return { kind: 'url', url: url.href };
  }
  const file = path.resolve(value);
  let header = '';
  try {
    if (!statSync(file).isFile()) throw new Error('not a file');
    const fd = openSync(file, 'r');
    try {
      const bytes = Buffer.alloc(PMTILES_MAGIC.length);
      readSync(fd, bytes, 0, bytes.length, 0);
      header = bytes.toString('latin1');
    } finally {
      closeSync(fd);
    }
  } catch {
    throw new ConfigError(`Invalid environment:\n  MAP_TILES: no readable file at ${file}`);
  }
  if (header !== PMTILES_MAGIC)
    throw new ConfigError(`Invalid environment:\n  MAP_TILES: ${file} is not a PMTiles archive`);
  return { kind: 'file', path: file };
}

export class ConfigError extends Error {}

/**
 * Outside production without MAIL_FROM: no-reply at PUBLIC_URL's host when that is a domain name a mail server can
 * check, else at localhost.localdomain (an address, unlike no-reply@127.0.0.1 or no-reply@localhost).
 */
export function developmentMailFrom(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : '';
  const address = isMailbox(`no-reply@${host}`) ? `no-reply@${host}` : 'no-reply@localhost.localdomain';
  return `SATX Apartment Locators <${address}>`;
}

/**
 * The default REDIS_PREFIX: `satx:<database name>:<Redis db index>`. Redis pub/sub ignores the db index, so two
 * deployments told apart only by it (production on /5, staging on /6) would otherwise hear each other's channels.
 * The embedded database is named by a digest of its DATA_DIR.
 */
export function redisPrefixFor(databaseUrl: string | undefined, dataDir: string, redisUrl: string | undefined): string {
  const name = databaseUrl
    ? decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'postgres'
    : `embedded-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12)}`;
  const index = redisUrl ? new URL(redisUrl).pathname.slice(1) || '0' : '0';
  return `satx:${name.replace(/[^\w.-]/g, '_').slice(0, 40)}:${index.replace(/\D/g, '') || '0'}`;
}

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
  // Mail servers refuse a From they cannot check (no-reply@127.0.0.1); the site's own domain is the owner's to name.
  // The guest card's spam guard stays on in production; only a test run turns it off.
  if (production && env.GUEST_CARD_MIN_FILL_SECONDS < 1)
    throw new ConfigError('Invalid environment:\n  GUEST_CARD_MIN_FILL_SECONDS: at least 1 when NODE_ENV=production');
  if (production && !env.MAIL_FROM)
    throw new ConfigError(
      'Invalid environment:\n  MAIL_FROM: required when NODE_ENV=production (the From of every e-mail, e.g. "SATX Apartment Locators <no-reply@satxlocators.com>")',
    );
  // Several processes are several instances: they share what instances share (docs/operations.md, Processes). The
  // embedded database belongs to one process, and in-memory rate limits and live-inbox events to each process alone.
  if (env.WEB_CONCURRENCY > 1 && (!env.DATABASE_URL || !env.REDIS_URL))
    throw new ConfigError(
      'Invalid environment:\n  WEB_CONCURRENCY: above 1 needs DATABASE_URL and REDIS_URL (the processes share the database and Redis)',
    );
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  if (Boolean(env.AGENT_EMAIL) !== Boolean(env.AGENT_PASSWORD)) {
    throw new ConfigError('Invalid environment:\n  AGENT_EMAIL and AGENT_PASSWORD go together');
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
    bootstrapAgent:
      env.AGENT_EMAIL && env.AGENT_PASSWORD ? { email: env.AGENT_EMAIL, password: env.AGENT_PASSWORD } : undefined,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX ?? redisPrefixFor(env.DATABASE_URL, env.DATA_DIR, env.REDIS_URL),
    liveInboxes: { perAccount: env.LIVE_INBOXES_PER_ACCOUNT, perAddress: env.LIVE_INBOXES_PER_ADDRESS },
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
    // docs/contract.md: demo data by default on the embedded database only.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    thirdParty: {
      schedulingUrl: env.SCHEDULING_URL,
      leadFormUrl: env.LEAD_FORM_URL,
      rentalFormUrl: env.RENTAL_FORM_URL,
      adsConversionId: env.ADS_CONVERSION_ID,
    },
    logLevel: env.LOG_LEVEL,
    dbPoolMax: env.DB_POOL_MAX,
    processes: env.WEB_CONCURRENCY,
    readCache: env.READ_CACHE ?? true,
    trustProxy: env.TRUST_PROXY ?? false,
    metricsToken: env.METRICS_TOKEN,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? developmentMailFrom(env.PUBLIC_URL),
    leadRetentionDays: env.LEAD_RETENTION_DAYS,
    billingIntervalSeconds: env.BILLING_INTERVAL_SECONDS,
    locatorBilling: {
      name: env.LOCATOR_BILLING_NAME,
      address: env.LOCATOR_BILLING_ADDRESS,
      email: env.LOCATOR_BILLING_EMAIL,
      phone: env.LOCATOR_BILLING_PHONE,
    },
    alertsIntervalSeconds: env.ALERTS_INTERVAL_SECONDS,
    outboxIntervalSeconds: env.OUTBOX_INTERVAL_SECONDS,
    guestCardMinFillSeconds: env.GUEST_CARD_MIN_FILL_SECONDS,
    mapTiles: parseMapTiles(env.MAP_TILES),
    geocoderUrl: env.GEOCODER_URL,
    imageFetchAllowHosts: env.IMAGE_FETCH_ALLOW_HOSTS,
  };
}
