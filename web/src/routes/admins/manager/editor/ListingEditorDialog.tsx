// The listing editor: one dialog in which an admin creates an apartment and completes it, section by section
// (docs/product.md section 2's Apartment Manager: the Add New Apartment and Edit Apartment dialogs are its Details
// section). Each section saves on its own and its mutation's answer updates the store, so the dialog and the
// manager's table show the saved values without reading the apartment again. A section stays mounted once opened, while
// the dialog is open: moving between sections never loses what the admin typed, and closing the editor with a
// section's edits unsaved asks first (unsavedEdits.tsx).
import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { ListingEditorDialogQuery } from '../../../../__generated__/ListingEditorDialogQuery.graphql';
import { ErrorBoundary } from '../../../../components/ErrorBoundary';
import { PinPicker } from '../../../../components/map';
import { Spinner } from '../../../../components/Spinner';
import { errorMessage } from '../../../../relay/errors';
import { asRole } from '../../../../relay/roles';
import { AvailabilityEditor } from '../costs/AvailabilityEditor';
import { CommissionEditor } from '../costs/CommissionEditor';
import { FeaturesEditor } from '../costs/FeaturesEditor';
import { FeesEditor } from '../costs/FeesEditor';
import { SpecialsEditor } from '../costs/SpecialsEditor';
import { AboutSection } from './AboutSection';
import { BillingSection } from './BillingSection';
import { DetailsSection, type AddedApartment } from './DetailsSection';
import { FloorplanSection } from './FloorplanSection';
import { ListingStateNote, ListingStatePending } from './ListingStateNote';
import { LeasingOfficeSection } from './LeasingOfficeSection';
import { LocationSection } from './LocationSection';
import { PhotosSection } from './PhotosSection';
import { PublishSection } from './PublishSection';
import { ScreeningSection } from './ScreeningSection';
import { SECTIONS, type SectionId, type SectionProps } from './sections';
import {
  DiscardEditsDialog,
  NavigationGuard,
  useBeforeUnload,
  useUnsavedEdits,
  type UnsavedEdits,
} from './unsavedEdits';

const editorQuery = graphql`
  query ListingEditorDialogQuery($id: ID!) {
    apartment(id: $id) {
      ...DetailsSection_apartment
      ...FloorplanSection_apartment
      ...FeesEditor_apartment
      ...SpecialsEditor_apartment
      ...AvailabilityEditor_apartment
      ...FeaturesEditor_apartment
      ...ScreeningSection_apartment
      ...CommissionEditor_apartment
      ...BillingSection_apartment
      ...LeasingOfficeSection_apartment
      ...AboutSection_apartment
      ...PhotosSection_apartment
      ...LocationSection_apartment
      ...PublishSection_apartment
      ...ListingStateNote_apartment
    }
    ...LocationSection_query
  }
`;

// The store answers at once when it holds the apartment (every save wrote its answer there); the server's copy
// follows, in case another admin changed it meanwhile.
const EDITOR_FETCH = { fetchPolicy: 'store-and-network', networkCacheConfig: asRole('admin') } as const;

/** What the editor opens on: a new apartment, or a saved one at a section. */
export type EditorTarget = { mode: 'add' } | { mode: 'edit'; id: string; section?: SectionId };

interface Props {
  target: EditorTarget;
  onClose: () => void;
  /** The apartment just created: the table shows it first, whatever page it falls on. */
  onAdded: (added: AddedApartment) => void;
  /** A section saved: the manager's toast. */
  onSaved: (message: string) => void;
  onError: (message: string) => void;
}

