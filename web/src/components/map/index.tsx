// The site's maps for other pages: each loads MapLibre in its own chunk, in the browser only, so a page that shows
// no map never downloads it and server rendering never runs it.
import { lazy, Suspense } from 'react';
import type { PinPickerProps } from './PinPickerMap';

export type { GeoPoint, PinPickerProps } from './PinPickerMap';

const PinPickerMap = lazy(() => import('./PinPickerMap'));

/** A draggable pin on a map of San Antonio: `value` is the point, `onChange` receives each new one. */
export function PinPicker(props: PinPickerProps) {
  return (
    <Suspense fallback={<div className="map map--picker map--loading" aria-hidden="true" />}>
      <PinPickerMap {...props} />
    </Suspense>
  );
}
