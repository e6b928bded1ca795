// "Find address": with the operator's geocoder (GEOCODER_URL) the Location section looks the typed address up
// through our own server and places the pin on what it found; without one there is no such button.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PinPickerProps } from '../../../../components/map';
import { APARTMENT, json, renderEditor, variablesOf } from './testEditor';

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

const WITH_GEOCODER = { geocoderConfigured: true };
const PEARL = { label: '303, Pearl Parkway, San Antonio, Texas, 78215', latitude: 29.4424, longitude: -98.4805 };
const WEST = { label: '303 Pearl St, Leon Valley, Texas', latitude: 29.45, longitude: -98.75 };
const noCall = () => Promise.reject(new Error('no call expected'));

async function typeAddress() {
  fireEvent.change(await screen.findByLabelText('Street'), { target: { value: '303 Pearl Pkwy' } });
  fireEvent.change(screen.getByLabelText('ZIP'), { target: { value: '78215' } });
}

describe('Find address', () => {
  it('is not offered without a geocoder', async () => {
    renderEditor('location', noCall);
    await screen.findByLabelText('Street');
    expect(screen.queryByRole('button', { name: 'Find address' })).toBeNull();
  });

  it('looks the typed address up through the server and places the pin on the place found', async () => {
    const asked: unknown[] = [];
    const urls: string[] = [];
    renderEditor(
      'location',
      (url, init) => {
        urls.push(url);
        asked.push(variablesOf(init));
        return Promise.resolve(json({ data: { geocodeAddress: [PEARL] } }));
      },
      { ...APARTMENT, location: ['Downtown/Pearl/Southtown'] },
      WITH_GEOCODER,
    );
    await typeAddress();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveProperty('value', '29.4424'));
    expect(screen.getByLabelText('Longitude')).toHaveProperty('value', '-98.4805');
    expect(picked.props?.value).toEqual({ latitude: 29.4424, longitude: -98.4805 });
    expect(asked).toEqual([{ street: '303 Pearl Pkwy', city: 'San Antonio', zip: '78215' }]);
    // Our own API, never the geocoder's host.
    expect(urls.every((url) => url.startsWith('/') || new URL(url).origin === window.location.origin)).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lets the admin pick among several places, and the far-from-areas warning applies', async () => {
    renderEditor(
      'location',
      () => Promise.resolve(json({ data: { geocodeAddress: [PEARL, WEST] } })),
      { ...APARTMENT, location: ['Downtown/Pearl/Southtown'] },
      WITH_GEOCODER,
    );
    await typeAddress();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    const west = await screen.findByRole('radio', { name: WEST.label });
    expect(screen.getByRole('radio', { name: PEARL.label })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Latitude')).toHaveProperty('value', '29.4424');
    fireEvent.click(west);
    expect(screen.getByLabelText('Latitude')).toHaveProperty('value', '29.45');
    expect(screen.getByLabelText('Longitude')).toHaveProperty('value', '-98.75');
    expect(screen.getByRole('status').textContent).toBe(
      "This point is about 25 km from Downtown/Pearl/Southtown, the area this listing names. Check the pin, or the listing's areas in Details.",
    );
  });

  it("says when nothing was found, and shows the server's message when the geocoder fails", async () => {
    let answer: object = { data: { geocodeAddress: [] } };
    renderEditor('location', () => Promise.resolve(json(answer)), APARTMENT, WITH_GEOCODER);
    await typeAddress();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    expect((await screen.findByRole('status')).textContent).toBe(
      'No place in the San Antonio metro area matches this address. Check the street and ZIP, or place the pin by hand.',
    );
    expect(screen.getByLabelText('Latitude')).toHaveProperty('value', '');

    answer = {
      data: null,
      errors: [
        {
          message: 'The geocoder did not answer within 5 seconds. Place the pin by hand, or try again later.',
          extensions: { code: 'UNAVAILABLE' },
        },
      ],
    };
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The geocoder did not answer within 5 seconds. Place the pin by hand, or try again later.',
    );
  });

  it('asks for a street before looking anything up', async () => {
    renderEditor('location', noCall, APARTMENT, WITH_GEOCODER);
    await screen.findByLabelText('Street');
    fireEvent.click(screen.getByRole('button', { name: 'Find address' }));
    expect(screen.getByRole('alert').textContent).toBe('Street is required');
  });
});
