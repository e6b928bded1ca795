// Move-in specials as records: text, concession (weeks free, dollars off the lease, or a reduced rent), the
// days it runs (the last day included, San Antonio time), the floorplan types and the minimum lease. Ended
// and future specials are listed here too; renters see only those on today.
import { useId, useState } from 'react';
import { graphql, readInlineData, useFragment, useRelayEnvironment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { SpecialsEditor_apartment$key } from '../../../../__generated__/SpecialsEditor_apartment.graphql';
import type {
  SpecialsEditor_special$data,
  SpecialsEditor_special$key,
} from '../../../../__generated__/SpecialsEditor_special.graphql';
import type { SpecialsEditorCreateMutation } from '../../../../__generated__/SpecialsEditorCreateMutation.graphql';
import type { SpecialsEditorDeleteMutation } from '../../../../__generated__/SpecialsEditorDeleteMutation.graphql';
import type { SpecialsEditorUpdateMutation } from '../../../../__generated__/SpecialsEditorUpdateMutation.graphql';
import {
  CONCESSION_KIND_LABELS,
  CONCESSION_KINDS,
  FLOORPLAN_TYPES,
  LEASE_TERM_MAX_MONTHS,
  LEASE_TERM_MIN_MONTHS,
  ROOM_TYPE_FILTER_LABELS,
  SPECIAL_TEXT_MAX_LENGTH,
  type ConcessionKind,
  type FloorplanTypeName,
} from '../../../../lib/domain';
import { formatDay } from '../../../../lib/format';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import { errorMessage } from '../../../../relay/errors';
import type { SectionProps } from '../editor/sections';
import { dollarsText, parseCents } from './money';
import { SectionActions } from '../editor/SectionActions';

const specialsFragment = graphql`
  fragment SpecialsEditor_apartment on Apartment {
    id
    _id
    allSpecials {
      id
      ...SpecialsEditor_special
    }
  }
`;

// A special as the list shows it and the form edits it; the create and update mutations read it back whole. Inline,
// so that the list's plain helpers (draftOf, describe) read it without a component each.
const specialFragment = graphql`
  fragment SpecialsEditor_special on Special @inline {
    id
    text
    concessionKind
    concessionValue
    validFrom
    validUntil
    floorplanTypes
    minLeaseTermMonths
  }
`;

const createMutation = graphql`
  mutation SpecialsEditorCreateMutation($apartmentId: ID!, $input: SpecialInput!) {
    createSpecial(apartmentId: $apartmentId, input: $input) {
      id
      ...SpecialsEditor_special
    }
  }
`;

const updateMutation = graphql`
  mutation SpecialsEditorUpdateMutation($id: ID!, $input: SpecialInput!) {
    updateSpecial(id: $id, input: $input) {
      id
      ...SpecialsEditor_special
    }
  }
`;

const deleteMutation = graphql`
  mutation SpecialsEditorDeleteMutation($id: ID!) {
    deleteSpecial(id: $id)
  }
`;

interface Draft {
  id: string | null;
  text: string;
  kind: ConcessionKind;
  value: string;
  validFrom: string;
  validUntil: string;
  types: FloorplanTypeName[];
  minLease: string;
}

const BLANK: Draft = {
  id: null,
  text: '',
  kind: 'weeksFree',
  value: '',
  validFrom: '',
  validUntil: '',
  types: [],
  minLease: '12',
};

const isConcessionKind = (kind: string): kind is ConcessionKind =>
  (CONCESSION_KINDS as readonly string[]).includes(kind);

/**
 * The concession value the server takes: weeks for weeks free, cents for an amount, and none for a free move-in,
 * which is a flag with a date range and no amount (docs/contract.md, Search semantics).
 */
export function concessionValue(
  draft: Pick<Draft, 'kind' | 'value'>,
): { ok: true; value: number | null } | { ok: false; message: string } {
  if (draft.kind === 'freeMoveIn') return { ok: true, value: null };
  if (draft.kind === 'weeksFree') {
    const weeks = Number(draft.value);
    return draft.value.trim() !== '' && Number.isInteger(weeks) && weeks >= 1
      ? { ok: true, value: weeks }
      : { ok: false, message: 'Weeks free must be a whole number of weeks, at least 1' };
  }
  const parsed = parseCents(CONCESSION_KIND_LABELS[draft.kind], draft.value);
  if (!parsed.ok) return parsed;
  return parsed.cents === null || parsed.cents < 1
    ? { ok: false, message: `${CONCESSION_KIND_LABELS[draft.kind]} is required` }
    : { ok: true, value: parsed.cents };
}

type SpecialRow = SpecialsEditor_special$data;

function draftOf(special: SpecialRow): Draft {
  const kind = isConcessionKind(special.concessionKind) ? special.concessionKind : 'weeksFree';
  return {
    id: special.id,
    text: special.text,
    kind,
    value:
      kind === 'weeksFree'
        ? String(special.concessionValue)
        : kind === 'freeMoveIn'
          ? ''
          : dollarsText(special.concessionValue),
    validFrom: special.validFrom,
    validUntil: special.validUntil ?? '',
    types: special.floorplanTypes.filter((type): type is FloorplanTypeName =>
      (FLOORPLAN_TYPES as readonly string[]).includes(type),
    ),
    minLease: String(special.minLeaseTermMonths),
  };
}

function describe(special: SpecialRow): string {
  const value =
    special.concessionKind === 'weeksFree'
      ? `${special.concessionValue} weeks free`
      : special.concessionKind === 'amountOff'
        ? `$${dollarsText(special.concessionValue)} off`
        : special.concessionKind === 'freeMoveIn'
          ? CONCESSION_KIND_LABELS.freeMoveIn
          : `rent $${dollarsText(special.concessionValue)}/month`;
  return `${value} · ${formatDay(special.validFrom)} to ${special.validUntil ? formatDay(special.validUntil) : 'no end date'}`;
}

export function SpecialsEditor({
  apartment,
  role = 'admin',
  onSaved,
  onError,
}: { apartment: SpecialsEditor_apartment$key } & SectionProps) {
  const data = useFragment(specialsFragment, apartment);
  const specials = data.allSpecials.map((special) =>
    readInlineData<SpecialsEditor_special$key>(specialFragment, special),
  );
  const environment = useRelayEnvironment();
  const id = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  // The apartment's list of specials gains the created one and loses the deleted one in the store, so every view
  // of the apartment shows the change without reading it again.
  const changeList = (store: RecordSourceSelectorProxy, change: (ids: string[]) => string[]) => {
    const record = store.get(data.id);
    const list = record?.getLinkedRecords('allSpecials');
    if (!record || !list) return;
    const ids = change(list.flatMap((item) => (item ? [item.getDataID()] : [])));
    record.setLinkedRecords(
      ids.flatMap((recordId) => store.get(recordId) ?? []),
      'allSpecials',
    );
  };
  const action = useFormAction(
    (step: { change: () => Promise<unknown>; done: string; failed: string }) => step.change().then(() => step.done),
    {
      fallback: (error, step) => errorMessage(error, step.failed),
      onSuccess: (done) => {
        setDraft(null);
        onSaved(done);
      },
      onError,
    },
  );
  const busy = action.busy;
  const run = (change: () => Promise<unknown>, done: string, failed: string) =>
    void action.run({ change, done, failed });

  const save = (current: Draft) => {
    if (current.text.trim() === '') return action.setError('Special text is required');
    const value = concessionValue(current);
    if (!value.ok) return action.setError(value.message);
    if (!current.validFrom) return action.setError('Valid from is required');
    // An empty last day is a special with no end date (docs/contract.md, Search semantics).
    if (current.validUntil && current.validUntil < current.validFrom)
      return action.setError('Valid until cannot be before valid from');
    const minLease = Number(current.minLease);
    if (!Number.isInteger(minLease) || minLease < LEASE_TERM_MIN_MONTHS || minLease > LEASE_TERM_MAX_MONTHS)
      return action.setError(`Minimum lease term must be ${LEASE_TERM_MIN_MONTHS} to ${LEASE_TERM_MAX_MONTHS} months`);
    const input = {
      text: current.text.trim(),
      concessionKind: current.kind,
      ...(value.value === null ? {} : { concessionValue: value.value }),
      validFrom: current.validFrom,
      validUntil: current.validUntil || null,
      floorplanTypes: current.types,
      minLeaseTermMonths: minLease,
    };
    run(
      () =>
        current.id
          ? commit<SpecialsEditorUpdateMutation>(environment, updateMutation, { id: current.id, input }, role)
          : commit<SpecialsEditorCreateMutation>(
              environment,
              createMutation,
              { apartmentId: data._id, input },
              role,
              (store) => {
                const created = store.getRootField('createSpecial');
                changeList(store, (ids) => [...ids, created.getDataID()]);
              },
            ),
      current.id ? 'Special saved.' : 'Special added.',
      'Failed to save the special.',
    );
  };

  return (
    <section className="costs-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Specials</h3>
      {specials.length === 0 && <p className="empty-state">No specials.</p>}
      <ul className="costs-rows">
        {specials.map((special) => (
          <li key={special.id} className="costs-row costs-row--special">
            <div>
              <strong>{special.text}</strong>
              <span className="review-list__meta">{describe(special)}</span>
            </div>
            <button type="button" className="link-button" onClick={() => setDraft(draftOf(special))}>
              Edit
            </button>
            <button
              type="button"
              className="link-button"
              disabled={busy}
              aria-label={`Delete special ${special.text}`}
              onClick={() =>
                run(
                  () =>
                    commit<SpecialsEditorDeleteMutation>(
                      environment,
                      deleteMutation,
                      { id: special.id },
                      role,
                      (store) => changeList(store, (ids) => ids.filter((other) => other !== special.id)),
                    ),
                  'Special deleted.',
                  'Failed to delete the special.',
                )
              }
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      {draft ? (
        <div className="costs-form">
          <div>
            <label className="field__label" htmlFor={`${id}-text`}>
              Special text
            </label>
            <input
              id={`${id}-text`}
              className="input"
              maxLength={SPECIAL_TEXT_MAX_LENGTH}
              placeholder="6 weeks free on 12-month leases"
              value={draft.text}
              onChange={(event) => setDraft({ ...draft, text: event.target.value })}
            />
          </div>
          <div className="form-row">
            <div>
              <label className="field__label" htmlFor={`${id}-kind`}>
                Concession
              </label>
              <select
                id={`${id}-kind`}
                className="input"
                value={draft.kind}
                onChange={(event) => setDraft({ ...draft, kind: event.target.value as ConcessionKind })}
              >
                {CONCESSION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {CONCESSION_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            </div>
            {draft.kind !== 'freeMoveIn' && (
              <div>
                <label className="field__label" htmlFor={`${id}-value`}>
                  {draft.kind === 'weeksFree' ? 'Weeks' : 'Amount ($)'}
                </label>
                <input
                  id={`${id}-value`}
                  className="input"
                  inputMode={draft.kind === 'weeksFree' ? 'numeric' : 'decimal'}
                  value={draft.value}
                  onChange={(event) => setDraft({ ...draft, value: event.target.value })}
                />
              </div>
            )}
            <div>
              <label className="field__label" htmlFor={`${id}-lease`}>
                Minimum lease (months)
              </label>
              <input
                id={`${id}-lease`}
                className="input"
                type="number"
                min={LEASE_TERM_MIN_MONTHS}
                max={LEASE_TERM_MAX_MONTHS}
                value={draft.minLease}
                onChange={(event) => setDraft({ ...draft, minLease: event.target.value })}
              />
            </div>
          </div>
          <div className="form-row">
            <div>
              <label className="field__label" htmlFor={`${id}-from`}>
                Valid from
              </label>
              <input
                id={`${id}-from`}
                className="input"
                type="date"
                value={draft.validFrom}
                onChange={(event) => setDraft({ ...draft, validFrom: event.target.value })}
              />
            </div>
            <div>
              <label className="field__label" htmlFor={`${id}-until`}>
                Valid until (last day; empty: no end date)
              </label>
              <input
                id={`${id}-until`}
                className="input"
                type="date"
                value={draft.validUntil}
                onChange={(event) => setDraft({ ...draft, validUntil: event.target.value })}
              />
            </div>
          </div>
          <fieldset className="costs-checks">
            <legend className="field__label">Floorplan types (none checked: every type)</legend>
            {FLOORPLAN_TYPES.map((type) => (
              <label key={type} className="checkbox">
                <input
                  type="checkbox"
                  checked={draft.types.includes(type)}
                  onChange={() =>
                    setDraft({
                      ...draft,
                      types: draft.types.includes(type)
                        ? draft.types.filter((other) => other !== type)
                        : FLOORPLAN_TYPES.filter((other) => other === type || draft.types.includes(other)),
                    })
                  }
                />
                {ROOM_TYPE_FILTER_LABELS[type]}
              </label>
            ))}
          </fieldset>
          <SectionActions
            error={action.error}
            busy={busy}
            label={draft.id ? 'Save special' : 'Add special'}
            onSave={() => save(draft)}
          >
            <button type="button" className="button button--small button--ghost" onClick={() => setDraft(null)}>
              Cancel
            </button>
          </SectionActions>
        </div>
      ) : (
        <div className="costs-section__actions">
          <button type="button" className="button button--small button--secondary" onClick={() => setDraft(BLANK)}>
            New special
          </button>
        </div>
      )}
    </section>
  );
}
