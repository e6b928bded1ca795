import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APARTMENT, json, renderEditor, variablesOf } from './testEditor';

afterEach(() => {
  vi.restoreAllMocks();
});

const PHOTO = { __typename: 'Photo', id: 'Photo:p1', url: '/uploads/photos/p1.jpg', alt: 'Pool courtyard', order: 0 };

describe("the listing editor's Photos, Location, Publish and About sections", () => {
  it('uploads a photo through a presigned URL, then adds it with its alt text; what publishing needs follows', async () => {
    const calls: { url: string; variables: Record<string, unknown> | null }[] = [];
    const { onSaved } = renderEditor('photos', (url, init) => {
      const variables = variablesOf(init);
      if (variables && Object.keys(variables).join() === 'id')
        return Promise.resolve(
          json({
            data: {
              apartment: {
                ...APARTMENT,
                photos: [PHOTO],
                publishMissing: ['a floorplan with a verified price', 'an address'],
              },
            },
          }),
        );
      calls.push({ url, variables });
      if (url.startsWith('/api/uploads/')) return Promise.resolve(json({ s3Url: '/uploads/photos/p1.jpg' }));
      if (variables && 'input' in variables && 'purpose' in (variables.input as object))
        return Promise.resolve(
          json({
            data: {
              createUploadUrls: [{ presignedUrl: '/api/uploads/photos/p1?sig=1', s3Url: '/uploads/photos/p1.jpg' }],
            },
          }),
        );
      return Promise.resolve(
        json({
          data: {
            addApartmentPhoto: {
              ...APARTMENT,
              photos: [PHOTO],
              publishMissing: ['a floorplan with a verified price', 'an address'],
            },
          },
        }),
      );
    });
    expect(await screen.findByText('No photos yet: a listing needs one to be published.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a JPEG photo');
    const photo = new File(['jpeg'], 'pool.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Photo (JPEG)'), { target: { files: [photo] } });
    fireEvent.change(screen.getByLabelText('What the photo shows'), { target: { value: ' Pool courtyard ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add photo' })));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Photo added.'));
    expect(calls.map((call) => call.url)).toEqual(['/graphql', '/api/uploads/photos/p1?sig=1', '/graphql']);
    expect(calls[0].variables).toEqual({
      input: { apartmentCode: 'DT-900', purpose: 'PHOTO', fileSize: 1, fileType: 'image/jpeg' },
    });
    expect(calls[2].variables).toEqual({
      input: { apartmentId: 'a1', url: '/uploads/photos/p1.jpg', alt: 'Pool courtyard' },
    });
    const saved = within(screen.getByRole('list', { name: 'Saved photos' }));
    expect(saved.getByRole('img').getAttribute('alt')).toBe('Pool courtyard');
    expect(screen.getByLabelText('What the photo shows')).toHaveProperty('value', '');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const missing = await screen.findByRole('list', { name: 'Missing before publishing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a floorplan with a verified price', 'an address']);
  });

  it('saves the address and point as typed, and keeps them when the server refuses a point outside the metro area', async () => {
    const sent: Record<string, unknown>[] = [];
    const { onSaved } = renderEditor('location', (_url, init) => {
      // The section's map asks for its style too; only the saves are counted.
      const variables = variablesOf(init);
      if (variables) sent.push(variables);
      return Promise.resolve(
        json({
          data: null,
          errors: [
            {
              message: 'location must lie in the San Antonio metro area (Bexar County and the counties around it)',
              extensions: {
                code: 'BAD_USER_INPUT',
                errors: {
                  location: 'location must lie in the San Antonio metro area (Bexar County and the counties around it)',
                },
              },
            },
          ],
        }),
      );
    });
    fireEvent.change(await screen.findByLabelText('Street'), { target: { value: '100 Alamo Plaza' } });
    fireEvent.change(screen.getByLabelText('ZIP'), { target: { value: '7820' } });
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '32.78' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '-96.80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
    expect(screen.getByText('ZIP must be five digits')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('ZIP'), { target: { value: '78205' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save location' })));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      input: {
        apartmentId: 'a1',
        address: { street: '100 Alamo Plaza', city: 'San Antonio', state: 'TX', zip: '78205' },
        location: { latitude: 32.78, longitude: -96.8 },
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Latitude').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Street')).toHaveProperty('value', '100 Alamo Plaza');
    expect(screen.getByLabelText('Latitude')).toHaveProperty('value', '32.78');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps Publish disabled while items are missing, and publishes once the server says nothing is', async () => {
    let missing = ['a photo'];
    const sent: Record<string, unknown>[] = [];
    const { onSaved } = renderEditor('details', (_url, init) => {
      const variables = variablesOf(init)!;
      sent.push(variables);
      if (Object.keys(variables).join() === 'apartmentId')
        return Promise.resolve(
          json({ data: { publishApartment: { ...APARTMENT, status: 'PUBLISHED', publishMissing: [] } } }),
        );
      return Promise.resolve(json({ data: { apartment: { ...APARTMENT, publishMissing: missing } } }));
    });
    await screen.findByLabelText('Apartment Name');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('a photo');
    expect(screen.getByText('Draft: renters cannot see this listing yet.')).toBeTruthy();
    const publish = () => within(screen.getByRole('region', { name: 'Publish' })).getByRole('button');
    expect(publish()).toHaveProperty('disabled', true);

    missing = [];
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Everything publishing needs is there.');
    await act(async () => fireEvent.click(publish()));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Listing published.'));
    expect(sent[sent.length - 1]).toEqual({ apartmentId: 'a1' });
    expect(screen.getByText('Published: renters can find this listing.')).toBeTruthy();
  });

  it("shows the description's one limit before typing and counts as the admin types", async () => {
    renderEditor('about', () => Promise.resolve(json({ data: {} })));
    const description = await screen.findByLabelText<HTMLTextAreaElement>('Description');
    expect(description.maxLength).toBe(2000);
    const count = () => document.getElementById(description.getAttribute('aria-describedby')!)?.textContent;
    expect(count()).toBe('0 of 2,000 characters');
    fireEvent.change(description, { target: { value: 'Quiet courtyards' } });
    expect(count()).toBe('16 of 2,000 characters');
  });
});
