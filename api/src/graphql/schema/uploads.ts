// docs/product.md section 7's presigned-URL request, for the floorplan image picker (services/uploads.ts).
import { createUploadUrls } from '../../services/uploads.js';
import { builder } from '../builder.js';
import { adminOnly } from '../roles.js';
import { plain } from './ids.js';

const UploadRequestInput = builder.inputType('UploadRequestInput', {
  fields: (t) => ({
    apartmentCode: t.string(),
    roomType: t.string({ description: 'A floorplan type value.' }),
    fileSize: t.int({ description: 'How many files (docs/product.md section 7 calls the count fileSize).' }),
    fileType: t.string({ description: "Only 'image/jpeg'." }),
  }),
});

const PresignedUpload = builder.objectRef<{ presignedUrl: string; s3Url: string }>('PresignedUpload').implement({
  description:
    'PUT the JPEG to presignedUrl (Content-Type: image/jpeg, at most 10 MB, within 15 minutes); s3Url then shows it.',
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
