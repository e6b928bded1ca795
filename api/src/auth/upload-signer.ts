// Signed floorplan upload links (docs/product.md section 7): an HMAC binds the key, content type, size limit and expiry.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UploadSigner {
  sign(fields: SignedFields): string;
  matches(fields: SignedFields, signature: string): boolean;
}

export interface SignedFields {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresAt: number;
}

/** A key of its own, derived from the token secret, so an upload signature can never pass as a token's. */
export function createUploadSigner(secret: Uint8Array): UploadSigner {
  const key = createHmac('sha256', secret).update('upload-url-v1').digest();
  const sign = (fields: SignedFields) =>
    createHmac('sha256', key)
      .update(['PUT', fields.key, fields.contentType, fields.maxBytes, fields.expiresAt].join('\n'))
      .digest('base64url');
  return {
    sign,
    matches(fields, signature) {
      const expected = Buffer.from(sign(fields));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
