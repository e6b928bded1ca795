import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../../../lib/session/sessionStore';
import { FLOORPLAN, json, renderEditor } from './testEditor';

type Call = [string, RequestInit];

/** The editor opened at Floorplans & prices; its calls after the apartment's query are answered by `answers`. */
function renderDialog(answers: ReturnType<typeof vi.fn>) {
  const { fetchSpy, ...handlers } = renderEditor('floorplans', answers as never);
  return { ...handlers, fetchMock: fetchSpy };
}

const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('Images'), { target: { files } });

describe("the listing editor's Floorplans & prices section (docs/product.md sections 2, 4, 7)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessions.admin.logout();
  });

  it("shows each saved floorplan's form with its values, asking as the admin", async () => {
    sessions.admin.login('admin-token', 'admin-1');
    const { fetchMock } = renderDialog(vi.fn());
    expect(await screen.findByRole('heading', { name: 'Edit Floorplan - 2 Bedroom' })).toBeTruthy();
    expect(screen.getByLabelText('Total Floorplans')).toHaveProperty('value', '2');
    expect(screen.getByLabelText('Min Price')).toHaveProperty('value', '900');
    expect(screen.getByLabelText('Max Sqft')).toHaveProperty('value', '700');
    expect(screen.getByLabelText('Images').getAttribute('accept')).toContain('image/png');
    expect(screen.getByLabelText('Images').hasAttribute('multiple')).toBe(true);
    const [, init] = fetchMock.mock.calls[0] as Call;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
  });

  it('lists the chosen files and refuses anything but JPEG', async () => {
    renderDialog(vi.fn());
    await screen.findByLabelText('Total Floorplans');
    pick([new File(['x'], 'plan.png', { type: 'image/png' }), new File(['y'], 'room.jpg', { type: 'image/jpeg' })]);
    expect(screen.getByText('plan.png')).toBeTruthy();
    expect(screen.getByText('room.jpg')).toBeTruthy();
    expect(screen.getByText('Only JPEG files are allowed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    pick([new File(['y'], 'room.jpg', { type: 'image/jpeg' })]);
    expect(screen.queryByText('Only JPEG files are allowed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('uploads the new images first, then saves the floorplan with the kept and new image URLs', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        json({
          data: { createUploadUrls: [{ presignedUrl: 'http://site/api/uploads/k1?sig=1', s3Url: '/uploads/k1.jpg' }] },
        }),
      )
      .mockResolvedValueOnce(json({ s3Url: '/uploads/k1.jpg' }))
      .mockResolvedValueOnce(
        json({
          data: {
            updateFloorplan: {
              ...FLOORPLAN,
              imageUrls: ['/uploads/old.jpg', '/uploads/k1.jpg'],
            },
          },
        }),
      );
    const { fetchMock: calls0, ...handlers } = renderDialog(fetchMock);
    await screen.findByLabelText('Total Floorplans');
    fireEvent.change(screen.getByLabelText('Max Price'), { target: { value: '1300' } });
    const photo = new File(['jpeg'], 'room.jpg', { type: 'image/jpeg' });
    pick([photo]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

    const calls = calls0.mock.calls as Call[];
    expect(calls).toHaveLength(4);
    expect(JSON.parse(calls[1][1].body as string).variables.input).toEqual({
      apartmentCode: 'DT-900',
      roomType: 'twoBed',
      fileSize: 1,
      fileType: 'image/jpeg',
    });
    expect(calls[2][0]).toBe('http://site/api/uploads/k1?sig=1');
    expect(calls[2][1]).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body: photo });
    expect(JSON.parse(calls[3][1].body as string).variables).toEqual({
      apartmentId: 'a1',
      floorplanId: 'f1',
      input: {
        totalFloorplans: 2,
        modelDetails: { video: null },
        details: { minPrice: 900, maxPrice: 1300, minSqft: 500, maxSqft: 700 },
        imageUrls: ['/uploads/old.jpg', '/uploads/k1.jpg'],
      },
    });
    expect(handlers.onSaved).toHaveBeenCalledWith('Floorplan updated successfully!');
    // The uploaded image is saved now: it shows among the saved ones and leaves the picker.
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual([
      '/uploads/old.jpg',
      '/uploads/k1.jpg',
    ]);
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });

  it('saves a blank Total Floorplans as the default, 1 (docs/product.md section 3)', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ data: { updateFloorplan: { ...FLOORPLAN, totalFloorplans: 1 } } }));
    const { fetchMock: spy, ...handlers } = renderDialog(fetchMock);
    fireEvent.change(await screen.findByLabelText('Total Floorplans'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const calls = spy.mock.calls as Call[];
    expect(calls).toHaveLength(2);
    expect(JSON.parse(calls[1][1].body as string).variables.input.totalFloorplans).toBe(1);
    expect(handlers.onSaved).toHaveBeenCalledWith('Floorplan updated successfully!');
  });

  it("shows the server's own words for a bad number and does not send the form", async () => {
    const fetchMock = vi.fn();
    const handlers = renderDialog(fetchMock);
    fireEvent.change(await screen.findByLabelText('Total Floorplans'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText('Min Price'), { target: { value: '1500' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText('Total Floorplans must be a whole number')).toBeTruthy();
    expect(screen.getByText('Min Price cannot be above Max Price')).toBeTruthy();
    expect(screen.getByLabelText('Total Floorplans').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(handlers.onSaved).not.toHaveBeenCalled();
  });

  it("saves the floorplan's accessibility features on their own, in the list's order", async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(
      json({
        data: {
          setFloorplanAccessibility: { ...FLOORPLAN, accessibility: ['ELEVATOR', 'GRAB_BARS', 'WIDE_DOORWAYS'] },
        },
      }),
    );
    const { fetchMock: spy, ...handlers } = renderDialog(fetchMock);
    const group = within(await screen.findByRole('group', { name: 'Two Bed: accessibility' }));
    expect(group.getByLabelText('Elevator')).toHaveProperty('checked', true);
    expect(group.getAllByRole('checkbox')).toHaveLength(7);
    fireEvent.click(group.getByLabelText('Wide doorways'));
    fireEvent.click(group.getByLabelText('Grab bars'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Two Bed accessibility' })));
    const calls = spy.mock.calls as Call[];
    expect(calls).toHaveLength(2);
    expect(JSON.parse(calls[1][1].body as string).variables).toEqual({
      floorplanId: 'f1',
      accessibility: ['ELEVATOR', 'GRAB_BARS', 'WIDE_DOORWAYS'],
    });
    expect(handlers.onSaved).toHaveBeenCalledWith('Two Bed: accessibility saved.');
  });

  it("reports 'Error updating floorplan.' when the save never answers, and keeps the typed prices", async () => {
    const handlers = renderDialog(vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    fireEvent.change(await screen.findByLabelText('Min Price'), { target: { value: '1450' } });
    fireEvent.change(screen.getByLabelText('Max Price'), { target: { value: '1800' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(handlers.onError).toHaveBeenCalledWith('Error updating floorplan.');
    expect(handlers.onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Min Price')).toHaveProperty('value', '1450');
    expect(screen.getByLabelText('Max Price')).toHaveProperty('value', '1800');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });
});
