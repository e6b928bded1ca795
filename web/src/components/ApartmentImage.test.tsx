// Uploaded photos come in smaller copies (WebP with a JPEG fallback) chosen by the browser for its screen; the
// demo's SVGs and typed-in addresses are shown as they are.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { thumbnailSrc } from '../routes/admins/manager/ApartmentRow';
import { ApartmentImage } from './ApartmentImage';

const UPLOAD = '/uploads/floorplans/bh-1/twoBed/0b8a4d8e-6c5f-4f3e-9a41-3f1f0d2c9b7e.jpg';
const STEM = '/uploads/floorplans/bh-1/twoBed/0b8a4d8e-6c5f-4f3e-9a41-3f1f0d2c9b7e';

describe('ApartmentImage', () => {
  it('offers an upload as WebP and JPEG copies 100, 400 and 960 px wide', () => {
    const { container } = render(<ApartmentImage src={UPLOAD} alt="Living room" />);
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe(
      `${STEM}.w100.webp 100w, ${STEM}.w400.webp 400w, ${STEM}.w960.webp 960w`,
    );
    expect(source.getAttribute('sizes')).toBe('(max-width: 700px) 100vw, 400px');
    const image = container.querySelector('picture > img')!;
    expect(image.getAttribute('src')).toBe(UPLOAD);
    expect(image.getAttribute('srcset')).toBe(`${STEM}.w100.jpg 100w, ${STEM}.w400.jpg 400w, ${STEM}.w960.jpg 960w`);
  });

  it('shows a demo SVG or an outside address as it is', () => {
    for (const src of ['/uploads/demo/building-3.svg', 'https://img.example.com/a.jpg']) {
      const { container, unmount } = render(<ApartmentImage src={src} alt="" />);
      expect(container.querySelector('picture')).toBeNull();
      expect(container.querySelector('img')!.getAttribute('srcset')).toBeNull();
      unmount();
    }
  });

  it("gives the manager's 50 px thumbnail the upload's 100 px copy, sharp at 1x and 2x", () => {
    expect(thumbnailSrc(UPLOAD)).toBe(`${STEM}.w100.jpg`);
    expect(thumbnailSrc('https://img.example.com/a.jpg')).toBe('https://img.example.com/a.jpg');
  });
});
