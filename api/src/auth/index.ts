// Builds the per-instance security pieces from the configuration (docs/contract.md "Running it"). The image storage
// is built by the app's composition (app.ts) and handed in: uploads are signed here, stored there.
import { createApproximateLocation } from './approximate-location.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { AppStorage } from '../storage/storage.js';
import { createApiKeyRateLimiter, type ApiKeyRateLimiter } from './api-key-limit.js';
import { createAuthenticator, type Authenticate } from './authenticate.js';
import { createLoginRateLimiter, type LoginRateLimiter } from './rate-limit.js';
import { createRequestLimiter, type RequestLimiter } from './request-limit.js';
import { createStaffLimits, type StaffLimits } from './staff-limits.js';
import { loadOrCreateSecret } from './secret.js';
import { createPropertyLinks } from './property-links.js';
import {
  CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  GUEST_CARDS_PER_EMAIL_PER_HOUR,
  GUEST_CARDS_PER_NETWORK_PER_HOUR,
  OUTDATED_REPORTS_PER_HOUR,
  RATE_LIMIT_MESSAGES,
} from '../domain/index.js';
import { createFormTokenService } from './form-tokens.js';
import type { Security } from './security.js';
import { createTokenService } from './tokens.js';
import { createUploadSigner } from './upload-signer.js';

export interface SecurityOverrides {
  loginLimiter?: LoginRateLimiter;
  apiKeyLimiter?: ApiKeyRateLimiter;
  reportLimiter?: RequestLimiter;
  guestCardLimiter?: RequestLimiter;
  guestCardEmailLimiter?: RequestLimiter;
  recipientLimiter?: RequestLimiter;
  staffLimits?: StaffLimits;
  onCleanupError?: (error: unknown) => void;
}

export function createSecurity(
  config: Config,
  db: Database,
  storage: AppStorage,
  overrides: SecurityOverrides = {},
): Security & { authenticate: Authenticate } {
  const secret = loadOrCreateSecret(config.jwtSecret, config.dataDir);
  const tokens = createTokenService(secret);
  const apiKeyLimiter = overrides.apiKeyLimiter ?? createApiKeyRateLimiter({ redisUrl: config.redisUrl });
  return {
    tokens,
    authenticate: createAuthenticator(db.prisma, tokens, apiKeyLimiter),
    loginLimiter: overrides.loginLimiter ?? createLoginRateLimiter({ redisUrl: config.redisUrl }),
    apiKeyLimiter,
    reportLimiter:
      overrides.reportLimiter ??
      createRequestLimiter({
        name: 'report',
        points: OUTDATED_REPORTS_PER_HOUR,
        windowSeconds: 3600,
        message: RATE_LIMIT_MESSAGES.reports,
        redisUrl: config.redisUrl,
        perAddress: true,
      }),
    guestCardLimiter:
      overrides.guestCardLimiter ??
      createRequestLimiter({
        name: 'guest-card',
        points: GUEST_CARDS_PER_NETWORK_PER_HOUR,
        windowSeconds: 3600,
        message: RATE_LIMIT_MESSAGES.guestCards,
        redisUrl: config.redisUrl,
        perAddress: true,
      }),
    guestCardEmailLimiter:
      overrides.guestCardEmailLimiter ??
      createRequestLimiter({
        name: 'guest-card-email',
        points: GUEST_CARDS_PER_EMAIL_PER_HOUR,
        windowSeconds: 3600,
        message: RATE_LIMIT_MESSAGES.guestCardsPerEmail,
        redisUrl: config.redisUrl,
        secret,
      }),
    recipientLimiter:
      overrides.recipientLimiter ??
      createRequestLimiter({
        name: 'recipient',
        points: CONFIRMATIONS_PER_ADDRESS_PER_DAY,
        windowSeconds: 24 * 3600,
        message: RATE_LIMIT_MESSAGES.confirmations,
        redisUrl: config.redisUrl,
        secret,
      }),
    staffLimits: overrides.staffLimits ?? createStaffLimits(config.redisUrl),
    formTokens: createFormTokenService(secret),
    propertyLinks: createPropertyLinks(secret, config.origin),
    storage,
    uploadSigner: createUploadSigner(secret),
    approximateLocation: createApproximateLocation(secret),
    onCleanupError: overrides.onCleanupError ?? (() => undefined),
  };
}
