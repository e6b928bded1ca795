// The listing editor's Photos section: building photos go up through the presigned upload flow (docs/product.md
// section 7) as JPEGs and are resized by the server, never pasted from another site; each has an alt text for
// screen readers, and the first in the order is the listing's main picture. Publishing needs one.
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { PhotosSection_apartment$key } from '../../../../__generated__/PhotosSection_apartment.graphql';
import type { PhotosSectionAddMutation } from '../../../../__generated__/PhotosSectionAddMutation.graphql';
import type { PhotosSectionRemoveMutation } from '../../../../__generated__/PhotosSectionRemoveMutation.graphql';
import type { PhotosSectionReorderMutation } from '../../../../__generated__/PhotosSectionReorderMutation.graphql';
import type { PhotosSectionUploadMutation } from '../../../../__generated__/PhotosSectionUploadMutation.graphql';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import { checkImages, JPEG_TYPE, putFiles } from '../floorplanUpload';
import type { SectionProps } from './sections';
import { SectionActions } from './SectionActions';

/** The API's limit on a photo's alt text. */
const ALT_MAX_LENGTH = 200;

const photosFragment = graphql`
  fragment PhotosSection_apartment on Apartment {
    _id
    code
    photos {
      id
      url
      alt
      order
    }
  }
`;

const uploadMutation = graphql`
  mutation PhotosSectionUploadMutation($input: UploadRequestInput!) {
    createUploadUrls(input: $input) {
      presignedUrl
      s3Url
    }
  }
`;

// Each change answers the apartment: its photos, and what publishing still needs, update wherever they show.
const addMutation = graphql`
  mutation PhotosSectionAddMutation($input: AddApartmentPhotoInput!) {
    addApartmentPhoto(input: $input) {
      ...PhotosSection_apartment
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- a photo is one of the items publishing needs
      ...PublishSection_apartment
    }
  }
`;

const removeMutation = graphql`
  mutation PhotosSectionRemoveMutation($photoId: ID!) {
    removeApartmentPhoto(photoId: $photoId) {
      ...PhotosSection_apartment
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- a photo is one of the items publishing needs
      ...PublishSection_apartment
    }
  }
`;

const reorderMutation = graphql`
  mutation PhotosSectionReorderMutation($apartmentId: ID!, $photoIds: [ID!]!) {
    reorderApartmentPhotos(apartmentId: $apartmentId, photoIds: $photoIds) {
      ...PhotosSection_apartment
    }
  }
`;

export function PhotosSection({
  apartment,
  onSaved,
  onError,
}: { apartment: PhotosSection_apartment$key } & SectionProps) {
  const data = useFragment(photosFragment, apartment);
  const environment = useRelayEnvironment();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  // A new key empties the file picker once its photo is saved.
  const [pickerKey, setPickerKey] = useState(0);
  const photos = [...data.photos].sort((a, b) => a.order - b.order);
  const fileError = file ? checkImages([file]) : null;

  const upload = useFormAction(
    async (chosen: File, text: string) => {
      const { createUploadUrls } = await commit<PhotosSectionUploadMutation>(
        environment,
        uploadMutation,
        { input: { apartmentCode: data.code, purpose: 'PHOTO', fileSize: 1, fileType: JPEG_TYPE } },
        'admin',
      );
      const [url] = await putFiles([chosen], createUploadUrls);
      await commit<PhotosSectionAddMutation>(
        environment,
        addMutation,
        { input: { apartmentId: data._id, url, alt: text } },
        'admin',
      );
    },
    {
      fallback: 'Failed to add the photo.',
      onSuccess: () => {
        setFile(null);
        setAlt('');
        setPickerKey((key) => key + 1);
        onSaved('Photo added.');
      },
      onError,
    },
  );
  const change = useFormAction((step: () => Promise<unknown>, done: string) => step().then(() => done), {
    fallback: 'Failed to change the photos.',
    onSuccess: onSaved,
    onError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return upload.setError('Choose a JPEG photo');
    if (fileError) return upload.setError(fileError);
    if (alt.trim() === '') return upload.setError('Describe the photo for screen readers');
    void upload.run(file, alt.trim());
  };
  const moveUp = (index: number) => {
    const ids = photos.map((photo) => photo.id);
    [ids[index - 1], ids[index]] = [ids[index], ids[index - 1]];
    void change.run(
      () =>
        commit<PhotosSectionReorderMutation>(
          environment,
          reorderMutation,
          { apartmentId: data._id, photoIds: ids },
          'admin',
        ),
      'Photo order saved.',
    );
  };

  return (
    <section className="costs-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Photos</h3>
      {photos.length === 0 ? (
        <p className="empty-state">No photos yet: a listing needs one to be published.</p>
      ) : (
        <ol className="image-list" aria-label="Saved photos">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <img src={photo.url} alt={photo.alt} width={96} height={72} loading="lazy" />
              <span>{index === 0 ? `${photo.alt} (main picture)` : photo.alt}</span>
              {index > 0 && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  disabled={change.busy}
                  aria-label={`Move photo ${index + 1} up`}
                  onClick={() => moveUp(index)}
                >
                  Move up
                </button>
              )}
              <button
                type="button"
                className="button button--small button--ghost"
                disabled={change.busy}
                aria-label={`Remove photo ${index + 1}`}
                onClick={() =>
                  void change.run(
                    () =>
                      commit<PhotosSectionRemoveMutation>(environment, removeMutation, { photoId: photo.id }, 'admin'),
                    'Photo removed.',
                  )
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      <form className="apartment-form" onSubmit={submit} noValidate>
        <div className="form-field">
          <label className="field__label" htmlFor={`${id}-file`}>
            Photo (JPEG)
          </label>
          <input
            key={pickerKey}
            id={`${id}-file`}
            className="input"
            type="file"
            accept=".jpg,.jpeg,image/jpeg"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <div className="form-field">
          <label className="field__label" htmlFor={`${id}-alt`}>
            What the photo shows
          </label>
          <input
            id={`${id}-alt`}
            className="input"
            maxLength={ALT_MAX_LENGTH}
            placeholder="Pool courtyard at dusk"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
          />
        </div>
        <SectionActions
          error={upload.error ?? change.error}
          busy={upload.busy}
          label="Add photo"
          busyLabel="Uploading..."
        />
      </form>
    </section>
  );
}
