import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APARTMENT, json, renderEditor, variablesOf } from './testEditor';

/** Every mutation's variables, in order. */
let mutations: Record<string, unknown>[];

function renderDialog() {
  mutations = [];
  const { onSaved, onError } = renderEditor('fees', (_url, init) => {
    const variables = variablesOf(init)!;
    mutations.push(variables);
    const data =
      'fees' in variables
        ? { setApartmentFees: { ...APARTMENT, fees: variables.fees } }
        : {
            createSpecial: {
              __typename: 'Special',
              id: 'S1',
              // The server stores a free move-in, sent without an amount, as worth 0.
              concessionValue: 0,
              ...(variables.input as object),
            },
          };
    return Promise.resolve(json({ data }));
  });
  return { onDone: onSaved, onError };
}

beforeEach(() => {
  mutations = [];
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the listing editor on a saved apartment', () => {
  it('opens at the asked section, keeps every section mounted, and moves between them without losing typed values', async () => {
    renderEditor('fees', () => Promise.reject(new Error('no call expected')));
    expect(screen.getByRole('heading', { name: 'Edit Apartment' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Valet trash')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fees' }).getAttribute('aria-current')).toBe('step');
    fireEvent.change(screen.getByLabelText('Fee 1 name'), { target: { value: 'Valet trash pickup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByLabelText('Apartment Name')).toHaveProperty('value', 'Alamo Lofts');
    expect(screen.queryByRole('textbox', { name: 'Fee 1 name' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fees' }));
    expect(screen.getByLabelText('Fee 1 name')).toHaveProperty('value', 'Valet trash pickup');
  });

  it('saves the details with their version and takes the answer into the store, without reading the apartment again', async () => {
    const { onSaved, fetchSpy } = renderEditor('details', (_url, init) => {
      const variables = variablesOf(init)!;
      const input = variables.input as { name: string };
      return Promise.resolve(json({ data: { updateApartment: { ...APARTMENT, name: input.name, version: 4 } } }));
    });
    fireEvent.change(await screen.findByLabelText('Apartment Name'), { target: { value: 'Alamo Lofts II' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Apartment updated successfully!'));
    const calls = fetchSpy.mock.calls.map(([, init]) => variablesOf(init));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ id: 'a1', input: { name: 'Alamo Lofts II', expectedVersion: 3 } });
  });

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
    await screen.findByDisplayValue('Valet trash');
    fireEvent.click(screen.getByRole('button', { name: 'Specials' }));
    fireEvent.click(screen.getByRole('button', { name: 'New special' }));
    fireEvent.change(screen.getByLabelText('Special text'), { target: { value: '6 weeks free' } });
    fireEvent.change(screen.getByLabelText('Weeks'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Valid from'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Valid until (last day; empty: no end date)'), {
      target: { value: '2026-11-30' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: '2 Bedroom' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add special' }));
    expect(screen.getByRole('alert').textContent).toBe('Valid until cannot be before valid from');
    expect(mutations).toEqual([]);

    fireEvent.change(screen.getByLabelText('Valid until (last day; empty: no end date)'), {
      target: { value: '2026-12-31' },
    });
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

  it('asks no amount for a free move-in special, sends none, and lists it as Free move-in', async () => {
    const { onDone } = renderDialog();
    await screen.findByDisplayValue('Valet trash');
    fireEvent.click(screen.getByRole('button', { name: 'Specials' }));
    fireEvent.click(screen.getByRole('button', { name: 'New special' }));
    expect(screen.getByLabelText('Weeks')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Concession'), { target: { value: 'freeMoveIn' } });
    expect(screen.queryByLabelText('Weeks')).toBeNull();
    expect(screen.queryByLabelText('Amount ($)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Special text'), { target: { value: 'Move in free in December' } });
    fireEvent.change(screen.getByLabelText('Valid from'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Valid until (last day; empty: no end date)'), {
      target: { value: '2026-12-31' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add special' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Special added.'));
    expect(mutations).toEqual([
      {
        apartmentId: 'a1',
        input: {
          text: 'Move in free in December',
          concessionKind: 'freeMoveIn',
          validFrom: '2026-12-01',
          validUntil: '2026-12-31',
          floorplanTypes: [],
          minLeaseTermMonths: 12,
        },
      },
    ]);
    expect(screen.getByText('Free move-in · Dec 1, 2026 to Dec 31, 2026')).toBeTruthy();
  });
});
