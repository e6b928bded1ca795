// The map element every map of the site shares: it makes a MapLibre map once mounted, in the browser only, hands
// it to the page's code and removes it on unmount. The region is labelled for screen readers; when the map cannot
// load, the page says so and names its other way through.
import { useEffect, useRef, useState } from 'react';
import type { Bounds } from '../../lib/domain';
import { createMap, type MapLibreMap } from './maplibre';

export function MapCanvas({
  label,
  bounds,
  className = '',
  onMap,
  failure = 'The map could not load. Reload the page to try again.',
  children,
}: {
  label: string;
  /** What the page says when the map cannot load, pointing to its other way through. */
  failure?: string;
  bounds?: Bounds | null;
  className?: string;
  /** Called once the map exists; what it returns runs before the map is removed. */
  onMap: (map: MapLibreMap) => void | (() => void);
  children?: React.ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The first box only: later ones move the map through the page's own code, not by making it again.
  const initialBounds = useRef(bounds);
  const onMapRef = useRef(onMap);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: MapLibreMap | undefined;
    let cleanup: void | (() => void);
    let cancelled = false;
    createMap({ container: element, bounds: initialBounds.current }).then(
      (made) => {
        if (cancelled) return made.remove();
        map = made;
        cleanup = onMapRef.current(made);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      cleanup?.();
      map?.remove();
    };
  }, []);

  return (
    <div className={`map ${className}`} role="region" aria-label={label}>
      <div ref={container} className="map__canvas" />
      {failed ? (
        <p className="map__error" role="alert">
          {failure}
        </p>
      ) : (
        children
      )}
    </div>
  );
}
