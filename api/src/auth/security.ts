import type { ApproximateLocation } from './approximate-location.js';
import type { AppStorage } from '../storage/storage.js';
import type { ApiKeyRateLimiter } from './api-key-limit.js';
import type { LoginRateLimiter } from './rate-limit.js';
import type { RequestLimiter } from './request-limit.js';
import type { StaffLimits } from './staff-limits.js';
import type { FormTokenService } from './form-tokens.js';
import type { PropertyLinks } from './property-links.js';
import type { TokenService } from './tokens.js';
import type { UploadSigner } from './upload-signer.js';

/** Tokens, login limits, image storage and upload signing: one set per app instance (api/src/auth). */
export interface Security {
  tokens: TokenService;
  loginLimiter: LoginRateLimiter;
  apiKeyLimiter: ApiKeyRateLimiter;
  /** Renters' reports of outdated listings, per client address. */
  reportLimiter: RequestLimiter;
  /** Renters' guest cards (and alert sign-ups), per network: room for a shared Wi-Fi. */
  guestCardLimiter: RequestLimiter;
  /** Renters' guest cards, per e-mail address (kept as HMACs). */
  guestCardEmailLimiter: RequestLimiter;
  /** Confirmation e-mails, per recipient address (services/outbox.ts, recipientKey). */
  recipientLimiter: RequestLimiter;
  /** What one staff account may do per hour: guest cards, shortlists, e-mails to renters. */
  staffLimits: StaffLimits;
  /** When the guest card was shown (its minimum fill time). */
  formTokens: FormTokenService;
  /** The signed links a property answers lease verifications and registrations with (auth/property-links.ts). */
  propertyLinks: PropertyLinks;
  storage: AppStorage;
  uploadSigner: UploadSigner;
  /** The point renters see of an apartment, keyed by the server's secret (auth/approximate-location.ts). */
  approximateLocation: ApproximateLocation;
  /** Told about stored images that could not be removed (they are only orphans). */
  onCleanupError: (error: unknown) => void;
}