export function ListingEditorDialog({ target, onClose, onAdded, onSaved, onError }: Props) {
  const { t } = useLingui();
  const [apartmentId, setApartmentId] = useState(target.mode === 'edit' ? target.id : null);
  const [section, setSection] = useState<SectionId>(target.mode === 'edit' ? (target.section ?? 'details') : 'details');
  const [queryRef, loadEditor] = useQueryLoader<ListingEditorDialogQuery>(editorQuery);
  const [justAdded, setJustAdded] = useState(false);
  const navId = useId();
  const hintId = `${navId}-hint`;
  const edits = useUnsavedEdits();
  // What the admin asked for while edits were unsaved, held until they answer the question.
  const [asking, setAsking] = useState<{ discard: () => void; keep: () => void } | null>(null);
  const requestClose = () => {
    if (edits.pending()) setAsking({ discard: onClose, keep: () => undefined });
    else onClose();
  };
  useBeforeUnload(edits.pending);
  const navigationBlocked = useCallback(
    (navigation: { proceed: () => void; reset: () => void }) =>
      setAsking({ discard: navigation.proceed, keep: navigation.reset }),
    [],
  );
  useEffect(() => {
    if (apartmentId) loadEditor({ id: apartmentId }, EDITOR_FETCH);
  }, [apartmentId, loadEditor]);

  const added = (apartment: AddedApartment) => {
    onAdded(apartment);
    // The editor goes on with the new apartment's floorplans' prices; its note says what its state means.
    setJustAdded(true);
    setApartmentId(apartment.id);
    setSection('floorplans');
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && requestClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--form listing-editor" aria-describedby={hintId}>
          <Dialog.Title className="dialog__title">{apartmentId ? 'Edit Apartment' : 'Add New Apartment'}</Dialog.Title>
          {apartmentId ? (
            <ErrorBoundary resetKey={queryRef} fallback={() => <ListingStatePending id={hintId} />}>
              <Suspense fallback={<ListingStatePending id={hintId} />}>
                {queryRef ? (
                  <EditorNote queryRef={queryRef} justAdded={justAdded} id={hintId} />
                ) : (
                  <ListingStatePending id={hintId} />
                )}
              </Suspense>
            </ErrorBoundary>
          ) : (
            <p id={hintId} className="fine-print">
              {t`Add the apartment first; its prices, fees, specials and the rest follow in the next sections.`}
            </p>
          )}
          <nav className="listing-editor__nav" aria-label="Listing sections">
            <ol>
              {SECTIONS.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="listing-editor__step"
                    aria-current={section === item.id ? 'step' : undefined}
                    disabled={!apartmentId && item.id !== 'details'}
                    onClick={() => setSection(item.id)}
                  >
                    {item.label}
                  </button>
                </li>
              ))}
            </ol>
          </nav>
          {apartmentId ? (
            <ErrorBoundary
              resetKey={queryRef}
              fallback={(error) => (
                <p className="error-text" role="alert">
                  {errorMessage(error, 'Failed to load the apartment.')}
                </p>
              )}
            >
              <Suspense fallback={<Spinner label="Loading..." />}>
                {queryRef && (
                  <EditorSections
                    queryRef={queryRef}
                    section={section}
                    edits={edits}
                    onSection={setSection}
                    onClose={requestClose}
                    onSaved={onSaved}
                    onError={onError}
                  />
                )}
              </Suspense>
            </ErrorBoundary>
          ) : (
            <div onChange={() => edits.edited('details')}>
              <DetailsSection
                apartment={null}
                onClose={requestClose}
                onSaved={(message, apartment) => {
                  edits.saved('details');
                  onSaved(message);
                  if (apartment) added(apartment);
                }}
                onError={onError}
                onEditFloorplan={() => setSection('floorplans')}
              />
            </div>
          )}
          <Dialog.Close className="dialog__close" aria-label="Close">
            ×
          </Dialog.Close>
          <DiscardEditsDialog
            sections={edits.sections}
            open={asking !== null}
            onKeep={() => {
              asking?.keep();
              setAsking(null);
            }}
            onDiscard={() => {
              setAsking(null);
              asking?.discard();
            }}
          />
          <NavigationGuard when={edits.sections.length > 0} onBlocked={navigationBlocked} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The note on the listing's state, read from the editor's query (the sections below read the same answer). */
function EditorNote({
  queryRef,
  ...props
}: {
  queryRef: PreloadedQuery<ListingEditorDialogQuery>;
  justAdded: boolean;
  id: string;
}) {
  const { apartment } = usePreloadedQuery<ListingEditorDialogQuery>(editorQuery, queryRef);
  return apartment ? <ListingStateNote apartment={apartment} {...props} /> : <ListingStatePending id={props.id} />;
}

