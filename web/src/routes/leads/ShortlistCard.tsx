// Shortlists on a lead's page: the agent picks apartments (the renter's favourites, the one asked about, the
// matching ones) with a note each and sends the renter a private link; the lists sent show the renter's answers.
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ShortlistCard_lead$key } from '../../__generated__/ShortlistCard_lead.graphql';
import type { ShortlistCardCreateMutation } from '../../__generated__/ShortlistCardCreateMutation.graphql';
import type { ShortlistCardRevokeMutation } from '../../__generated__/ShortlistCardRevokeMutation.graphql';
import type { Role } from '../../lib/session/sessionStore';
import { SHORTLIST_REACTION_LABELS } from '../../lib/domain';
import { formatDateTime } from '../../lib/format';
import { useFormAction } from '../../lib/forms/useFormAction';
import { commit } from '../../relay/commit';
import { errorMessage } from '../../relay/errors';

const fragment = graphql`
  fragment ShortlistCard_lead on Lead {
    _id
    email
    apartment {
      _id
      displayName
    }
    favourites {
      _id
      displayName
    }
    matchingApartments(limit: 8) {
      _id
      displayName
    }
    shortlists {
      id
      createdAt
      link
      revokedAt
      items {
        id
        reaction
        comment
        apartment {
          displayName
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation ShortlistCardCreateMutation($leadId: ID!, $input: CreateShortlistInput!) {
    createShortlist(leadId: $leadId, input: $input) {
      id
      # The new list joins the lead's lists and its timeline.
      lead {
        ...ShortlistCard_lead
        ...LeadTimeline_lead
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation ShortlistCardRevokeMutation($id: ID!) {
    revokeShortlist(id: $id) {
      id
      revokedAt
    }
  }
`;

export function ShortlistCard({
  lead,
  role,
  canWork,
  onMessage,
}: {
  lead: ShortlistCard_lead$key;
  role: Role;
  canWork: boolean;
  onMessage: (message: string) => void;
}) {
  const data = useFragment(fragment, lead);
  const environment = useRelayEnvironment();
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const action = useFormAction(
    async (input: { note: string | null; items: { apartmentId: string; note: string | null }[] }) => {
      await commit<ShortlistCardCreateMutation>(environment, createMutation, { leadId: data._id, input }, role);
      setPicked({});
      setNote('');
    },
    {
      fallback: 'The shortlist was not sent.',
      onSuccess: () => onMessage('Shortlist sent to the renter.'),
      onError: onMessage,
    },
  );
  const busy = action.busy;
  const seen = new Set<string>();
  const candidates = [
    ...data.favourites,
    ...(data.apartment ? [data.apartment] : []),
    ...data.matchingApartments,
  ].filter((apartment) => !seen.has(apartment._id) && seen.add(apartment._id));
  const toggle = (id: string) =>
    setPicked((current) => {
      const next = { ...current };
      if (id in next) delete next[id];
      else next[id] = '';
      return next;
    });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    await action.run({
      note: note.trim() || null,
      items: Object.entries(picked).map(([apartmentId, itemNote]) => ({ apartmentId, note: itemNote.trim() || null })),
    });
  };

  const revoke = async (id: string) => {
    try {
      await commit<ShortlistCardRevokeMutation>(environment, revokeMutation, { id }, role);
      onMessage('The link no longer opens the list.');
    } catch (error) {
      onMessage(errorMessage(error, 'The shortlist was not revoked.'));
    }
  };

  return (
    <section className="lead-card" aria-labelledby="lead-card-shortlists">
      <h2 id="lead-card-shortlists">Shortlists</h2>
      {data.shortlists.map((list) => (
        <article key={list.id} className="inline-form">
          <p className="fine-print">
            Sent {formatDateTime(list.createdAt)}
            {list.revokedAt ? ' · revoked' : ''}
          </p>
          <ul>
            {list.items.map((item) => (
              <li key={item.id}>
                {item.apartment?.displayName ?? 'No longer listed'}
                {item.reaction
                  ? `: ${SHORTLIST_REACTION_LABELS[item.reaction as keyof typeof SHORTLIST_REACTION_LABELS] ?? item.reaction}`
                  : ': no answer yet'}
                {item.comment ? ` ("${item.comment}")` : ''}
              </li>
            ))}
          </ul>
          {!list.revokedAt && (
            <div className="inline-form__row">
              <a href={list.link}>Open the renter&apos;s link</a>
              {canWork && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => void revoke(list.id)}
                >
                  Revoke
                </button>
              )}
            </div>
          )}
        </article>
      ))}
      {canWork && data.email && candidates.length > 0 && (
        <form className="inline-form" onSubmit={(event) => void send(event)} aria-label="New shortlist">
          <fieldset className="guest-card__choices">
            <legend className="field__label">Apartments to send</legend>
            {candidates.map((apartment) => (
              <div key={apartment._id} className="shortlist-pick">
                <label className="guest-card__choice">
                  <input type="checkbox" checked={apartment._id in picked} onChange={() => toggle(apartment._id)} />
                  {apartment.displayName}
                </label>
                {apartment._id in picked && (
                  <input
                    className="input"
                    aria-label={`Note for ${apartment.displayName}`}
                    placeholder="Why this one"
                    maxLength={500}
                    value={picked[apartment._id]}
                    onChange={(event) => setPicked((current) => ({ ...current, [apartment._id]: event.target.value }))}
                  />
                )}
              </div>
            ))}
          </fieldset>
          <label className="form-field">
            <span className="field__label">Message to the renter</span>
            <input className="input" maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          {/* A refusal naming an input stays beside the form, with what was typed (docs/product.md section 8). */}
          {Object.keys(action.fieldErrors).length > 0 && (
            <p className="form-field__error" role="alert">
              {action.error}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={busy || Object.keys(picked).length === 0}>
            Send shortlist
          </button>
        </form>
      )}
    </section>
  );
}
