// docs/product.md section 4 (Search page), the map view: each apartment of the search is a pin with its all-in
// price, pins gather into counted clusters when zoomed out, a pin opens a small card, and "Search this area" puts
// the visible box into the URL (`bbox`) as a filter. Pins and clusters are buttons, so a keyboard reaches each
// one; the list under the map shows the same apartments (the accessible alternative).
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MapCanvas } from '../../components/map/MapCanvas';
import { Marker, visibleBounds, type MapLibreMap } from '../../components/map/maplibre';
import type { Bounds } from '../../lib/domain';
import { formatCents } from '../../lib/format';
import { paths } from '../../lib/paths';

export interface MapPin {
  /** The apartment's code: its address on the site and its key here. */
  apartmentId: string;
  name: string;
  allInMonthlyFromCents: number | null;
  longitude: number;
  latitude: number;
}

type PinProperties = { apartmentId: string };
type ClusterProperties = { cluster: true; cluster_id: number; point_count: number };

const SOURCE = 'apartments';

function collection(pins: readonly MapPin[]): FeatureCollection<Point, PinProperties> {
  return {
    type: 'FeatureCollection',
    features: pins.map((pin): Feature<Point, PinProperties> => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [pin.longitude, pin.latitude] },
      properties: { apartmentId: pin.apartmentId },
    })),
  };
}

export default function ResultsMap({
  pins,
  bounds,
  onSearchArea,
  failure,
}: {
  pins: readonly MapPin[];
  /** What the page says when the map cannot load. */
  failure: string;
  /** The box the search is limited to, which the map opens on. */
  bounds: Bounds | null;
  onSearchArea: (bounds: Bounds) => void;
}) {
  const { t } = useLingui();
  // The pins' words in the page's language; the price reads as PriceTag's allInFrom does in English.
  const allInFrom = (cents: number) => {
    const price = formatCents(cents);
    return t`from ${price}/mo all-in`;
  };
  const pinText = (pin: MapPin) =>
    pin.allInMonthlyFromCents != null ? formatCents(pin.allInMonthlyFromCents) : t`Ask us`;
  const pinLabel = (pin: MapPin) => {
    const price = pin.allInMonthlyFromCents != null ? allInFrom(pin.allInMonthlyFromCents) : t`ask us for the price`;
    return `${pin.name}, ${price}`;
  };
  const [selected, setSelected] = useState<MapPin | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const pinsRef = useRef(pins);
  const byId = useRef(new Map<string, MapPin>());
  const cardLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    pinsRef.current = pins;
    byId.current = new Map(pins.map((pin) => [pin.apartmentId, pin]));
    const source = mapRef.current?.getSource<GeoJSONSource>(SOURCE);
    void source?.setData(collection(pins));
    setSelected((current) => (current && byId.current.has(current.apartmentId) ? current : null));
  }, [pins]);

  useEffect(() => {
    if (selected) cardLink.current?.focus();
  }, [selected]);

  const onMap = (map: MapLibreMap) => {
    mapRef.current = map;
    const markers = new Map<string, Marker>();
    let shown = new Set<string>();

    const pinMarker = (pin: MapPin): Marker => {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = 'map-pin';
      element.textContent = pinText(pin);
      element.setAttribute('aria-label', pinLabel(pin));
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        setSelected(byId.current.get(pin.apartmentId) ?? null);
      });
      return new Marker({ element, anchor: 'bottom' }).setLngLat([pin.longitude, pin.latitude]);
    };

    const clusterMarker = (id: number, count: number, at: [number, number]): Marker => {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = 'map-cluster';
      element.textContent = String(count);
      element.setAttribute('aria-label', t`${count} apartments here: zoom in`);
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        void map
          .getSource<GeoJSONSource>(SOURCE)
          ?.getClusterExpansionZoom(id)
          .then((zoom) => map.easeTo({ center: at, zoom }));
      });
      return new Marker({ element }).setLngLat(at);
    };

    // The MapLibre way to draw HTML for a clustered source: read the features of the tiles in view and keep one
    // marker per cluster or pin.
    const update = () => {
      if (!map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
      const next = new Set<string>();
      for (const feature of map.querySourceFeatures(SOURCE)) {
        const at = (feature.geometry as Point).coordinates as [number, number];
        const properties = feature.properties as PinProperties | ClusterProperties;
        const key = 'cluster' in properties ? `cluster:${properties.cluster_id}` : `pin:${properties.apartmentId}`;
        if (next.has(key)) continue;
        next.add(key);
        if (markers.has(key)) continue;
        if ('cluster' in properties) {
          markers.set(key, clusterMarker(properties.cluster_id, properties.point_count, at));
        } else {
          const pin = byId.current.get(properties.apartmentId);
          if (pin) markers.set(key, pinMarker(pin));
        }
      }
      for (const key of next) if (!shown.has(key)) markers.get(key)?.addTo(map);
      for (const key of shown) if (!next.has(key)) markers.get(key)?.remove();
      // A pin's price or a cluster's count changes with the data: markers of keys no longer shown are rebuilt.
      for (const key of [...markers.keys()]) if (!next.has(key)) markers.delete(key);
      shown = next;
    };

    map.on('load', () => {
      map.addSource(SOURCE, {
        type: 'geojson',
        data: collection(pinsRef.current),
        cluster: true,
        clusterRadius: 48,
        clusterMaxZoom: 15,
      });
      // Invisible: the markers draw the pins, but a source is only read when a layer uses it.
      map.addLayer({ id: SOURCE, type: 'circle', source: SOURCE, paint: { 'circle-opacity': 0, 'circle-radius': 1 } });
    });
    map.on('sourcedata', (event) => {
      if (event.sourceId !== SOURCE || !event.isSourceLoaded) return;
      // New data: every marker is made again from it.
      for (const marker of markers.values()) marker.remove();
      markers.clear();
      shown = new Set();
      update();
    });
    map.on('moveend', update);
    map.on('click', () => setSelected(null));
    return () => {
      mapRef.current = null;
      for (const marker of markers.values()) marker.remove();
    };
  };

  return (
    <MapCanvas
      label={t`Map of the apartments found`}
      bounds={bounds}
      className="map--results"
      onMap={onMap}
      failure={failure}
    >
      <button
        type="button"
        className="button button--primary button--small map__search-area"
        onClick={() => {
          if (mapRef.current) onSearchArea(visibleBounds(mapRef.current));
        }}
      >
        {t`Search this area`}
      </button>
      {selected && (
        <div className="map-card" role="group" aria-label={selected.name}>
          <Link ref={cardLink} className="map-card__title" to={paths.filteredFloorplans(selected.apartmentId)}>
            {selected.name}
          </Link>
          <p className="map-card__price">
            {selected.allInMonthlyFromCents != null
              ? allInFrom(selected.allInMonthlyFromCents)
              : t`Contact us for the specials`}
          </p>
          <button type="button" className="link-button map-card__close" onClick={() => setSelected(null)}>
            {t`Close`}
          </button>
        </div>
      )}
    </MapCanvas>
  );
}
