// Closing the listing editor never throws typed work away unasked: with a section's edits unsaved, Escape, × and
// Cancel ask first, "Keep editing" keeps every typed value, "Discard changes" closes; a saved section closes at once.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '../../../../relay/environment';
import { ListingEditorDialog } from './ListingEditorDialog';
import { APARTMENT, json, renderEditor, variablesOf } from './testEditor';

afterEach(() => {
  vi.restoreAllMocks();
});

const question = () => screen.queryByRole('alertdialog', { name: 'Discard unsaved changes?' });
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('closing the listing editor', () => {
  it('asks before Escape throws away an unsaved fee, and keeps it on "Keep editing"', async () => {
    const { onClose } = renderEditor('fees', () => Promise.reject(new Error('no call expected')));
    fireEvent.change(await screen.findByLabelText('Fee 1 name'), { target: { value: 'Valet trash pickup' } });

    pressEscape();
    const asked = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(within(asked).getByText('Fees has changes that are not saved. Closing the editor throws them away.'));
    // The safe answer has the focus: Enter keeps the work.
    expect(document.activeElement).toBe(within(asked).getByRole('button', { name: 'Keep editing' }));
    fireEvent.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Fee 1 name')).toHaveProperty('value', 'Valet trash pickup');
    expect(screen.getByRole('heading', { name: 'Edit Apartment' })).toBeTruthy();
  });

  it('names every section with unsaved edits, and closes on "Discard changes" after ×', async () => {
    const { onClose } = renderEditor('fees', () => Promise.reject(new Error('no call expected')));
    fireEvent.change(await screen.findByLabelText('Fee 1 name'), { target: { value: 'Valet trash pickup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    fireEvent.change(screen.getByLabelText('Apartment Name'), { target: { value: 'Alamo Lofts II' } });

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(
      within(asked).getByText('Details and Fees have changes that are not saved. Closing the editor throws them away.'),
    );
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(asked).getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("asks on the details' Cancel too", async () => {
    const { onClose } = renderEditor('details', () => Promise.reject(new Error('no call expected')));
    fireEvent.click(await screen.findByLabelText('Highlight'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes at once when nothing was typed, or when what was typed is saved', async () => {
    const { onClose, onSaved } = renderEditor('fees', (_url, init) => {
      const variables = variablesOf(init)!;
      return Promise.resolve(json({ data: { setApartmentFees: { ...APARTMENT, fees: variables.fees } } }));
    });
    await screen.findByLabelText('Fee 1 name');
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('Fee 1 name'), { target: { value: 'Valet trash pickup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fees' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Fees saved.'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(question()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks before a new apartment typed but not added is thrown away', async () => {
    const onClose = vi.fn();
    render(
      <RelayEnvironmentProvider environment={createEnvironment()}>
        <ListingEditorDialog
          target={{ mode: 'add' }}
          onClose={onClose}
          onAdded={vi.fn()}
          onSaved={vi.fn()}
          onError={vi.fn()}
        />
      </RelayEnvironmentProvider>,
    );
    fireEvent.change(screen.getByLabelText('Apartment Name'), { target: { value: 'Pearl Flats' } });
    pressEscape();
    const asked = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(screen.getByLabelText('Apartment Name')).toHaveProperty('value', 'Pearl Flats');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before the browser leaves the page with unsaved edits, and stays on "Keep editing"', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(json({ data: { apartment: APARTMENT } })));
    const onClose = vi.fn();
    const router = createMemoryRouter(
      [
        {
          path: '/admins/manager/',
          element: (
            <ListingEditorDialog
              target={{ mode: 'edit', id: 'a1', section: 'fees' }}
              onClose={onClose}
              onAdded={vi.fn()}
              onSaved={vi.fn()}
              onError={vi.fn()}
            />
          ),
        },
        { path: '/elsewhere/', element: <p>Elsewhere</p> },
      ],
      { initialEntries: ['/admins/manager/'] },
    );
    render(
      <RelayEnvironmentProvider environment={createEnvironment()}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>,
    );
    fireEvent.change(await screen.findByLabelText('Fee 1 name'), { target: { value: 'Valet trash pickup' } });
    // The browser's back button, or any link out of the page.
    void router.navigate('/elsewhere/');
    const asked = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(router.state.location.pathname).toBe('/admins/manager/');
    expect(screen.getByLabelText('Fee 1 name')).toHaveProperty('value', 'Valet trash pickup');

    void router.navigate('/elsewhere/');
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });
});
