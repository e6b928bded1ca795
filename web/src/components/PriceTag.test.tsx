import { render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { PriceTag_apartment$key } from '../__generated__/PriceTag_apartment.graphql';
import SearchPageQuery from '../__generated__/SearchPageQuery.graphql';
import { createEnvironment } from '../relay/environment';
import { fragmentKey, storeRecord } from '../test/fragmentKey';
import { PriceTag, allInFrom } from './PriceTag';

function renderTag(fields: {
  promotion: boolean;
  specialStartingPrice: number | null;
  allInMonthlyFromCents: number | null;
}) {
  const environment = createEnvironment();
  storeRecord(environment, 'Apartment:a1', 'Apartment', fields);
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <PriceTag
        apartment={fragmentKey<PriceTag_apartment$key>('PriceTag_apartment', 'Apartment:a1', SearchPageQuery)}
      />
    </RelayEnvironmentProvider>,
  );
}

describe('the price and deal of an apartment (docs/product.md sections 2 and 9, docs/contract.md Search semantics)', () => {
  it('shows the Special Starting Price in whole dollars and the lowest all-in monthly of a promoted apartment to the cent', () => {
    const { container } = renderTag({ promotion: true, specialStartingPrice: 1188, allInMonthlyFromCents: 122_810 });
    expect(container.textContent).toBe('Special Starting Price$1,188/moActual price may varyfrom $1,228.10/mo all-in');
  });

  it('keeps the invitation to ask beside the all-in figure when there is no promotion', () => {
    const { container } = renderTag({ promotion: false, specialStartingPrice: null, allInMonthlyFromCents: 120_000 });
    expect(container.textContent).toBe('CONTACT US FOR THE SPECIALS' + 'from $1,200/mo all-in');
  });

  it('says nothing of an all-in price when no floorplan was checked within 30 days', () => {
    const { container } = renderTag({ promotion: true, specialStartingPrice: null, allInMonthlyFromCents: null });
    expect(container.textContent).toBe('CONTACT US FOR THE SPECIALS');
  });

  it('writes an all-in monthly to the cent, never rounded down to the dollar', () => {
    expect(allInFrom(126_899)).toBe('from $1,268.99/mo all-in');
    expect(allInFrom(126_899, 'es')).toBe('desde $1,268.99/mes todo incluido');
  });
});
