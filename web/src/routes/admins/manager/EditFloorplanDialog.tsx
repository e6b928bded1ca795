// docs/product.md sections 2 and 4 (Edit Floorplan): 'Edit Floorplan - {Type}' with Total Floorplans, Video URL, a
// JPEG-only image picker listing the chosen files, Min/Max Price and Min/Max Sqft; 'Loading...' while the
// floorplan loads; Save uploads the new images first (presigned URLs), then saves the floorplan with the
// kept and new image URLs. Whoever opens the dialog starts its query (editFloorplanQuery) in the same click.
import * as Dialog from '@radix-ui/react-dialog';
import { Fragment, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type {
  EditFloorplanDialog_floorplan$data,
  EditFloorplanDialog_floorplan$key,
} from '../../../__generated__/EditFloorplanDialog_floorplan.graphql';
import type { EditFloorplanDialogQuery } from '../../../__generated__/EditFloorplanDialogQuery.graphql';
import type { EditFloorplanDialogSaveMutation } from '../../../__generated__/EditFloorplanDialogSaveMutation.graphql';
import type { EditFloorplanDialogUploadMutation } from '../../../__generated__/EditFloorplanDialogUploadMutation.graphql';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { Spinner } from '../../../components/Spinner';
import { FLOORPLAN_TYPE_LABELS, type FloorplanTypeName } from '../../../lib/domain';
import { commit } from '../../../relay/commit';
import { GraphQLRequestError } from '../../../relay/environment';
import { errorMessage } from '../../../relay/errors';
import { asRole } from '../../../relay/roles';
import { capitalisedType } from './apartmentForm';
import { readNumbers, type NumberField, type Values } from './floorplanForm';
import { checkImages, JPEG_TYPE, putFiles } from './floorplanUpload';
import { MANAGER_MESSAGES } from './messages';

// What the dialog edits, and what the save reads back into the store.
const floorplanFragment = graphql`
  fragment EditFloorplanDialog_floorplan on Floorplan {
    totalFloorplans
    imageUrls
    details {
      minPrice
      maxPrice
      minSqft
      maxSqft
    }
    modelDetails {
      video
    }
  }
`;

export const editFloorplanQuery = graphql`
  query EditFloorplanDialogQuery($apartmentId: ID!, $floorplanId: ID!) {
    adminFloorplan(apartmentId: $apartmentId, floorplanId: $floorplanId) {
      apartmentCode
      floorplan {
        ...EditFloorplanDialog_floorplan
      }
    }
  }
`;

/** The floorplan is read fresh from the server each time the dialog opens, as the admin. */
export const EDIT_FLOORPLAN_FETCH = { fetchPolicy: 'network-only', networkCacheConfig: asRole('admin') } as const;

const uploadMutation = graphql`
  mutation EditFloorplanDialogUploadMutation($input: UploadRequestInput!) {
    createUploadUrls(input: $input) {
      presignedUrl
      s3Url
    }
  }
`;

const saveMutation = graphql`
  mutation EditFloorplanDialogSaveMutation($apartmentId: ID!, $floorplanId: ID!, $input: FloorplanInput!) {
    updateFloorplan(apartmentId: $apartmentId, floorplanId: $floorplanId, input: $input) {
      id
      ...EditFloorplanDialog_floorplan
    }
  }
`;

const NUMBER_FIELDS: { name: NumberField; label: string }[] = [
  { name: 'minPrice', label: 'Min Price' },
  { name: 'maxPrice', label: 'Max Price' },
  { name: 'minSqft', label: 'Min Sqft' },
  { name: 'maxSqft', label: 'Max Sqft' },
];

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

interface Callbacks {
  onClose: () => void;
  onSaved: (message: string) => void;
  onError: (message: string) => void;
}

interface Props extends Callbacks {
  /** editFloorplanQuery for this apartment and floorplan, started by whoever opens the dialog. */
  queryRef: PreloadedQuery<EditFloorplanDialogQuery>;
  apartmentId: string;
  floorplanId: string;
  type: FloorplanTypeName;
}

/** 'Loading...' until the floorplan arrives; a failed load reports 'Could not fetch floorplan details.' and closes. */
export function EditFloorplanDialog({ queryRef, ...props }: Props) {
  return (
    <ErrorBoundary fallback={() => <LoadFailed onError={props.onError} onClose={props.onClose} />}>
      <Suspense fallback={<LoadingDialog type={props.type} onClose={props.onClose} />}>
        <LoadedDialog queryRef={queryRef} {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function LoadingDialog({ type, onClose }: { type: FloorplanTypeName; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay dialog-overlay--top" />
        <Dialog.Content className="dialog dialog--form dialog--top" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">Edit Floorplan - {capitalisedType(type)}</Dialog.Title>
          <Spinner label="Loading..." />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function LoadFailed({ onError, onClose }: Pick<Callbacks, 'onError' | 'onClose'>) {
  // Reported once (ErrorBoundary has logged the failure); the callbacks may change identity on each render.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    onError(MANAGER_MESSAGES.floorplanFetchFailed);
    onClose();
  }, [onError, onClose]);
  return null;
}

function LoadedDialog({ queryRef, ...props }: Props) {
  const { adminFloorplan } = usePreloadedQuery<EditFloorplanDialogQuery>(editFloorplanQuery, queryRef);
  return <FloorplanForm floorplan={adminFloorplan.floorplan} apartmentCode={adminFloorplan.apartmentCode} {...props} />;
}

function valuesOf(floorplan: EditFloorplanDialog_floorplan$data): Values {
  return {
    totalFloorplans: text(floorplan.totalFloorplans),
    video: floorplan.modelDetails.video ?? '',
    minPrice: text(floorplan.details.minPrice),
    maxPrice: text(floorplan.details.maxPrice),
    minSqft: text(floorplan.details.minSqft),
    maxSqft: text(floorplan.details.maxSqft),
  };
}

interface FormProps extends Omit<Props, 'queryRef'> {
  floorplan: EditFloorplanDialog_floorplan$key;
  apartmentCode: string;
}

/** The form starts from the loaded floorplan; what the admin types stays local until Save. */
function FloorplanForm({
  floorplan,
  apartmentCode,
  apartmentId,
  floorplanId,
  type,
  onClose,
  onSaved,
  onError,
}: FormProps) {
  const data = useFragment(floorplanFragment, floorplan);
  const environment = useRelayEnvironment();
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(data));
  const [imageUrls, setImageUrls] = useState<string[]>(() => [...data.imageUrls]);
  const [files, setFiles] = useState<File[]>([]);
  const [saving, setSaving] = useState(false);
  // docs/product.md section 4: a field's message shows once it is touched (blurred), or after a save attempt.
  const [touched, setTouched] = useState<Partial<Record<NumberField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const fileError = checkImages(files);
  const { numbers, errors } = readNumbers(values);
  const shownError = (name: keyof Values) =>
    name !== 'video' && (submitted || touched[name]) ? (errors[name] ?? null) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (saving || fileError || Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      let uploaded: string[] = [];
      if (files.length > 0) {
        const { createUploadUrls } = await commit<EditFloorplanDialogUploadMutation>(
          environment,
          uploadMutation,
          { input: { apartmentCode, roomType: type, fileSize: files.length, fileType: JPEG_TYPE } },
          'admin',
        );
        uploaded = await putFiles(files, createUploadUrls);
      }
      await commit<EditFloorplanDialogSaveMutation>(
        environment,
        saveMutation,
        {
          apartmentId,
          floorplanId,
          input: {
            totalFloorplans: numbers.totalFloorplans,
            modelDetails: { video: values.video.trim() || null },
            details: {
              minPrice: numbers.minPrice,
              maxPrice: numbers.maxPrice,
              minSqft: numbers.minSqft,
              maxSqft: numbers.maxSqft,
            },
            imageUrls: [...imageUrls, ...uploaded],
          },
        },
        'admin',
      );
      onSaved(MANAGER_MESSAGES.floorplanUpdated);
      onClose();
    } catch (error) {
      console.error(error);
      // The server's reason (a refused image, a bad range) when it gave one; a lost connection gets the spec's text.
      onError(
        error instanceof GraphQLRequestError || !(error instanceof TypeError)
          ? errorMessage(error, MANAGER_MESSAGES.floorplanUpdateFailed)
          : MANAGER_MESSAGES.floorplanUpdateFailed,
      );
      setSaving(false);
    }
  };

  const set = (name: keyof Values, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const input = (name: keyof Values, label: string, type: 'number' | 'url') => {
    const error = shownError(name);
    return (
      <div className="form-field">
        <label className="field__label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          className="input"
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          min={type === 'number' ? 0 : undefined}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          onChange={(event) => set(name, event.target.value)}
          onBlur={() => name !== 'video' && setTouched((current) => ({ ...current, [name]: true }))}
        />
        {error && (
          <p className="form-field__error" id={`${id}-${name}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !saving && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay dialog-overlay--top" />
        <Dialog.Content className="dialog dialog--form dialog--top" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">Edit Floorplan - {capitalisedType(type)}</Dialog.Title>
          <form className="apartment-form" onSubmit={(event) => void onSubmit(event)} noValidate>
            <p className="dialog__description">
              {FLOORPLAN_TYPE_LABELS[type]} at {apartmentCode}
            </p>
            {input('totalFloorplans', 'Total Floorplans', 'number')}
            {input('video', 'Video URL', 'url')}
            <div className="form-field">
              <label className="field__label" htmlFor={`${id}-images`}>
                Images
              </label>
              <input
                id={`${id}-images`}
                className="input"
                type="file"
                accept=".png,.jpg,.jpeg,image/png,image/jpeg"
                multiple
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? `${id}-images-error` : undefined}
                onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
              />
              {files.length > 0 && (
                <ul className="file-list" aria-label="Chosen files">
                  {files.map((file) => (
                    <li key={`${file.name}-${file.size}`}>{file.name}</li>
                  ))}
                </ul>
              )}
              {fileError && (
                <p className="form-field__error" id={`${id}-images-error`}>
                  {fileError}
                </p>
              )}
            </div>
            {imageUrls.length > 0 && (
              <ul className="image-list" aria-label="Saved images">
                {imageUrls.map((url, index) => (
                  <li key={url}>
                    <img src={url} alt={`Saved floorplan ${index + 1}`} width={64} height={48} loading="lazy" />
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      onClick={() => setImageUrls(imageUrls.filter((other) => other !== url))}
                    >
                      Remove image {index + 1}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {[NUMBER_FIELDS.slice(0, 2), NUMBER_FIELDS.slice(2)].map((pair) => (
              <div className="form-row" key={pair[0].name}>
                {pair.map((field) => (
                  <Fragment key={field.name}>{input(field.name, field.label, 'number')}</Fragment>
                ))}
              </div>
            ))}
            <div className="dialog__actions dialog__actions--end">
              <button type="button" className="button button--ghost" onClick={onClose} disabled={saving}>
                Cancel
              </button>
              <button type="submit" className="button button--primary" disabled={saving || fileError !== null}>
                {saving ? 'Saving...' : 'Save'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
