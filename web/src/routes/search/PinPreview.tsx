// The map view's first picture on a phone (docs/product.md section 4): the search's pins drawn as plain HTML over the
// city's area names, at once and without MapLibre, whose download and WebGL start would hold a phone's main thread
// for over a second. One tap anywhere on it starts the moving map in its place. The list beside it stays the
// accessible way through the apartments, so the picture itself is hidden from screen readers and only its button
// is announced.
import { useLingui } from '@lingui/react/macro';
import { AREA_LABEL_POINTS, AREAS, SAN_ANTONIO_VIEW, type Bounds } from '../../lib/domain';
import './pinPreview.css';

export interface PreviewPin {
  apartmentId: string;
  longitude: number;
  latitude: number;
}

/** The Web Mercator y of a latitude, as the moving map draws it (so the picture and the map agree). */
const mercatorY = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));

/** Where a point falls in `box`, as percentages from its left and top; undefined outside it. */
export function placeInBox(
  box: Bounds,
  longitude: number,
  latitude: number,
): { left: number; top: number } | undefined {
  if (longitude < box.west || longitude > box.east || latitude < box.south || latitude > box.north) return undefined;
  const left = ((longitude - box.west) / (box.east - box.west)) * 100;
  const top = ((mercatorY(box.north) - mercatorY(latitude)) / (mercatorY(box.north) - mercatorY(box.south))) * 100;
  return { left, top };
}

const at = (place: { left: number; top: number }) => ({ left: `${place.left}%`, top: `${place.top}%` });

export function PinPreview({
  pins,
  bounds,
  onStart,
}: {
  pins: readonly PreviewPin[];
  /** The box the search is limited to, which the picture shows; the 12 areas otherwise. */
  bounds: Bounds | null;
  onStart: () => void;
}) {
  const { t } = useLingui();
  const box = bounds ?? SAN_ANTONIO_VIEW;
  return (
    <button type="button" className="map map--results pin-preview" onClick={onStart}>
      <span className="pin-preview__plane" aria-hidden="true">
        {AREAS.map((area) => {
          const place = placeInBox(box, ...AREA_LABEL_POINTS[area]);
          return (
            place && (
              <span key={area} className="pin-preview__area" style={at(place)}>
                {area.replaceAll('/', ' / ')}
              </span>
            )
          );
        })}
        {pins.map((pin) => {
          const place = placeInBox(box, pin.longitude, pin.latitude);
          return place && <span key={pin.apartmentId} className="pin-preview__pin" style={at(place)} />;
        })}
      </span>
      <span className="button button--primary pin-preview__start">{t`Move and zoom the map`}</span>
    </button>
  );
}
