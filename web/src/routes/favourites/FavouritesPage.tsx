// /favourites/: the apartments a renter kept with the heart (in this browser, no account), two to four of them
// side by side with what they really cost (all-in monthly, move-in cost, size, fees, the special and its end,
// availability), and "Send my favourites to an agent", which makes a lead with them attached. When the renter's
// search names room types, the figures are those of these room types. Money and dates read as on every renter page
// (lib/format.ts).
import { useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { FavouritesPageQuery } from '../../__generated__/FavouritesPageQuery.graphql';
import { QueryBoundary } from '../../components/QueryBoundary';
import { GuestCardForm } from '../../components/guest-card/GuestCardForm';
import { searchPrefill, searchQuery } from '../../components/guest-card/searchPrefill';
import { FEE_KIND_LABELS, FLOORPLAN_TYPE_LABELS, PRICE_DISCLAIMER, type FeeKind } from '../../lib/domain';
import { compareFigures } from '../../lib/compare';
import { COMPARE_MAX, COMPARE_MIN, useFavourites } from '../../lib/favourites';
import { formatDay, formatDollars } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { usePageTitle } from '../../lib/usePageTitle';
import '../leads/leads.css';

const favouritesQuery = graphql`
  query FavouritesPageQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Apartment {
        _id
        displayName
        location
        fees {
          name
          amountCents
          kind
        }
        floorplans {
          _id
          type
          typeLabel
          details {
            minSqft
            maxSqft
          }
          # eslint-disable-next-line relay/unused-fields -- compareFigures (lib/compare.ts) reads the figures
          allInMonthlyCents {
            min
          }
          # eslint-disable-next-line relay/unused-fields -- compareFigures (lib/compare.ts) reads the figures
          moveInCostCents {
            min
          }
          # eslint-disable-next-line relay/unused-fields -- compareFigures (lib/compare.ts) reads the figures
          verificationStale
          special {
            text
            validUntil
          }
          availableFrom
          availableNow
        }
      }
    }
  }
`;

/** The global id `nodes` takes (base64 of `Apartment:` and the id). */
const globalId = (id: string) => btoa(`Apartment:${id}`);

export function Component() {
  usePageTitle('My Favourites');
  const { ids } = useFavourites();
  return (
    <div className="page page--wide">
      <header className="page__header">
        <h1>My Favourites</h1>
        <p className="lead">
          Apartments you saved with the heart, kept in this browser. Compare two to four side by side.
        </p>
      </header>
      {ids.length === 0 ? (
        <p className="empty-state">
          No favourites yet. Tap the heart on an apartment in <Link to={paths.search}>the search</Link> to keep it here.
        </p>
      ) : (
        <QueryBoundary resetKey={ids.join()} failure="Failed to load your favourites." loading="Loading...">
          <Favourites ids={ids} />
        </QueryBoundary>
      )}
    </div>
  );
}

type ApartmentNode = NonNullable<FavouritesPageQuery['response']['nodes'][number]>;
/** A node that is an apartment: its fields are all there. */
type Apartment = { readonly [K in keyof ApartmentNode]-?: NonNullable<ApartmentNode[K]> };
const isApartment = (node: ApartmentNode | null | undefined): node is Apartment => typeof node?._id === 'string';

function Favourites({ ids }: { ids: readonly string[] }) {
  const { remove } = useFavourites();
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
          <li key={apartment._id} className="lead-row">
            <label className="guest-card__choice">
              <input
                type="checkbox"
                checked={chosen.includes(apartment._id)}
                disabled={!chosen.includes(apartment._id) && chosen.length >= COMPARE_MAX}
                onChange={() => toggle(apartment._id)}
              />
              Compare <Link to={paths.filteredFloorplans(apartment._id)}>{apartment.displayName}</Link>
            </label>
            <button type="button" className="button button--small button--ghost" onClick={() => remove(apartment._id)}>
              Remove
            </button>
            <span className="lead-row__criteria">{apartment.location.join(' · ')}</span>
          </li>
        ))}
      </ul>
      {compared.length >= COMPARE_MIN ? (
        <CompareTable apartments={compared} roomTypes={roomTypes} />
      ) : (
        <p className="fine-print">Choose at least two apartments to compare them side by side.</p>
      )}
      <p className="fine-print">{PRICE_DISCLAIMER}</p>
      {sending ? (
        <GuestCardForm
          heading="Send my favourites to an agent"
          favourites={apartments.map((apartment) => apartment._id)}
        />
      ) : (
        <button type="button" className="button button--primary" onClick={() => setSending(true)}>
          Send my favourites to an agent
        </button>
      )}
    </>
  );
}

type Floorplan = Apartment['floorplans'][number];

function CompareTable({ apartments, roomTypes }: { apartments: Apartment[]; roomTypes: readonly string[] }) {
  const asked = (floorplan: Floorplan) => roomTypes.length === 0 || roomTypes.includes(floorplan.type);
  const compared = apartments.map((apartment) => ({ ...apartment, floorplans: apartment.floorplans.filter(asked) }));
  const rows: [string, (apartment: Apartment) => string][] = [
    [
      'All-in monthly',
      (apartment) => {
        const low = compareFigures(apartment.floorplans).allInMonthlyFromCents;
        return low === null ? 'Ask us' : `from ${formatDollars(low)}`;
      },
    ],
    [
      'Move-in cost',
      (apartment) => {
        const low = compareFigures(apartment.floorplans).moveInCostFromCents;
        return low === null ? 'Ask us' : `from ${formatDollars(low)}`;
      },
    ],
    [
      'Size',
      (apartment) => {
        const sizes = apartment.floorplans.flatMap((floorplan) =>
          [floorplan.details.minSqft, floorplan.details.maxSqft].filter((value): value is number => value != null),
        );
        return sizes.length
          ? `${Math.min(...sizes).toLocaleString('en-US')}-${Math.max(...sizes).toLocaleString('en-US')} sq ft`
          : '-';
      },
    ],
    [
      'Room types',
      (apartment) => apartment.floorplans.map((floorplan) => floorplan.typeLabel).join(', ') || 'None of these',
    ],
    [
      'Fees',
      (apartment) =>
        apartment.fees.length
          ? apartment.fees
              .map(
                (fee) =>
                  `${fee.name} ${formatDollars(fee.amountCents)} (${FEE_KIND_LABELS[fee.kind as FeeKind] ?? fee.kind})`,
              )
              .join('; ')
          : 'None listed',
    ],
    [
      'Special',
      (apartment) => {
        const { special } = compareFigures(apartment.floorplans);
        return special ? `${special.text} (until ${formatDay(special.validUntil)})` : 'None now';
      },
    ],
    [
      'Available',
      (apartment) => {
        if (apartment.floorplans.some((floorplan) => floorplan.availableNow)) return 'Now';
        const dates = apartment.floorplans.map((floorplan) => floorplan.availableFrom).sort();
        return dates[0] ? `From ${formatDay(dates[0])}` : '-';
      },
    ],
  ];
  const typesNote = roomTypes
    .map((type) => FLOORPLAN_TYPE_LABELS[type as keyof typeof FLOORPLAN_TYPE_LABELS] ?? type)
    .join(', ');
  return (
    <div className="table-scroll">
      {typesNote && <p className="fine-print">Figures for {typesNote}, as in your search.</p>}
      <table className="report-table compare-table">
        <caption className="visually-hidden">Favourites side by side</caption>
        <thead>
          <tr>
            <td />
            {compared.map((apartment) => (
              <th key={apartment._id} scope="col">
                {apartment.displayName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {compared.map((apartment) => (
                <td key={apartment._id}>{value(apartment)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