function EditorSections({
  queryRef,
  section,
  edits,
  onSection,
  onClose,
  ...sectionProps
}: {
  queryRef: PreloadedQuery<ListingEditorDialogQuery>;
  section: SectionId;
  edits: UnsavedEdits;
  onSection: (section: SectionId) => void;
  onClose: () => void;
} & SectionProps) {
  const data = usePreloadedQuery<ListingEditorDialogQuery>(editorQuery, queryRef);
  const { apartment } = data;
  // A section mounts when the admin first opens it and stays mounted (hidden) after: the dialog opens fast, and
  // what was typed in a section the admin left is still there on return.
  const [visited, setVisited] = useState<ReadonlySet<SectionId>>(() => new Set([section]));
  if (!visited.has(section)) setVisited(new Set(visited).add(section));
  if (!apartment) return <p className="empty-state">This apartment no longer exists.</p>;
  // Every input inside a section marks it edited; the section's own save marks it saved.
  const part = (id: SectionId) => ({ hidden: section !== id, onChange: () => edits.edited(id) });
  const propsOf = (id: SectionId): SectionProps => ({
    onSaved: (message) => {
      edits.saved(id);
      sectionProps.onSaved(message);
    },
    onError: sectionProps.onError,
  });
  return (
    <>
      <div {...part('details')}>
        {visited.has('details') && (
          <DetailsSection
            apartment={apartment}
            onClose={onClose}
            {...propsOf('details')}
            onEditFloorplan={() => onSection('floorplans')}
          />
        )}
      </div>
      <div {...part('about')}>
        {visited.has('about') && <AboutSection apartment={apartment} {...propsOf('about')} />}
      </div>
      <div {...part('floorplans')}>
        {visited.has('floorplans') && <FloorplanSection apartment={apartment} {...propsOf('floorplans')} />}
      </div>
      <div {...part('fees')}>{visited.has('fees') && <FeesEditor apartment={apartment} {...propsOf('fees')} />}</div>
      <div {...part('specials')}>
        {visited.has('specials') && <SpecialsEditor apartment={apartment} {...propsOf('specials')} />}
      </div>
      <div {...part('availability')}>
        {visited.has('availability') && <AvailabilityEditor apartment={apartment} {...propsOf('availability')} />}
      </div>
      <div {...part('features')}>
        {visited.has('features') && <FeaturesEditor apartment={apartment} {...propsOf('features')} />}
      </div>
      <div {...part('screening')}>
        {visited.has('screening') && <ScreeningSection apartment={apartment} {...propsOf('screening')} />}
      </div>
      <div {...part('commission')}>
        {visited.has('commission') && <CommissionEditor apartment={apartment} {...propsOf('commission')} />}
      </div>
      <div {...part('billing')}>
        {visited.has('billing') && <BillingSection apartment={apartment} {...propsOf('billing')} />}
      </div>
      <div {...part('office')}>
        {visited.has('office') && <LeasingOfficeSection apartment={apartment} {...propsOf('office')} />}
      </div>
      <div {...part('photos')}>
        {visited.has('photos') && <PhotosSection apartment={apartment} {...propsOf('photos')} />}
      </div>
      <div {...part('location')}>
        {visited.has('location') && (
          <LocationSection
            apartment={apartment}
            query={data}
            onEdited={() => edits.edited('location')}
            // A dragged pin is an edit too, though no input fires.
            pinPicker={(point, onPick, start) =>
              locationPin(
                point,
                (latitude, longitude) => {
                  edits.edited('location');
                  onPick(latitude, longitude);
                },
                start,
              )
            }
            {...propsOf('location')}
          />
        )}
      </div>
      <div {...part('publish')}>
        {visited.has('publish') && (
          <PublishSection apartment={apartment} active={section === 'publish'} {...propsOf('publish')} />
        )}
      </div>
    </>
  );
}

/**
 * docs/contract.md "Where an apartment is": admins place the exact point by dragging a pin; the typed latitude and
 * longitude follow it, and the server checks the point lies in the metro area.
 */
function locationPin(
  point: { latitude: string; longitude: string },
  onPick: (latitude: number, longitude: number) => void,
  start: { latitude: number; longitude: number } | null,
) {
  const latitude = Number(point.latitude);
  const longitude = Number(point.longitude);
  const value =
    point.latitude.trim() !== '' &&
    point.longitude.trim() !== '' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude)
      ? { latitude, longitude }
      : null;
  return (
    <PinPicker
      value={value}
      start={start}
      onChange={(next) => onPick(next.latitude, next.longitude)}
      label="Drag the pin to the building's entrance"
    />
  );
}
