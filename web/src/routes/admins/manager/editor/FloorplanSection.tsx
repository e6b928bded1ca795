// docs/product.md sections 2 and 4 (Edit Floorplan): the listing editor's Floorplans & prices section. Each saved
// floorplan has its form, titled 'Edit Floorplan - {Type}': Total Floorplans, Video URL, a JPEG-only image picker
// listing the chosen files, Min/Max Price and Min/Max Sqft. Save uploads the new images first (presigned URLs),
// then saves the floorplan with the kept and new image URLs; its answer updates the store, so nothing is read
// again, and a failed save keeps every value typed.
import { Fragment, useId, useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { FloorplanSection_apartment$key } from '../../../../__generated__/FloorplanSection_apartment.graphql';
import type {
  FloorplanSection_floorplan$data,
  FloorplanSection_floorplan$key,
} from '../../../../__generated__/FloorplanSection_floorplan.graphql';
import type { FloorplanSectionSaveMutation } from '../../../../__generated__/FloorplanSectionSaveMutation.graphql';
import type { FloorplanSectionUploadMutation } from '../../../../__generated__/FloorplanSectionUploadMutation.graphql';
import { FLOORPLAN_TYPE_LABELS, FLOORPLAN_TYPES, type FloorplanTypeName } from '../../../../lib/domain';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import { GraphQLRequestError } from '../../../../relay/environment';
import { errorMessage } from '../../../../relay/errors';
import { readNumbers, type NumberField, type Values } from '../floorplanForm';
import { checkImages, JPEG_TYPE, putFiles } from '../floorplanUpload';
import { MANAGER_MESSAGES } from '../messages';
import { FloorplanAccessibility } from './FloorplanAccessibility';
import type { SectionProps } from './sections';
import { SectionActions } from './SectionActions';

const apartmentFragment = graphql`
  fragment FloorplanSection_apartment on Apartment {
    _id
    code
    floorplans {
      _id
      type
      ...FloorplanSection_floorplan
      ...FloorplanAccessibility_floorplan
    }
  }
`;

// What a floorplan's form edits, and what the save reads back into the store.
const floorplanFragment = graphql`
  fragment FloorplanSection_floorplan on Floorplan {
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

const uploadMutation = graphql`
  mutation FloorplanSectionUploadMutation($input: UploadRequestInput!) {
    createUploadUrls(input: $input) {
      presignedUrl
      s3Url
    }
  }
`;

const saveMutation = graphql`
  mutation FloorplanSectionSaveMutation($apartmentId: ID!, $floorplanId: ID!, $input: FloorplanInput!) {
    updateFloorplan(apartmentId: $apartmentId, floorplanId: $floorplanId, input: $input) {
      id
      ...FloorplanSection_floorplan
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

const isFloorplanType = (type: string): type is FloorplanTypeName =>
  (FLOORPLAN_TYPES as readonly string[]).includes(type);

/** Every saved floorplan's form; new floorplans are added in the Details section. */
export function FloorplanSection({
  apartment,
  onSaved,
  onError,
  role = 'admin',
}: { apartment: FloorplanSection_apartment$key } & SectionProps) {
  const data = useFragment(apartmentFragment, apartment);
  if (data.floorplans.length === 0)
    return <p className="empty-state">No floorplans yet: add them in Details and save the apartment.</p>;
  return (
    <div className="listing-editor__floorplans">
      {data.floorplans.map((floorplan) =>
        isFloorplanType(floorplan.type) ? (
          <Fragment key={floorplan._id}>
            <FloorplanForm
              floorplan={floorplan}
              apartmentId={data._id}
              apartmentCode={data.code}
              floorplanId={floorplan._id}
              type={floorplan.type}
              onSaved={onSaved}
              onError={onError}
              role={role}
            />
            {/* Accessibility is recorded by staff only. */}
            {role !== 'property' && (
              <FloorplanAccessibility floorplan={floorplan} onSaved={onSaved} onError={onError} />
            )}
          </Fragment>
        ) : null,
      )}
    </div>
  );
}

function valuesOf(floorplan: FloorplanSection_floorplan$data): Values {
  return {
    totalFloorplans: text(floorplan.totalFloorplans),
    video: floorplan.modelDetails.video ?? '',
    minPrice: text(floorplan.details.minPrice),
    maxPrice: text(floorplan.details.maxPrice),
    minSqft: text(floorplan.details.minSqft),
    maxSqft: text(floorplan.details.maxSqft),
  };
}

interface FormProps extends SectionProps {
  floorplan: FloorplanSection_floorplan$key;
  apartmentId: string;
  apartmentCode: string;
  floorplanId: string;
  type: FloorplanTypeName;
}

/** The form starts from the loaded floorplan; what the admin types stays local until Save, and after a failure. */
function FloorplanForm({
  floorplan,
  apartmentCode,
  apartmentId,
  floorplanId,
  type,
  onSaved,
  onError,
  role = 'admin',
}: FormProps) {
  const data = useFragment(floorplanFragment, floorplan);
  const environment = useRelayEnvironment();
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(data));
  const [imageUrls, setImageUrls] = useState<string[]>(() => [...data.imageUrls]);
  const [files, setFiles] = useState<File[]>([]);
  // docs/product.md section 4: a field's message shows once it is touched (blurred), or after a save attempt.
  const [touched, setTouched] = useState<Partial<Record<NumberField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const fileError = checkImages(files);
  const { numbers, errors } = readNumbers(values);
  const shownError = (name: keyof Values) =>
    name !== 'video' && (submitted || touched[name]) ? (errors[name] ?? null) : null;

  const save = useFormAction(
    async (chosen: File[]) => {
      let uploaded: string[] = [];
      if (chosen.length > 0) {
        const { createUploadUrls } = await commit<FloorplanSectionUploadMutation>(
          environment,
          uploadMutation,
          { input: { apartmentCode, roomType: type, fileSize: chosen.length, fileType: JPEG_TYPE } },
          'admin',
        );
        uploaded = await putFiles(chosen, createUploadUrls);
      }
      const kept = [...imageUrls, ...uploaded];
      await commit<FloorplanSectionSaveMutation>(
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
            imageUrls: kept,
          },
        },
        role,
      );
      return kept;
    },
    {
      // The server's reason (a refused image, a bad range) when it gave one; a lost connection gets the spec's text.
      fallback: (error) =>
        error instanceof GraphQLRequestError || !(error instanceof TypeError)
          ? errorMessage(error, MANAGER_MESSAGES.floorplanUpdateFailed)
          : MANAGER_MESSAGES.floorplanUpdateFailed,
      onSuccess: (kept) => {
        // The uploaded images are saved now: they join the kept list and leave the picker.
        setImageUrls(kept);
        setFiles([]);
        onSaved(MANAGER_MESSAGES.floorplanUpdated);
      },
      onError,
    },
  );
  const saving = save.busy;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (fileError || Object.keys(errors).length > 0) return;
    void save.run(files);
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
    <form
      className="apartment-form listing-editor__floorplan"
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
      noValidate
    >
      <h3 id={`${id}-title`}>Edit Floorplan - {FLOORPLAN_TYPE_LABELS[type]}</h3>
      <p className="dialog__description">
        {FLOORPLAN_TYPE_LABELS[type]} at {apartmentCode}
      </p>
      {input('totalFloorplans', 'Total Floorplans', 'number')}
      {input('video', 'Video URL', 'url')}
      {/* Pictures are uploaded by admins: the leasing office keeps rents and sizes true. */}
      <div className="form-field" hidden={role === 'property'}>
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
      <SectionActions error={null} busy={saving} label="Save" disabled={fileError !== null} variant="dialog" />
    </form>
  );
}
