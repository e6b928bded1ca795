// Builds the per-instance security pieces from the configuration (CONTRACT.md "Running it").
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createStorage, type AppStorage } from '../storage/index.js';
import { createApiKeyRateLimiter, type ApiKeyRateLimiter } from './api-key-limit.js';
import { createAuthenticator, type Authenticate } from './authenticate.js';
import { createLoginRateLimiter, type LoginRateLimiter } from './rate-limit.js';
import { loadOrCreateSecret } from './secret.js';
import type { Security } from './security.js';
import { createTokenService } from './tokens.js';
import { createUploadSigner } from './upload-signer.js';

export interface SecurityOverrides {
  loginLimiter?: LoginRateLimiter;
  apiKeyLimiter?: ApiKeyRateLimiter;
  storage?: AppStorage;
  onCleanupError?: (error: unknown) => void;
}

export function createSecurity(
  config: Config,
  db: Database,
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
    storage: overrides.storage ?? createStorage(config),
    uploadSigner: createUploadSigner(secret),
    onCleanupError: overrides.onCleanupError ?? (() => undefined),
  };
}
