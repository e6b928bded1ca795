import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '../../../../relay/environment';
import { ListingEditorDialog } from './ListingEditorDialog';
import { APARTMENT, json, renderEditor, variablesOf } from './testEditor';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The dialog's note on the listing's state: the text the dialog is described by. */
function note(): string {
  const id = screen.getByRole('dialog').getAttribute('aria-describedby')!;
  return document.getElementById(id)?.textContent ?? '';
}

/** Adds an apartment through the Add New Apartment dialog; the server stores it as `status`. */
async function addApartment(status: 'DRAFT' | 'PUBLISHED') {
  const created = {
    ...APARTMENT,
    id: 'QXBhcnRtZW50Om4x',
    _id: 'n1',
    name: 'Pearl Lofts',
    cardImage: APARTMENT.image,
    status,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    const variables = variablesOf(init)!;
    return Promise.resolve(
      json({ data: 'input' in variables ? { createApartment: created } : { apartment: created } }),
    );
  });
  const handlers = { onClose: vi.fn(), onAdded: vi.fn(), onSaved: vi.fn(), onError: vi.fn() };
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <ListingEditorDialog target={{ mode: 'add' }} {...handlers} />
    </RelayEnvironmentProvider>,
  );
  expect(note()).toBe('Add the apartment first; its prices, fees, specials and the rest follow in the next sections.');
  fireEvent.change(screen.getByLabelText('Apartment Name'), { target: { value: 'Pearl Lofts' } });
  fireEvent.change(screen.getByLabelText('Unique Code'), { target: { value: 'DT-900' } });
  fireEvent.click(screen.getByLabelText('Leon Valley'));
  fireEvent.change(screen.getByLabelText('Floorplan 1 type'), { target: { value: 'studio' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Apartment' })));
  expect(handlers.onSaved).toHaveBeenCalledWith('Apartment added successfully!');
  // The editor goes on at the floorplans' prices, as before.
  expect(await screen.findByRole('button', { name: 'Floorplans & prices' })).toHaveProperty('ariaCurrent', 'step');
}

describe("the listing editor's note on the listing's state (docs/contract.md: a draft is never public)", () => {
  it('after Add, tells the admin a published listing is public and what comes next, never calling it a draft', async () => {
    await addApartment('PUBLISHED');
    await screen.findByText(/^Apartment added and published/);
    expect(note()).toBe(
      "Apartment added and published: renters can find it now. Next, its floorplans' prices; each section saves on its own and renters see each saved change.",
    );
    expect(note()).not.toMatch(/draft/i);
  });

  it('after Add, tells the admin a draft is hidden from renters until it is published', async () => {
    await addApartment('DRAFT');
    await screen.findByText(/^Apartment added as a draft/);
    expect(note()).toBe(
      "Apartment added as a draft: renters do not see it yet. Next, its floorplans' prices; the Publish section lists what it still needs before it can be published.",
    );
  });

  it("opens a published listing's editor without calling it a draft", async () => {
    renderEditor('floorplans', () => Promise.reject(new Error('no call expected')), {
      ...APARTMENT,
      status: 'PUBLISHED',
    });
    await screen.findByText(/^This listing is published/);
    expect(note()).toBe("This listing is published: renters see each section's change as soon as it is saved.");
  });

  it("opens a draft's editor saying it stays a draft until it is published", async () => {
    renderEditor('floorplans', () => Promise.reject(new Error('no call expected')));
    expect(
      await screen.findByText('Each section saves on its own; the listing stays a draft until it is published.'),
    ).toBeTruthy();
  });
});
