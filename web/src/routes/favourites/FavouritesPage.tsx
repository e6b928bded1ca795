// /favourites/: the apartments a renter kept with the heart (in this browser, no account), two to four of them
// side by side (CompareTable), and "Send my favourites to an agent", which makes a lead with them attached. The
// page owns the query; each row and the table read their own fragments.
import { useDomainText } from '../../lib/domainText';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { FavouritesPageQuery } from '../../__generated__/FavouritesPageQuery.graphql';
import { QueryBoundary } from '../../components/QueryBoundary';
import { useFavouriteLikes } from '../../components/useFavouriteLikes';
import { GuestCardForm } from '../../components/guest-card/GuestCardForm';
import { searchPrefill, searchQuery } from '../../components/guest-card/searchPrefill';
import { PRICE_DISCLAIMER } from '../../lib/domain';
import { COMPARE_MAX, COMPARE_MIN, useFavourites } from '../../lib/favourites';
import { paths } from '../../lib/paths';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { usePageTitle } from '../../lib/usePageTitle';
import '../leads/leads.css';
import { CompareTable } from './CompareTable';
import { FavouriteRow } from './FavouriteRow';

const favouritesQuery = graphql`
  query FavouritesPageQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Apartment {
        _id
        ...FavouriteRow_apartment @alias(as: "row")
        ...CompareTable_apartment @alias(as: "compared")
      }
    }
  }
`;

/** The global id `nodes` takes (base64 of `Apartment:` and the id). */
const globalId = (id: string) => btoa(`Apartment:${id}`);

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`My Favourites`);
  const { ids } = useFavourites();
  return (
    <div className="page page--wide">
      <header className="page__header">
        <h1>
          <Trans>My Favourites</Trans>
        </h1>
        <p className="lead">
          <Trans>Apartments you saved with the heart, kept in this browser. Compare two to four side by side.</Trans>
        </p>
      </header>
      {ids.length === 0 ? (
        <p className="empty-state">
          <Trans>
            No favourites yet. Tap the heart on an apartment in <Link to={paths.search}>the search</Link> to keep it
            here.
          </Trans>
        </p>
      ) : (
        <QueryBoundary resetKey={ids.join()} failure={t`Failed to load your favourites.`} loading={t`Loading...`}>
          <Favourites ids={ids} />
        </QueryBoundary>
      )}
    </div>
  );
}

type ApartmentNode = NonNullable<FavouritesPageQuery['response']['nodes'][number]>;
/** A node that is an apartment (a favourite since deleted comes back as nothing): its fragments are all there. */
type Apartment = { readonly [K in '_id' | 'row' | 'compared']-?: NonNullable<ApartmentNode[K]> };
const isApartment = (node: ApartmentNode | null | undefined): node is Apartment =>
  typeof node?._id === 'string' && node.row != null && node.compared != null;

function Favourites({ ids }: { ids: readonly string[] }) {
  const { remove } = useFavouriteLikes();
  const { t } = useLingui();
  const text = useDomainText();
  const variables = useMemo(() => ({ ids: ids.map(globalId) }), [ids]);
  const { nodes } = useLazyLoadQuery<FavouritesPageQuery>(favouritesQuery, variables);
  const apartments = nodes.filter(isApartment);
  const [chosen, setChosen] = useState<string[]>(() =>
    apartments.slice(0, COMPARE_MAX).map((apartment) => apartment._id),
  );
  const [sending, setSending] = useState(false);
  // The room types of the renter's search (its URL or the one saved in this browser): compare those floorplans.
  const query = useBrowserValue(() => searchQuery(window.location.search), '');
  const roomTypes = useMemo(() => searchPrefill(query)?.roomTypes ?? [], [query]);
  const compared = apartments.filter((apartment) => chosen.includes(apartment._id));
  const toggle = (id: string) =>
    setChosen((current) =>
      current.includes(id)
        ? current.filter((kept) => kept !== id)
        : current.length < COMPARE_MAX
          ? [...current, id]
          : current,
    );

  return (
    <>
      <ul className="lead-list">
        {apartments.map((apartment) => (
          <FavouriteRow
            key={apartment._id}
            apartment={apartment.row}
            chosen={chosen.includes(apartment._id)}
            full={chosen.length >= COMPARE_MAX}
            onToggle={() => toggle(apartment._id)}
            onRemove={() => remove(apartment._id)}
          />
        ))}
      </ul>
      {compared.length >= COMPARE_MIN ? (
        <CompareTable apartments={compared} roomTypes={roomTypes} />
      ) : (
        <p className="fine-print">
          <Trans>Choose at least two apartments to compare them side by side.</Trans>
        </p>
      )}
      <p className="fine-print">{text(PRICE_DISCLAIMER)}</p>
      {sending ? (
        <GuestCardForm
          heading={t`Send my favourites to an agent`}
          favourites={apartments.map((apartment) => apartment._id)}
        />
      ) : (
        <button type="button" className="button button--primary" onClick={() => setSending(true)}>
          <Trans>Send my favourites to an agent</Trans>
        </button>
      )}
    </>
  );
}
