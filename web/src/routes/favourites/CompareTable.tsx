// Favourites side by side (docs/product.md section 2, the renter's favourites): for each apartment its deal (the
// card's own price tag), what the chosen room types really cost, size, fees, the special and availability. When the
// renter's search names room types, the figures are those of these room types, of the floorplans checked within 30
// days as on the cards (lib/compare.ts). Money and dates read as on every renter page (lib/format.ts).
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  CompareTable_apartment$data,
  CompareTable_apartment$key,
} from '../../__generated__/CompareTable_apartment.graphql';
import { Deal } from '../../components/Deal';
import { PriceTag } from '../../components/PriceTag';
import { compareFigures } from '../../lib/compare';
import { FEE_KIND_LABELS, FLOORPLAN_TYPE_LABELS, type FeeKind } from '../../lib/domain';
import { formatCount, formatDay, formatDollars } from '../../lib/format';

const fragment = graphql`
  fragment CompareTable_apartment on Apartment {
    _id
    displayName
    ...PriceTag_apartment
    fees {
      name
      amountCents
      kind
    }
    floorplans {
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
        ...Deal_special
      }
      availableFrom
      availableNow
    }
  }
`;

type Apartment = CompareTable_apartment$data;

const ROWS: [string, (apartment: Apartment) => ReactNode][] = [
  ['Deal', (apartment) => <PriceTag apartment={apartment} />],
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
      return sizes.length ? `${formatCount(Math.min(...sizes))}-${formatCount(Math.max(...sizes))} sq ft` : '-';
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
      return special ? <Deal special={special} /> : 'None now';
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

/** One apartment's figure for one row, of the floorplans of the room types asked for. */
function CompareCell({
  apartment,
  row,
  roomTypes,
}: {
  apartment: CompareTable_apartment$key;
  row: (apartment: Apartment) => ReactNode;
  roomTypes: readonly string[];
}) {
  const data = useFragment(fragment, apartment);
  const floorplans = data.floorplans.filter(
    (floorplan) => roomTypes.length === 0 || roomTypes.includes(floorplan.type),
  );
  return <td>{row({ ...data, floorplans })}</td>;
}

function CompareHeading({ apartment }: { apartment: CompareTable_apartment$key }) {
  const data = useFragment(fragment, apartment);
  return <th scope="col">{data.displayName}</th>;
}

export function CompareTable({
  apartments,
  roomTypes,
}: {
  apartments: readonly { readonly _id: string; readonly compared: CompareTable_apartment$key }[];
  roomTypes: readonly string[];
}) {
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
            {apartments.map((apartment) => (
              <CompareHeading key={apartment._id} apartment={apartment.compared} />
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, row]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {apartments.map((apartment) => (
                <CompareCell key={apartment._id} apartment={apartment.compared} row={row} roomTypes={roomTypes} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
