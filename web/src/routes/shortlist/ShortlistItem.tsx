// One apartment of a renter's shortlist (docs/product.md section 1): the agent's pick with its picture and today's
// deal (the search card's own picture, price tag and headline special), the floorplan's all-in monthly today, what
// changed since the list was sent, the agent's note, a tour to book, and the renter's answer with a comment.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDomainText } from '../../lib/domainText';
import { useId, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ShortlistItem_item$key } from '../../__generated__/ShortlistItem_item.graphql';
import type {
  ShortlistItemReactMutation,
  ShortlistReaction,
} from '../../__generated__/ShortlistItemReactMutation.graphql';
import { ApartmentImage } from '../../components/ApartmentImage';
import { Deal } from '../../components/Deal';
import { CharacterCount } from '../../components/CharacterCount';
import { PriceTag } from '../../components/PriceTag';
import { SHORTLIST_COMMENT_MAX_LENGTH } from '../../lib/domain';
import { formatCents } from '../../lib/format';
import { paths } from '../../lib/paths';
import { commit } from '../../relay/commit';
import { useFormAction } from '../../lib/forms/useFormAction';

const fragment = graphql`
  fragment ShortlistItem_item on ShortlistItem {
    id
    note
    allInMonthlyCents
    changeDetails {
      kind
      wasAllInMonthlyCents
      specialText
      text
    }
    reaction
    comment
    apartment {
      _id
      displayName
      location
      cardImage
      headlineSpecial {
        ...Deal_special
      }
      ...PriceTag_apartment
    }
    floorplan {
      typeLabel
    }
  }
`;

// The answer comes back with the fields it changed, so the buttons show it without loading the list again.
const reactMutation = graphql`
  mutation ShortlistItemReactMutation($token: String!, $itemId: ID!, $reaction: ShortlistReaction!, $comment: String) {
    reactToShortlistItem(token: $token, itemId: $itemId, reaction: $reaction, comment: $comment) {
      id
      reaction
      comment
    }
  }
`;

const REACTIONS: { value: ShortlistReaction; label: MessageDescriptor }[] = [
  { value: 'love', label: msg`Love it` },
  { value: 'maybe', label: msg`Maybe` },
  { value: 'no', label: msg`No` },
];

export function ShortlistItem({ item, token }: { item: ShortlistItem_item$key; token: string }) {
  const data = useFragment(fragment, item);
  const environment = useRelayEnvironment();
  const { i18n, t } = useLingui();
  const text = useDomainText();
  const [comment, setComment] = useState(data.comment ?? '');
  const countId = useId();
  const [saved, setSaved] = useState(false);
  const action = useFormAction(
    async (reaction: ShortlistReaction) => {
      setSaved(false);
      await commit<ShortlistItemReactMutation>(environment, reactMutation, {
        token,
        itemId: data.id,
        reaction,
        comment: comment.trim() || null,
      });
    },
    { fallback: t`Your answer was not saved. Please try again.`, onSuccess: () => setSaved(true) },
  );
  const react = (reaction: ShortlistReaction) => action.run(reaction);
  const busy = action.busy;
  const message = action.error ?? (saved ? t`Thanks, your agent will see this.` : null);
  const name = data.apartment?.displayName ?? t`No longer listed`;
  const allInToday = data.allInMonthlyCents != null ? formatCents(data.allInMonthlyCents) : null;
  const note = data.note;
  /** A change in the page's language; a kind this page does not know yet reads as the API wrote it. */
  const changeLine = (change: (typeof data.changeDetails)[number]): string => {
    const was = change.wasAllInMonthlyCents != null ? formatCents(change.wasAllInMonthlyCents) : '';
    const special = change.specialText ?? '';
    if (change.kind === 'NO_LONGER_LISTED') return t`No longer listed`;
    if (change.kind === 'PRICE_DROPPED') return t`Price dropped since we sent it (was ${was}/month all-in)`;
    if (change.kind === 'PRICE_WENT_UP') return t`Price went up since we sent it (was ${was}/month all-in)`;
    if (change.kind === 'SPECIAL_ENDED') return t`The special "${special}" has ended`;
    return change.text;
  };
  return (
    <div className="inline-form shortlist-item">
      {data.apartment && <ApartmentImage src={data.apartment.cardImage} alt="" className="shortlist-item__image" />}
      <h2 className="lead-row__name">
        {data.apartment ? <Link to={paths.filteredFloorplans(data.apartment._id)}>{name}</Link> : name}
        {data.floorplan ? `, ${text(data.floorplan.typeLabel)}` : ''}
      </h2>
      {data.apartment && <p className="fine-print">{data.apartment.location.join(' · ')}</p>}
      {data.apartment && <PriceTag apartment={data.apartment} />}
      {data.apartment?.headlineSpecial && (
        <p className="shortlist-item__special">
          <Deal special={data.apartment.headlineSpecial} />
        </p>
      )}
      {allInToday != null && (
        <p>
          <Trans>From {allInToday}/month all-in today</Trans>
        </p>
      )}
      {data.changeDetails.map((change) => {
        const line = changeLine(change);
        return (
          <p key={line} className="notice">
            {line}
          </p>
        );
      })}
      {note && (
        <p>
          <Trans>Agent&apos;s note: {note}</Trans>
        </p>
      )}
      {data.apartment && (
        <p>
          <Link className="button button--secondary" to={paths.appointmentFor(data.apartment._id)}>
            <Trans>Book a tour</Trans>
          </Link>
        </p>
      )}
      <label className="form-field">
        <span className="field__label">{t`Your comment`}</span>
        <input
          className="input"
          maxLength={SHORTLIST_COMMENT_MAX_LENGTH}
          aria-describedby={countId}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <CharacterCount id={countId} length={comment.length} max={SHORTLIST_COMMENT_MAX_LENGTH} />
      <div className="inline-form__row" role="group" aria-label={t`Your answer for ${name}`}>
        {REACTIONS.map((reaction) => (
          <button
            key={reaction.value}
            type="button"
            className={data.reaction === reaction.value ? 'button button--primary' : 'button button--secondary'}
            aria-pressed={data.reaction === reaction.value}
            disabled={busy}
            onClick={() => void react(reaction.value)}
          >
            {i18n._(reaction.label)}
          </button>
        ))}
      </div>
      {message && <p role="status">{message}</p>}
    </div>
  );
}
