// The listing editor's Publish section: a draft is not public. Publishing needs a floorplan with a verified price,
// an address and a photo; the server says what is still missing (publishMissing), which this section lists before
// the admin tries, and a published listing can go back to draft.
import { useEffect, useId } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { asRole } from '../../../../relay/roles';
import type { PublishSection_apartment$key } from '../../../../__generated__/PublishSection_apartment.graphql';
import type { PublishSectionMissingQuery } from '../../../../__generated__/PublishSectionMissingQuery.graphql';
import type { PublishSectionPublishMutation } from '../../../../__generated__/PublishSectionPublishMutation.graphql';
import type { PublishSectionUnpublishMutation } from '../../../../__generated__/PublishSectionUnpublishMutation.graphql';
import { useFormAction } from '../../../../lib/forms/useFormAction';
import { commit } from '../../../../relay/commit';
import type { SectionProps } from './sections';
import { SectionActions } from './SectionActions';

const publishFragment = graphql`
  fragment PublishSection_apartment on Apartment {
    _id
    status
    publishMissing
  }
`;

const missingQuery = graphql`
  query PublishSectionMissingQuery($id: ID!) {
    apartment(id: $id) {
      ...PublishSection_apartment
    }
  }
`;

const publishMutation = graphql`
  mutation PublishSectionPublishMutation($apartmentId: ID!) {
    publishApartment(apartmentId: $apartmentId) {
      ...PublishSection_apartment
    }
  }
`;

const unpublishMutation = graphql`
  mutation PublishSectionUnpublishMutation($apartmentId: ID!) {
    unpublishApartment(apartmentId: $apartmentId) {
      ...PublishSection_apartment
    }
  }
`;

export function PublishSection({
  apartment,
  active,
  onSaved,
  onError,
}: { apartment: PublishSection_apartment$key; active: boolean } & SectionProps) {
  const data = useFragment(publishFragment, apartment);
  const environment = useRelayEnvironment();
  // A price verified or a floorplan saved in another section changes what is missing: the list is read again each
  // time the admin opens this section, so it never offers Publish on stale grounds.
  useEffect(() => {
    if (!active) return;
    const subscription = fetchQuery<PublishSectionMissingQuery>(
      environment,
      missingQuery,
      { id: data._id },
      { fetchPolicy: 'network-only', networkCacheConfig: asRole('admin') },
    ).subscribe({ error: (error: unknown) => console.error(error) });
    return () => subscription.unsubscribe();
  }, [active, environment, data._id]);
  const id = useId();
  const published = data.status === 'PUBLISHED';
  const action = useFormAction(
    (publish: boolean): Promise<unknown> =>
      publish
        ? commit<PublishSectionPublishMutation>(environment, publishMutation, { apartmentId: data._id }, 'admin')
        : commit<PublishSectionUnpublishMutation>(environment, unpublishMutation, { apartmentId: data._id }, 'admin'),
    {
      fallback: (_error, publish) => (publish ? 'Failed to publish the listing.' : 'Failed to unpublish the listing.'),
      onSuccess: () => onSaved(published ? 'Listing back to draft.' : 'Listing published.'),
      onError,
    },
  );

  return (
    <section className="costs-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Publish</h3>
      <p role="status">
        {published ? 'Published: renters can find this listing.' : 'Draft: renters cannot see this listing yet.'}
      </p>
      {!published &&
        (data.publishMissing.length > 0 ? (
          <>
            <p>Before it can be published, the listing still needs:</p>
            <ul aria-label="Missing before publishing">
              {data.publishMissing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>Everything publishing needs is there.</p>
        ))}
      {published ? (
        <SectionActions error={action.error} busy={action.busy}>
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={action.busy}
            onClick={() => void action.run(false)}
          >
            Back to draft
          </button>
        </SectionActions>
      ) : (
        <SectionActions
          error={action.error}
          busy={action.busy}
          label="Publish listing"
          busyLabel="Publishing..."
          disabled={data.publishMissing.length > 0}
          onSave={() => void action.run(true)}
        />
      )}
    </section>
  );
}
