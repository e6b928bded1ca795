import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '../../../../relay/environment';
import { ListingEditorDialog } from './ListingEditorDialog';

function renderAdd() {
  const handlers = { onClose: vi.fn(), onAdded: vi.fn(), onSaved: vi.fn(), onError: vi.fn() };
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <ListingEditorDialog target={{ mode: 'add' }} {...handlers} />
    </RelayEnvironmentProvider>,
  );
  return handlers;
}

const dialog = () => screen.getByRole('dialog');

describe("the listing editor's Details section, adding (docs/product.md sections 2, 4, 5)", () => {
  it('opens with the defaults and one blank floorplan row', () => {
    renderAdd();
    expect(within(dialog()).getByRole('heading', { name: 'Add New Apartment' })).toBeTruthy();
    expect(screen.getByLabelText('Lease Term (Months)')).toHaveProperty('value', '12');
    expect(screen.getByLabelText('Promotional Term (Weeks, 0 - 24)')).toHaveProperty('value', '0');
    for (const label of ['Promotion', 'Free Move-In', 'Highlight Apartment'])
      expect(screen.getByLabelText(label)).toHaveProperty('checked', false);
    expect(screen.getByLabelText('Floorplan 1 type')).toHaveProperty('value', '');
    expect(screen.getByRole('option', { name: '-- Select Type --' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(12 + 3);
  });

  it('shows every message after a save attempt, without calling the server', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAdd();
    fireEvent.change(screen.getByLabelText('Lease Term (Months)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Promotional Term (Weeks, 0 - 24)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Apartment' }));
    for (const message of [
      'Name is required',
      'Code is required',
      'Please select at least one location.',
      'Lease term is required',
      'Promotional term is required',
      'Floorplan Type is required',
    ]) {
      expect(within(dialog()).getByText(message)).toBeTruthy();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('shows a field message once the field is touched', () => {
    renderAdd();
    const name = screen.getByLabelText('Apartment Name');
    fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
    expect(screen.queryByText('Max length is 50')).toBeNull();
    fireEvent.blur(name);
    expect(screen.getByText('Max length is 50')).toBeTruthy();
    const image = screen.getByLabelText('Image URL');
    fireEvent.change(image, { target: { value: 'https://example.com/a b.jpg' } });
    fireEvent.blur(image);
    expect(screen.getByText('Invalid URL format')).toBeTruthy();
    expect(image.getAttribute('aria-describedby')).toContain('-hint');
    const lease = screen.getByLabelText('Lease Term (Months)');
    fireEvent.change(lease, { target: { value: '0' } });
    fireEvent.blur(lease);
    expect(screen.getByText('Min 1 month')).toBeTruthy();
    fireEvent.change(lease, { target: { value: '37' } });
    expect(screen.getByText('Max 36 months')).toBeTruthy();
    const promo = screen.getByLabelText('Promotional Term (Weeks, 0 - 24)');
    fireEvent.change(promo, { target: { value: '-1' } });
    fireEvent.blur(promo);
    expect(screen.getByText('Cannot be negative')).toBeTruthy();
    fireEvent.change(promo, { target: { value: '25' } });
    expect(screen.getByText('Max 24 weeks')).toBeTruthy();
  });

  it('makes a picked type read-only, offers the rest to the next row, and runs out of types', () => {
    renderAdd();
    const addButton = screen.getByRole('button', { name: '+ Add Floorplan' });
    expect(addButton).toHaveProperty('disabled', true);
    const types = ['studio', 'oneBed', 'twoBed', 'threeBed', 'fourBed', 'townHome'];
    types.forEach((type, index) => {
      const select = screen.getByLabelText(`Floorplan ${index + 1} type`);
      expect(within(select).getAllByRole('option')).toHaveLength(1 + types.length - index);
      fireEvent.change(select, { target: { value: type } });
      const chosen = screen.getByLabelText(`Floorplan ${index + 1} type`);
      expect(chosen.tagName).toBe('INPUT');
      expect(chosen).toHaveProperty('readOnly', true);
      if (index < types.length - 1) {
        expect(addButton).toHaveProperty('disabled', false);
        fireEvent.click(addButton);
      }
    });
    expect(screen.getByLabelText('Floorplan 2 type')).toHaveProperty('value', '1 Bedroom');
    expect(addButton).toHaveProperty('disabled', true);
    expect(screen.getByText('No available types to add.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove floorplan 6' }));
    expect(screen.queryByText('No available types to add.')).toBeNull();
    expect(addButton).toHaveProperty('disabled', false);
  });

  it('says an unsaved floorplan cannot be edited yet', () => {
    renderAdd();
    fireEvent.change(screen.getByLabelText('Floorplan 1 type'), { target: { value: 'twoBed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit floorplan 2 Bedroom' }));
    expect(screen.getByText('This floorplan does not exist yet. Save the apartment first.')).toBeTruthy();
  });

  it("sends the apartment, shows 'Saving...' and reports success", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const handlers = renderAdd();
    fireEvent.change(screen.getByLabelText('Apartment Name'), { target: { value: 'Pearl Lofts' } });
    fireEvent.change(screen.getByLabelText('Unique Code'), { target: { value: 'DT-900' } });
    fireEvent.change(screen.getByLabelText('Image URL'), { target: { value: '/uploads/demo/building-3.svg' } });
    fireEvent.click(screen.getByLabelText('Leon Valley'));
    fireEvent.change(screen.getByLabelText('Floorplan 1 type'), { target: { value: 'studio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Apartment' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
    const body = JSON.parse(fetchSpy.mock.calls[0][1]!.body as string) as {
      variables: { input: Record<string, unknown> };
    };
    expect(body.variables.input).toEqual({
      name: 'Pearl Lofts',
      code: 'DT-900',
      image: '/uploads/demo/building-3.svg',
      location: ['Leon Valley'],
      leaseTerm: 12,
      promotionalTerm: 0,
      promotion: false,
      freeMove: false,
      highlight: false,
      floorplans: [{ floorplan: null, type: 'studio' }],
      status: 'DRAFT',
    });
    await act(async () =>
      answer(new Response(JSON.stringify({ data: { createApartment: { _id: 'n1', id: 'QXBhcnRtZW50Om4x' } } }))),
    );
    expect(handlers.onSaved).toHaveBeenCalledWith('Apartment added successfully!');
    expect(handlers.onAdded).toHaveBeenCalledWith(expect.objectContaining({ id: 'n1' }));
    // The new apartment is a draft the editor goes on with: the dialog stays open on its next section.
    expect(within(dialog()).getByRole('heading', { name: 'Edit Apartment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Floorplans & prices' }).getAttribute('aria-current')).toBe('step');
    fetchSpy.mockRestore();
  });

  it("reports the server's message, or the spec's fallback when the call never answered", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({
            data: null,
            errors: [{ message: 'An apartment with this code already exists.', extensions: { code: 'CONFLICT' } }],
          }),
        ),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const handlers = renderAdd();
    fireEvent.change(screen.getByLabelText('Apartment Name'), { target: { value: 'Pearl Lofts' } });
    fireEvent.change(screen.getByLabelText('Unique Code'), { target: { value: 'DT-900' } });
    fireEvent.change(screen.getByLabelText('Image URL'), { target: { value: '/uploads/demo/building-3.svg' } });
    fireEvent.click(screen.getByLabelText('Leon Valley'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove floorplan 1' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Apartment' })));
    expect(handlers.onError).toHaveBeenLastCalledWith('An apartment with this code already exists.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Apartment' })));
    expect(handlers.onError).toHaveBeenLastCalledWith('An unexpected error occurred while adding the apartment.');
    expect(handlers.onSaved).not.toHaveBeenCalled();
    // Nothing the admin typed is lost to the failures.
    expect(screen.getByLabelText('Apartment Name')).toHaveProperty('value', 'Pearl Lofts');
    expect(screen.getByLabelText('Unique Code')).toHaveProperty('value', 'DT-900');
    expect(screen.getByLabelText('Leon Valley')).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Add Apartment' })).toHaveProperty('disabled', false);
    fetchSpy.mockRestore();
  });
});
