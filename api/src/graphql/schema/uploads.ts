// docs/product.md section 7's presigned-URL request, for the floorplan image picker and building photos (services/uploads.ts).
import { createUploadUrls, UPLOAD_PURPOSES } from '../../services/uploads.js';
import { builder } from '../builder.js';
import { adminOnly } from '../roles.js';
import { plain } from './ids.js';

const UploadPurposeEnum = builder.enumType('UploadPurpose', { values: UPLOAD_PURPOSES });

const UploadRequestInput = builder.inputType('UploadRequestInput', {
  fields: (t) => ({
    apartmentCode: t.string(),
    purpose: t.field({ type: UploadPurposeEnum, description: 'FLOORPLAN (left out) or PHOTO, a building photo.' }),
    roomType: t.string({ description: 'A floorplan type value; not needed for a PHOTO.' }),
    fileSize: t.int({ description: 'How many files (docs/product.md section 7 calls the count fileSize).' }),
    fileType: t.string({ description: "Only 'image/jpeg'." }),
  }),
});

const PresignedUpload = builder.objectRef<{ presignedUrl: string; s3Url: string }>('PresignedUpload').implement({
  description:
    'PUT the JPEG to presignedUrl (Content-Type: image/jpeg, at most 10 MB, within 15 minutes); s3Url then shows it. With local storage presignedUrl is relative to this site.',
  fields: (t) => ({ presignedUrl: t.exposeString('presignedUrl'), s3Url: t.exposeString('s3Url') }),
});

builder.mutationField('createUploadUrls', (t) =>
  t.field({
    ...adminOnly,
    type: [PresignedUpload],
    args: { input: t.arg({ type: UploadRequestInput, required: true }) },
    resolve: (_root, args, ctx) =>
      createUploadUrls(plain(args.input), {
        signer: ctx.security.uploadSigner,
        storage: ctx.security.storage,
        origin: ctx.config.origin,
      }),
  }),
);
