import { useState } from 'react';
import { imageVariants } from '../lib/domain';

const PLACEHOLDER_IMAGE = '/placeholder.svg';
/** A card is the whole width of a phone, and at most about 400 px on wider screens (the grid's columns). */
const CARD_SIZES = '(max-width: 700px) 100vw, 400px';

/**
 * How soon a picture loads: the largest picture of the first screen at high priority, the rest of the first
 * screen at once, everything further down only as the renter scrolls to it.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy';

/** The priority of the card at `index` of a list: its first cards are the first screen. */
export const cardImagePriority = (index: number): ImagePriority =>
  index === 0 ? 'high' : index < 4 ? 'eager' : 'lazy';

/** An apartment or floorplan image; the placeholder stands in when there is none or it fails to load. */
export function ApartmentImage({
  src,
  alt,
  className,
  priority = 'lazy',
  sizes = CARD_SIZES,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  priority?: ImagePriority;
  /** How wide the picture shows, for choosing among an upload's copies (`srcset`). */
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? PLACEHOLDER_IMAGE : src;
  // An uploaded photo comes in smaller copies (WebP, and JPEG for browsers without it): a phone loads the one
  // its screen needs, not the original. The demo's SVGs and typed-in addresses have none.
  const variants = imageVariants(url);
  const image = (
    <img
      className={className}
      src={url}
      srcSet={variants?.jpg}
      sizes={variants ? sizes : undefined}
      alt={alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
  if (!variants) return image;
  return (
    <picture>
      <source type="image/webp" srcSet={variants.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
