import { useState } from 'react';

const PLACEHOLDER_IMAGE = '/placeholder.svg';

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
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  priority?: ImagePriority;
}) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? PLACEHOLDER_IMAGE : src;
  return (
    <img
      className={className}
      src={url}
      alt={alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
