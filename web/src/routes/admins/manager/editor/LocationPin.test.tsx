// Placing the pin: it starts at the centre of the listing's first area rather than Downtown, and a point far from
// every area the listing names is called out (PIN_FAR_FROM_AREAS_M) while a point inside one of them is not.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PinPickerProps } from '../../../../components/map';
import { APARTMENT, renderEditor } from './testEditor';

// The map itself needs WebGL; what the section hands it is what this test reads.
const picked = vi.hoisted(() => ({ props: null as PinPickerProps | null }));
vi.mock('../../../../components/map', () => ({
  PinPicker: (props: PinPickerProps) => {
    picked.props = props;
    return null;
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
  picked.props = null;
});

const noCall = () => Promise.reject(new Error('no call expected'));
const warning = () => screen.queryByRole('status');

describe("the Location section's pin", () => {
  it("starts at the centre of the listing's first area while no point is set", async () => {
    renderEditor('location', noCall, { ...APARTMENT, location: ['Medical Center/UTSA', 'Leon Valley'] });
    await screen.findByLabelText('Latitude');
    expect(picked.props?.value).toBeNull();
    expect(picked.props?.start).toEqual({ latitude: 29.522, longitude: -98.578 });
  });

  it('warns when the point is far from every area the listing names, and not when it is in one', async () => {
    renderEditor('location', noCall, { ...APARTMENT, location: ['Downtown/Pearl/Southtown', 'Alamo Heights'] });
    const latitude = await screen.findByLabelText('Latitude');
    // Stone Oak: about 17 km from Alamo Heights' centre, the nearer of the two.
    fireEvent.change(latitude, { target: { value: '29.64' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '-98.48' } });
    expect(warning()).toBeNull();
    // Far west, past Alamo Ranch: about 25 km from Downtown, 28 km from Alamo Heights.
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '-98.75' } });
    fireEvent.change(latitude, { target: { value: '29.45' } });
    expect(warning()?.textContent).toBe(
      "This point is about 25 km from Downtown/Pearl/Southtown, the nearest area this listing names. Check the pin, or the listing's areas in Details.",
    );
    // A pin dragged back downtown fills the fields and ends the warning.
    act(() => picked.props!.onChange({ latitude: 29.43, longitude: -98.49 }));
    expect(screen.getByLabelText('Latitude')).toHaveProperty('value', '29.43');
    expect(warning()).toBeNull();
  });
});
