// The listing editor's note under its title: what the listing's state means and what comes next, in words that match
// that state (docs/contract.md "Where an apartment is": a draft is never public; a published listing is). A published
// listing is never called a draft; an apartment just added says what the admin does next.
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { ListingStateNote_apartment$key } from '../../../../__generated__/ListingStateNote_apartment.graphql';

const stateFragment = graphql`
  fragment ListingStateNote_apartment on Apartment {
    status
  }
`;

interface Props {
  apartment: ListingStateNote_apartment$key;
  /** The apartment was created by this dialog a moment ago: the note says what comes next. */
  justAdded: boolean;
  id: string;
}

export function ListingStateNote({ apartment, justAdded, id }: Props) {
  const { status } = useFragment(stateFragment, apartment);
  const { t } = useLingui();
  const published = status === 'PUBLISHED';
  let note: string;
  if (justAdded)
    note = published
      ? t`Apartment added and published: renters can find it now. Next, its floorplans' prices; each section saves on its own and renters see each saved change.`
      : t`Apartment added as a draft: renters do not see it yet. Next, its floorplans' prices; the Publish section lists what it still needs before it can be published.`;
  else
    note = published
      ? t`This listing is published: renters see each section's change as soon as it is saved.`
      : t`Each section saves on its own; the listing stays a draft until it is published.`;
  return (
    <p id={id} className="fine-print">
      {note}
    </p>
  );
}

/** The note before the listing has loaded, or when it could not load: nothing about its state is known yet. */
export function ListingStatePending({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <p id={id} className="fine-print">
      {t`Each section saves on its own.`}
    </p>
  );
}
