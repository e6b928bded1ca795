// A pin an admin drags (or moves with the arrow keys) to an apartment's exact point; the page checks the point
// lies in the San Antonio metro area. Loaded with the map's chunk through PinPicker (index.tsx).
import { useEffect, useRef } from 'react';
import { AREA_LABEL_POINTS, type GeoPoint } from '../../lib/domain';
import { MapCanvas } from './MapCanvas';
import { Marker, type MapLibreMap } from './maplibre';

export type { GeoPoint };

export interface PinPickerProps {
  value: GeoPoint | null;
  /** Where the pin starts while no point is set (the listing's first area); Downtown without one. */
  start?: GeoPoint | null;
  onChange: (point: GeoPoint) => void;
  /** What the map is for, e.g. "Drag the pin to the building's entrance". */
  label: string;
}

/** An arrow key moves the pin about 50 m (a thousandth of a degree is about 110 m of latitude). */
export const PIN_KEY_STEP_DEGREES = 0.0005;

const DOWNTOWN = AREA_LABEL_POINTS['Downtown/Pearl/Southtown'];
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

export default function PinPickerMap({ value, start, onChange, label }: PinPickerProps) {
  const marker = useRef<Marker | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const onChangeRef = useRef(onChange);
  // The newest value: the map loads after the page, and a point typed before it has loaded is where its pin starts.
  const latest = useRef(value);
  const startAt = useRef(start);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // A new value from the page (typed coordinates, a geocoded address) moves the pin, and the map follows it when
  // it leaves the view, so the admin can always grab the pin.
  useEffect(() => {
    latest.current = value;
    if (!value) return;
    marker.current?.setLngLat([value.longitude, value.latitude]);
    const map = mapRef.current;
    if (map && !map.getBounds().contains([value.longitude, value.latitude]))
      map.jumpTo({ center: [value.longitude, value.latitude], zoom: Math.max(map.getZoom(), 14) });
  }, [value]);

  const onMap = (map: MapLibreMap) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = 'map-picker-pin';
    element.setAttribute('aria-label', 'Apartment pin: drag it, or move it with the arrow keys');
    const initial = latest.current;
    const from = initial ?? startAt.current;
    const pin = new Marker({ element, draggable: true, anchor: 'bottom' })
      .setLngLat(from ? [from.longitude, from.latitude] : [...DOWNTOWN])
      .addTo(map);
    marker.current = pin;
    mapRef.current = map;
    const report = () => {
      const at = pin.getLngLat();
      onChangeRef.current({ latitude: rounded(at.lat), longitude: rounded(at.lng) });
    };
    pin.on('dragend', report);
    map.on('click', (event) => {
      pin.setLngLat(event.lngLat);
      report();
    });
    element.addEventListener('keydown', (event) => {
      const moves: Record<string, [number, number]> = {
        ArrowUp: [0, 1],
        ArrowDown: [0, -1],
        ArrowLeft: [-1, 0],
        ArrowRight: [1, 0],
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      const at = pin.getLngLat();
      pin.setLngLat([at.lng + move[0] * PIN_KEY_STEP_DEGREES, at.lat + move[1] * PIN_KEY_STEP_DEGREES]);
      map.panTo(pin.getLngLat());
      report();
    });
    // A set point is shown close; an area's centre a little wider, as the building is somewhere around it.
    if (initial) map.jumpTo({ center: [initial.longitude, initial.latitude], zoom: 14 });
    else if (from) map.jumpTo({ center: [from.longitude, from.latitude], zoom: 12 });
    return () => {
      pin.remove();
      marker.current = null;
      mapRef.current = null;
    };
  };

  return <MapCanvas label={label} className="map--picker" onMap={onMap} />;
}
