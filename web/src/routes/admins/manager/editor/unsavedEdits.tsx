// The listing editor never throws away what an admin typed without asking: each section saves on its own, so a
// section holds unsaved edits from the first keystroke (or pick) in it until its own save answers. Closing the editor
// (Escape, ×, a click outside, Cancel) or leaving the page (the browser's back button, a reload, closing the tab)
// with such edits asks first; "Keep editing" keeps every typed value where it was.
import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { SECTIONS, type SectionId } from './sections';

export interface UnsavedEdits {
  /** The sections holding unsaved edits, in the editor's order. */
  sections: readonly SectionId[];
  /** An edit in `section` (an input or change event inside it). */
  edited: (section: SectionId) => void;
  /** `section` saved: its edits are the listing's now. */
  saved: (section: SectionId) => void;
  /** Whether any section holds unsaved edits, read at the moment of asking (a save and a close in one turn). */
  pending: () => boolean;
}

export function useUnsavedEdits(): UnsavedEdits {
  // A ref answers at once: a section's save and the editor's close may come in one event handler.
  const current = useRef<ReadonlySet<SectionId>>(new Set());
  const [sections, setSections] = useState<readonly SectionId[]>([]);
  const update = useCallback((next: Set<SectionId>) => {
    current.current = next;
    setSections(SECTIONS.map((item) => item.id).filter((id) => next.has(id)));
  }, []);
  const edited = useCallback(
    (section: SectionId) => {
      if (!current.current.has(section)) update(new Set(current.current).add(section));
    },
    [update],
  );
  const saved = useCallback(
    (section: SectionId) => {
      if (!current.current.has(section)) return;
      const next = new Set(current.current);
      next.delete(section);
      update(next);
    },
    [update],
  );
  const pending = useCallback(() => current.current.size > 0, []);
  return { sections, edited, saved, pending };
}

const sectionLabel = (id: SectionId) => SECTIONS.find((item) => item.id === id)!.label;

/** "Fees", "Fees and Specials", "Details, Fees and Specials". */
function sectionList(ids: readonly SectionId[]): string {
  const labels = ids.map(sectionLabel);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** The question before unsaved edits are thrown away; "Keep editing" is focused first, so Enter never discards. */
export function DiscardEditsDialog({
  sections,
  open,
  onKeep,
  onDiscard,
}: {
  sections: readonly SectionId[];
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onKeep()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog"
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            keep.current?.focus();
          }}
        >
          <Dialog.Title className="dialog__title">Discard unsaved changes?</Dialog.Title>
          <Dialog.Description className="dialog__message">
            {`${sectionList(sections)} ${sections.length === 1 ? 'has' : 'have'} changes that are not saved. Closing the editor throws them away.`}
          </Dialog.Description>
          <div className="dialog__actions dialog__actions--end">
            <button type="button" className="button button--danger" onClick={onDiscard}>
              Discard changes
            </button>
            <Dialog.Close ref={keep} className="button button--primary">
              Keep editing
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The browser asks on its own before a reload or a closed tab loses unsaved edits. */
export function useBeforeUnload(pending: () => boolean) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (pending()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [pending]);
}

/**
 * Holds a navigation inside the app (the browser's back button) while `when` is true and hands it to `onBlocked`
 * with the ways to go on or stay. React Router can hold a navigation only under its data router (the app's own); the
 * manager's tests render it under a plain one, where there is nothing to hold.
 */
export function NavigationGuard(props: {
  when: boolean;
  onBlocked: (navigation: { proceed: () => void; reset: () => void }) => void;
}) {
  return useContext(UNSAFE_DataRouterContext) ? <DataRouterGuard {...props} /> : null;
}

function DataRouterGuard({
  when,
  onBlocked,
}: {
  when: boolean;
  onBlocked: (navigation: { proceed: () => void; reset: () => void }) => void;
}) {
  // Leaving the page only: a change of the query or hash keeps the editor open.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') onBlocked({ proceed: blocker.proceed, reset: blocker.reset });
  }, [blocker, onBlocked]);
  return null;
}
