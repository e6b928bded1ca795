// docs/product.md section 7 (presigned upload flow) and section 5 (floorplan images are JPEG only): ask for one
// signed URL per file, PUT each file as image/jpeg, and keep the answered s3Url values as imageUrls.
import { UPLOAD_MESSAGES } from '../../../lib/domain';

export const JPEG_TYPE = 'image/jpeg';

/** A JPEG by its type, or by its name when the browser gives no type. */
export function isJpeg(file: { name: string; type: string }): boolean {
  if (file.type) return file.type === JPEG_TYPE;
  return /\.jpe?g$/i.test(file.name);
}

/** 'Only JPEG files are allowed' when any chosen file is not a JPEG, else null. */
export function checkImages(files: readonly { name: string; type: string }[]): string | null {
  return files.every(isJpeg) ? null : UPLOAD_MESSAGES.jpegOnly;
}

export interface PresignedUpload {
  readonly presignedUrl: string;
  readonly s3Url: string;
}

/** PUTs each file to its URL (in order); fails with the server's message on the first refusal. */
export async function putFiles(
  files: readonly File[],
  uploads: readonly PresignedUpload[],
  put: typeof fetch = fetch,
): Promise<string[]> {
  if (files.length === 0) throw new Error(UPLOAD_MESSAGES.noFiles);
  if (uploads.length !== files.length) throw new Error('The server did not answer one upload address per file.');
  const urls: string[] = [];
  for (const [index, file] of files.entries()) {
    const upload = uploads[index];
    const response = await put(upload.presignedUrl, {
      method: 'PUT',
      headers: { 'Content-Type': JPEG_TYPE },
      body: file,
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new Error(body?.message ?? `Upload failed (${response.status})`);
    }
    urls.push(upload.s3Url);
  }
  return urls;
}
