import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditFloorplanDialogQuery } from '../../../__generated__/EditFloorplanDialogQuery.graphql';
import { sessions } from '../../../lib/session/sessionStore';
import { createEnvironment } from '../../../relay/environment';
import { EDIT_FLOORPLAN_FETCH, EditFloorplanDialog, editFloorplanQuery } from './EditFloorplanDialog';

const FLOORPLAN = {
  data: {
    adminFloorplan: {
      apartmentCode: 'DT-900',
      floorplan: {
        __typename: 'Floorplan',
        id: 'Floorplan:f1',
        totalFloorplans: 2,
        imageUrls: ['/uploads/old.jpg'],
        details: { minPrice: 900, maxPrice: 1200, minSqft: 500, maxSqft: 700 },
        modelDetails: { video: null },
      },
    },
  },
};

const json = (value: unknown) => new Response(JSON.stringify(value));
type Call = [string, RequestInit];

/** Opened as the Edit Apartment dialog opens it: the query starts with the click, then the dialog renders. */
function renderDialog(fetchMock: ReturnType<typeof vi.fn>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetchMock as unknown as typeof fetch);
  const handlers = { onClose: vi.fn(), onSaved: vi.fn(), onError: vi.fn() };
  const environment = createEnvironment();
  const variables = { apartmentId: 'a1', floorplanId: 'f1' };
  const queryRef = loadQuery<EditFloorplanDialogQuery>(
    environment,
    editFloorplanQuery,
    variables,
    EDIT_FLOORPLAN_FETCH,
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <EditFloorplanDialog queryRef={queryRef} apartmentId="a1" floorplanId="f1" type="twoBed" {...handlers} />
    </RelayEnvironmentProvider>,
  );
  return handlers;
}

const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('Images'), { target: { files } });

describe('Edit Floorplan dialog (docs/product.md sections 2, 4, 7)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessions.admin.logout();
  });

  it("shows 'Loading...' and then the floorplan's values, asking as the admin", async () => {
    sessions.admin.login('admin-token', 'admin-1');
    const fetchMock = vi.fn().mockResolvedValue(json(FLOORPLAN));
    renderDialog(fetchMock);
    expect(screen.getByRole('heading', { name: 'Edit Floorplan - TwoBed' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByLabelText('Total Floorplans')).toHaveProperty('value', '2');
    expect(screen.getByLabelText('Min Price')).toHaveProperty('value', '900');
    expect(screen.getByLabelText('Max Sqft')).toHaveProperty('value', '700');
    expect(screen.getByLabelText('Images').getAttribute('accept')).toContain('image/png');
    expect(screen.getByLabelText('Images').hasAttribute('multiple')).toBe(true);
    const [, init] = fetchMock.mock.calls[0] as Call;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
  });

  it('lists the chosen files and refuses anything but JPEG', async () => {
    renderDialog(vi.fn().mockResolvedValue(json(FLOORPLAN)));
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
      .mockResolvedValueOnce(json(FLOORPLAN))
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
              ...FLOORPLAN.data.adminFloorplan.floorplan,
              imageUrls: ['/uploads/old.jpg', '/uploads/k1.jpg'],
            },
          },
        }),
      );
    const handlers = renderDialog(fetchMock);
    await screen.findByLabelText('Total Floorplans');
    fireEvent.change(screen.getByLabelText('Max Price'), { target: { value: '1300' } });
    const photo = new File(['jpeg'], 'room.jpg', { type: 'image/jpeg' });
    pick([photo]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

    const calls = fetchMock.mock.calls as Call[];
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
    expect(handlers.onClose).toHaveBeenCalled();
  });

  it('saves a blank Total Floorplans as the default, 1 (docs/product.md section 3)', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(FLOORPLAN))
      .mockResolvedValueOnce(
        json({ data: { updateFloorplan: { ...FLOORPLAN.data.adminFloorplan.floorplan, totalFloorplans: 1 } } }),
      );
    const handlers = renderDialog(fetchMock);
    fireEvent.change(await screen.findByLabelText('Total Floorplans'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const calls = fetchMock.mock.calls as Call[];
    expect(calls).toHaveLength(2);
    expect(JSON.parse(calls[1][1].body as string).variables.input.totalFloorplans).toBe(1);
    expect(handlers.onSaved).toHaveBeenCalledWith('Floorplan updated successfully!');
  });

  it("shows the server's own words for a bad number and does not send the form", async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(json(FLOORPLAN));
    const handlers = renderDialog(fetchMock);
    fireEvent.change(await screen.findByLabelText('Total Floorplans'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText('Min Price'), { target: { value: '1500' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText('Total Floorplans must be a whole number')).toBeTruthy();
    expect(screen.getByText('Min Price cannot be above Max Price')).toBeTruthy();
    expect(screen.getByLabelText('Total Floorplans').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(handlers.onSaved).not.toHaveBeenCalled();
  });

  it("reports 'Could not fetch floorplan details.' when the floorplan does not load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failedLoad = renderDialog(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await vi.waitFor(() => expect(failedLoad.onError).toHaveBeenCalledWith('Could not fetch floorplan details.'));
    expect(failedLoad.onClose).toHaveBeenCalled();
  });

  it("reports 'Error updating floorplan.' when the save never answers", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const handlers = renderDialog(
      vi.fn().mockResolvedValueOnce(json(FLOORPLAN)).mockRejectedValueOnce(new TypeError('Failed to fetch')),
    );
    await screen.findByLabelText('Total Floorplans');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(handlers.onError).toHaveBeenCalledWith('Error updating floorplan.');
    expect(handlers.onSaved).not.toHaveBeenCalled();
  });
});
