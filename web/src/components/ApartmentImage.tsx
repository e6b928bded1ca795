import { useState } from 'react';

const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** An apartment or floorplan image; the placeholder stands in when there is none or it fails to load. */
export function ApartmentImage({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? PLACEHOLDER_IMAGE : src;
  return (
    <img className={className} src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} />
  );
}
