import { describe, expect, it, vi } from 'vitest';
import { checkImages, isJpeg, putFiles } from './floorplanUpload';

describe('floorplan images (docs/product.md sections 5 and 7)', () => {
  it('allows only JPEG files', () => {
    expect(isJpeg({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(isJpeg({ name: 'a.jpeg', type: '' })).toBe(true);
    expect(isJpeg({ name: 'a.png', type: 'image/png' })).toBe(false);
    expect(isJpeg({ name: 'a.jpg', type: 'image/png' })).toBe(false);
    expect(checkImages([{ name: 'a.jpg', type: 'image/jpeg' }])).toBeNull();
    expect(
      checkImages([
        { name: 'a.jpg', type: 'image/jpeg' },
        { name: 'b.png', type: 'image/png' },
      ]),
    ).toBe('Only JPEG files are allowed');
  });

  it('PUTs each file as image/jpeg to its URL and answers the s3Url values', async () => {
    const put = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })];
    const urls = await putFiles(
      files,
      [
        { presignedUrl: 'http://x/up/1', s3Url: '/uploads/1.jpg' },
        { presignedUrl: 'http://x/up/2', s3Url: '/uploads/2.jpg' },
      ],
      put,
    );
    expect(urls).toEqual(['/uploads/1.jpg', '/uploads/2.jpg']);
    expect(put).toHaveBeenCalledTimes(2);
    expect(put).toHaveBeenNthCalledWith(1, 'http://x/up/1', {
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg' },
      body: files[0],
    });
  });

  it("refuses an empty upload with 'No files provided for upload' and reports the server's refusal", async () => {
    await expect(putFiles([], [])).rejects.toThrow('No files provided for upload');
    const put = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ message: 'Only JPEG files are allowed' }), { status: 415 }));
    await expect(
      putFiles([new File(['x'], 'x.jpg', { type: 'image/jpeg' })], [{ presignedUrl: 'u', s3Url: 's' }], put),
    ).rejects.toThrow('Only JPEG files are allowed');
  });
});
