// docs/product.md section 4 (Search page), the map view: each apartment of the search is a pin with its all-in
// price, pins gather into counted clusters when zoomed out, a pin opens a small card, and "Search this area" puts
// the visible box into the URL (`bbox`) as a filter. Pins and clusters are buttons, so a keyboard reaches each
// one; the list under the map shows the same apartments (the accessible alternative). The card shows what the
// search's card shows (picture, name, price) and links to the apartment, never its address: the pins stand at
// approximate points (docs/contract.md "Where an apartment is"). Esc closes it and gives the focus back to its pin.
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ResultsMap_apartment$key } from '../../__generated__/ResultsMap_apartment.graphql';
import { ApartmentImage } from '../../components/ApartmentImage';
import { PriceTag } from '../../components/PriceTag';
import { MapCanvas } from '../../components/map/MapCanvas';
import { detailZoom, Marker, visibleBounds, type MapLibreMap } from '../../components/map/maplibre';
import type { Bounds } from '../../lib/domain';
import { formatCents } from '../../lib/format';
import { paths } from '../../lib/paths';

export interface MapPin {
  /** The apartment's code: its address on the site and its key here. */
  apartmentId: string;
  name: string;
  /** What the pin's card shows beside the name: the search card's picture and price. */
  card: ResultsMap_apartment$key;
  allInMonthlyFromCents: number | null;
  longitude: number;
  latitude: number;
}

const cardFragment = graphql`
  fragment ResultsMap_apartment on Apartment {
    cardImage
    ...PriceTag_apartment
  }
`;

/** The search card's picture (the placeholder when there is none) and its price, as the card says it. */
function PinCardDetails({ apartment }: { apartment: ResultsMap_apartment$key }) {
  const data = useFragment(cardFragment, apartment);
  return (
    <>
      <ApartmentImage src={data.cardImage} alt="" className="map-card__image" sizes="18rem" />
      <div className="map-card__price">
        <PriceTag apartment={data} />
      </div>
    </>
  );
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
  focusOnStart = false,
}: {
  pins: readonly MapPin[];
  /** Whether the map takes the focus once it is drawn (it was started by a tap on the pins' picture). */
  focusOnStart?: boolean;
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
  // Closer than its basemap's detail, the map says so (the offline basemap draws only county lines and a grid).
  const [pastDetail, setPastDetail] = useState(false);
  const mapRef = useRef<MapLibreMap | null>(null);
  const pinsRef = useRef(pins);
  const byId = useRef(new Map<string, MapPin>());
  const cardLink = useRef<HTMLAnchorElement>(null);
  // The pin the card was opened from, which gets the focus back when the card closes.
  const opener = useRef<HTMLElement | null>(null);

  const closeCard = useCallback(() => {
    setSelected(null);
    const back = opener.current?.isConnected ? opener.current : mapRef.current?.getCanvas();
    opener.current = null;
    back?.focus();
  }, []);

  useEffect(() => {
    pinsRef.current = pins;
    byId.current = new Map(pins.map((pin) => [pin.apartmentId, pin]));
    const source = mapRef.current?.getSource<GeoJSONSource>(SOURCE);
    void source?.setData(collection(pins));
    setSelected((current) => (current && byId.current.has(current.apartmentId) ? current : null));
  }, [pins]);

  useEffect(() => {
    if (!selected) return;
    cardLink.current?.focus();
    // Esc on the map (the card, a pin, the canvas, a control) or with the focus nowhere closes the card, as it
    // closes a dialog; Esc in another part of the page is that part's own.
    const onKey = (event: KeyboardEvent) => {
      const region = mapRef.current?.getContainer().closest('.map');
      const target = event.target;
      const onMap = target === document.body || (target instanceof Node && region?.contains(target));
      if (event.key !== 'Escape' || !onMap) return;
      event.preventDefault();
      closeCard();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [selected, closeCard]);

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
        opener.current = element;
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
        // At the closest zoom every apartment is its own pin.
        clusterMaxZoom: Math.min(15, map.getMaxZoom() - 1),
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
    const onZoom = () => setPastDetail(map.getZoom() > detailZoom(map));
    map.on('zoom', onZoom);
    onZoom();
    map.on('click', () => setSelected(null));
    if (focusOnStart) map.getCanvas().focus();
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
      {pastDetail && (
        <p className="map__detail-note" role="status">
          {t`This map has no streets: past this zoom it shows a grid of lines about 1 km apart.`}
        </p>
      )}
      {selected && (
        <div className="map-card" role="group" aria-label={selected.name}>
          <Link ref={cardLink} className="map-card__title" to={paths.filteredFloorplans(selected.apartmentId)}>
            {selected.name}
          </Link>
          <PinCardDetails apartment={selected.card} />
          <button type="button" className="link-button map-card__close" onClick={closeCard}>
            {t`Close`}
          </button>
        </div>
      )}
    </MapCanvas>
  );
}
