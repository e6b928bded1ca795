import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '../../../../relay/environment';
import { ApartmentCostsDialog } from './ApartmentCostsDialog';

const APARTMENT = {
  __typename: 'Apartment',
  id: 'Apartment:a1',
  _id: 'a1',
  fees: [{ name: 'Valet trash', amountCents: 3000, kind: 'monthlyMandatory' }],
  amenities: ['pool'],
  petPolicy: { petsAllowed: ['cats'], petRentCents: 2500, petDepositCents: null },
  allSpecials: [],
  floorplans: [
    {
      __typename: 'Floorplan',
      id: 'Floorplan:f1',
      typeLabel: 'Two Bed',
      availableFrom: '2026-11-24',
      availableNow: true,
      unitsAvailable: 3,
    },
  ],
};

/** Every mutation's variables, in order; the apartment query is answered with APARTMENT. */
let mutations: Record<string, unknown>[];

beforeEach(() => {
  mutations = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    const { variables } = JSON.parse(init?.body as string) as { variables: Record<string, unknown> };
    if (Object.keys(variables).join() === 'id') {
      return Promise.resolve(new Response(JSON.stringify({ data: { apartment: APARTMENT } })));
    }
    mutations.push(variables);
    const data = 'fees' in variables ? { setApartmentFees: { id: 'Apartment:a1' } } : { createSpecial: { id: 'S1' } };
    return Promise.resolve(new Response(JSON.stringify({ data })));
  });
});

function renderDialog() {
  const onDone = vi.fn();
  const onError = vi.fn();
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <ApartmentCostsDialog
        apartment={{ id: 'a1', name: 'Alamo Lofts' }}
        onClose={() => undefined}
        onDone={onDone}
        onError={onError}
      />
    </RelayEnvironmentProvider>,
  );
  return { onDone, onError };
}

describe('the costs dialog of the Apartment Manager', () => {
  it('refuses a fee amount that is not dollars, then saves the list in cents', async () => {
    const { onDone } = renderDialog();
    expect(await screen.findByDisplayValue('Valet trash')).toBeTruthy();
    expect(screen.getByDisplayValue('30.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add fee' }));
    fireEvent.change(screen.getByLabelText('Fee 2 name'), { target: { value: 'Pest control' } });
    fireEvent.change(screen.getByLabelText('Fee 2 amount in dollars'), { target: { value: 'five' } });
    fireEvent.change(screen.getByLabelText('Fee 2 kind'), { target: { value: 'monthlyMandatory' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fees' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Fee 2 amount must be an amount in dollars, such as 30 or 30.50',
    );
    expect(mutations).toEqual([]);

    fireEvent.change(screen.getByLabelText('Fee 2 amount in dollars'), { target: { value: '5.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fees' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Fees saved.'));
    expect(mutations).toEqual([
      {
        apartmentId: 'a1',
        fees: [
          { name: 'Valet trash', amountCents: 3000, kind: 'monthlyMandatory' },
          { name: 'Pest control', amountCents: 525, kind: 'monthlyMandatory' },
        ],
      },
    ]);
  });

  it('adds a weeks-free special for two-bedroom floorplans on 12-month leases', async () => {
    const { onDone } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'New special' }));
    fireEvent.change(screen.getByLabelText('Special text'), { target: { value: '6 weeks free' } });
    fireEvent.change(screen.getByLabelText('Weeks'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Valid from'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Valid until (last day)'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '2 Bedroom' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add special' }));
    expect(screen.getByRole('alert').textContent).toBe('Valid until cannot be before valid from');
    expect(mutations).toEqual([]);

    fireEvent.change(screen.getByLabelText('Valid until (last day)'), { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add special' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Special added.'));
    expect(mutations).toEqual([
      {
        apartmentId: 'a1',
        input: {
          text: '6 weeks free',
          concessionKind: 'weeksFree',
          concessionValue: 6,
          validFrom: '2026-12-01',
          validUntil: '2026-12-31',
          floorplanTypes: ['twoBed'],
          minLeaseTermMonths: 12,
        },
      },
    ]);
  });
});
