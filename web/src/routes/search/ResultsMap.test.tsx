// The search map's pin card (docs/product.md section 4, the map view) driven in jsdom: MapLibre needs WebGL, so
// the map here is a stand-in that keeps MapLibre's events and draws each marker's element into its container, as
// the real one does. The browser test (web/e2e/map.e2e.ts) runs the same card on the real map.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ResultsMap_apartment$key } from '../../__generated__/ResultsMap_apartment.graphql';
import SearchPageQuery from '../../__generated__/SearchPageQuery.graphql';
import { createEnvironment } from '../../relay/environment';
import { fragmentKey, storeRecord } from '../../test/fragmentKey';
import ResultsMap, { type MapPin } from './ResultsMap';

type Handler = (event?: unknown) => void;

class FakeMap {
  handlers = new Map<string, Handler[]>();
  container = document.createElement('div');
  canvas = document.createElement('canvas');
  zoom = 10;
  pins: MapPin[] = [];
  constructor() {
    this.canvas.tabIndex = 0;
    this.container.append(this.canvas);
  }
  on(name: string, handler: Handler) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
    return this;
  }
  fire(name: string, event?: unknown) {
    for (const handler of this.handlers.get(name) ?? []) handler(event);
  }
  getContainer = () => this.container;
  getCanvas = () => this.canvas;
  getZoom = () => this.zoom;
  getMaxZoom = () => 14;
  sourceData: { features: { geometry: unknown; properties: unknown }[] } | null = null;
  addSource(_id: string, source: { data: { features: { geometry: unknown; properties: unknown }[] } }) {
    this.sourceData = source.data;
  }
  addLayer() {}
  getSource = () => (this.sourceData ? { setData: () => undefined } : undefined);
  isSourceLoaded = () => true;
  querySourceFeatures = () => this.sourceData?.features ?? [];
}

let current: FakeMap;

vi.mock('../../components/map/maplibre', () => ({
  detailZoom: () => 10,
  visibleBounds: () => ({ west: 0, south: 0, east: 1, north: 1 }),
  Marker: class {
    element: HTMLElement;
    constructor({ element }: { element: HTMLElement }) {
      this.element = element;
    }
    setLngLat() {
      return this;
    }
    addTo(map: FakeMap) {
      map.container.append(this.element);
      return this;
    }
    remove() {
      this.element.remove();
    }
  },
}));

vi.mock('../../components/map/MapCanvas', () => ({
  MapCanvas: ({
    label,
    onMap,
    children,
  }: {
    label: string;
    onMap: (map: unknown) => void | (() => void);
    children: ReactNode;
  }) => {
    const holder = useRef<HTMLDivElement>(null);
    // Made once, as the real MapCanvas does.
    const first = useRef(onMap);
    useEffect(() => {
      current = new FakeMap();
      holder.current?.append(current.container);
      return first.current(current) ?? undefined;
    }, []);
    return (
      <div className="map" role="region" aria-label={label}>
        <div ref={holder} />
        {children}
      </div>
    );
  },
}));

function renderMap(
  fields: { specialStartingPrice: number | null; allInMonthlyFromCents: number | null },
  picture: string | null = '/uploads/pearl.jpg',
) {
  const environment = createEnvironment();
  storeRecord(environment, 'Apartment:a1', 'Apartment', {
    cardImage: picture,
    promotion: fields.specialStartingPrice != null,
    ...fields,
  });
  const pin: MapPin = {
    apartmentId: 'a1',
    name: 'The Pearl Lofts',
    card: fragmentKey<ResultsMap_apartment$key>('ResultsMap_apartment', 'Apartment:a1', SearchPageQuery),
    allInMonthlyFromCents: fields.allInMonthlyFromCents,
    longitude: -98.48,
    latitude: 29.44,
  };
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <ResultsMap pins={[pin]} bounds={null} onSearchArea={() => undefined} failure="The map could not load." />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  act(() => {
    current.fire('load');
    current.fire('sourcedata', { sourceId: 'apartments', isSourceLoaded: true });
  });
}

describe("the search map's pin card", () => {
  it("shows the pin's photo, name and the search card's price, and links to the apartment", () => {
    renderMap({ specialStartingPrice: 1188, allInMonthlyFromCents: 122_810 });
    fireEvent.click(screen.getByRole('button', { name: 'The Pearl Lofts, from $1,228.10/mo all-in' }));
    const card = screen.getByRole('group', { name: 'The Pearl Lofts' });
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/uploads/pearl.jpg');
    // Name, price as the search card says it, and no street address: the pins stand at approximate points.
    expect(card.textContent).toBe(
      'The Pearl Lofts' + 'Special Starting Price$1,188/moActual price may varyfrom $1,228.10/mo all-in' + 'Close',
    );
    const link = screen.getByRole('link', { name: 'The Pearl Lofts' });
    expect(link.getAttribute('href')).toBe('/apartment/a1/filteredFloorplans/');
    // The card takes the focus, so a keyboard is in it at once.
    expect(document.activeElement).toBe(link);
  });

  it('closes on Esc and gives the focus back to the pin it was opened from', () => {
    renderMap({ specialStartingPrice: null, allInMonthlyFromCents: null });
    const pin = screen.getByRole('button', { name: 'The Pearl Lofts, ask us for the price' });
    fireEvent.click(pin);
    expect(screen.getByRole('group', { name: 'The Pearl Lofts' }).textContent).toContain('CONTACT US FOR THE SPECIALS');
    fireEvent.keyDown(screen.getByRole('link', { name: 'The Pearl Lofts' }), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'The Pearl Lofts' })).toBeNull();
    expect(document.activeElement).toBe(pin);
  });

  it('closes on Esc with the focus nowhere, but leaves Esc elsewhere on the page to that part', () => {
    renderMap({ specialStartingPrice: null, allInMonthlyFromCents: null });
    const outside = document.body.appendChild(document.createElement('input'));
    fireEvent.click(screen.getByRole('button', { name: 'The Pearl Lofts, ask us for the price' }));
    fireEvent.keyDown(outside, { key: 'Escape' });
    expect(screen.getByRole('group', { name: 'The Pearl Lofts' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'The Pearl Lofts' })).toBeNull();
    outside.remove();
  });

  it('shows the placeholder when the apartment has no picture', () => {
    renderMap({ specialStartingPrice: null, allInMonthlyFromCents: 120_000 }, null);
    fireEvent.click(screen.getByRole('button', { name: 'The Pearl Lofts, from $1,200/mo all-in' }));
    const image = screen.getByRole('group', { name: 'The Pearl Lofts' }).querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/placeholder.svg');
  });

  it('shows the placeholder when the picture fails to load', () => {
    renderMap({ specialStartingPrice: null, allInMonthlyFromCents: 120_000 });
    fireEvent.click(screen.getByRole('button', { name: 'The Pearl Lofts, from $1,200/mo all-in' }));
    const image = screen.getByRole('group', { name: 'The Pearl Lofts' }).querySelector('img')!;
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/placeholder.svg');
  });

  it('says where the basemap’s detail ends once zoomed past it', () => {
    renderMap({ specialStartingPrice: null, allInMonthlyFromCents: null });
    const note = 'This map has no streets: past this zoom it shows a grid of lines about 1 km apart.';
    expect(screen.queryByText(note)).toBeNull();
    act(() => {
      current.zoom = 11;
      current.fire('zoom');
    });
    expect(screen.getByRole('status').textContent).toBe(note);
  });
});
