// Test support: the listing editor opened on a saved apartment, its query answered with APARTMENT and every other
// call handed to the test's fetch mock.
import { configure, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { vi } from 'vitest';
import { createEnvironment } from '../../../../relay/environment';
import { ListingEditorDialog } from './ListingEditorDialog';
import type { SectionId } from './sections';

// A whole dialog with its query and sections: on a busy shared machine its first render and each save can take
// longer than the default second that findBy and waitFor wait, and than the project's five seconds a test.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

export const FLOORPLAN = {
  __typename: 'Floorplan',
  id: 'Floorplan:f1',
  _id: 'f1',
  type: 'twoBed',
  typeLabel: 'Two Bed',
  availableFrom: '2026-11-24',
  availableNow: true,
  unitsAvailable: 3,
  totalFloorplans: 2,
  imageUrls: ['/uploads/old.jpg'],
  details: { minPrice: 900, maxPrice: 1200, minSqft: 500, maxSqft: 700 },
  modelDetails: { video: null },
  accessibility: ['ELEVATOR'],
};

export const APARTMENT = {
  __typename: 'Apartment',
  id: 'Apartment:a1',
  _id: 'a1',
  name: 'Alamo Lofts',
  code: 'DT-900',
  image: '/uploads/demo/building-3.svg',
  location: ['Downtown'],
  leaseTerm: 12,
  promotionalTerm: 0,
  promotion: false,
  freeMove: false,
  highlight: false,
  clicks: 4,
  likes: 2,
  shares: 1,
  version: 3,
  imageImports: [],
  fees: [{ name: 'Valet trash', amountCents: 3000, kind: 'monthlyMandatory' }],
  amenities: ['pool'],
  petPolicy: { petsAllowed: ['cats'], petRentCents: 2500, petDepositCents: null },
  allSpecials: [],
  commissionPercent: 50,
  description: null,
  yearBuilt: null,
  photos: [],
  address: null,
  exactLocation: null,
  status: 'DRAFT',
  publishMissing: ['a floorplan with a verified price', 'an address', 'a photo'],
  screening: null,
  floorplans: [FLOORPLAN],
};

export const json = (value: unknown) => new Response(JSON.stringify(value));

/** The variables of one GraphQL call the editor made, or null for another request (an upload's PUT). */
export function variablesOf(init: RequestInit | undefined): Record<string, unknown> | null {
  if (typeof init?.body !== 'string') return null;
  return (JSON.parse(init.body) as { variables: Record<string, unknown> }).variables;
}

/**
 * Opens the editor on `apartment` (APARTMENT unless given) at `section`; the editor's own query is answered here
 * (with `root`'s fields beside the apartment: no geocoder unless given), every later call by `answer`.
 */
export function renderEditor(
  section: SectionId,
  answer: (url: string, init: RequestInit | undefined) => Promise<Response>,
  apartment: object = APARTMENT,
  root: object = { geocoderConfigured: false },
) {
  let opened = false;
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
    const variables = variablesOf(init);
    if (!opened && variables && Object.keys(variables).join() === 'id') {
      opened = true;
      return Promise.resolve(json({ data: { ...root, apartment } }));
    }
    return answer(url instanceof Request ? url.url : url.toString(), init);
  });
  const handlers = { onClose: vi.fn(), onAdded: vi.fn(), onSaved: vi.fn(), onError: vi.fn() };
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <ListingEditorDialog target={{ mode: 'edit', id: 'a1', section }} {...handlers} />
    </RelayEnvironmentProvider>,
  );
  return { ...handlers, fetchSpy };
}
