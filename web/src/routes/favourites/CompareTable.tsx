// Favourites side by side (docs/product.md section 2, the renter's favourites): for each apartment its deal (the
// card's own price tag), what the chosen room types really cost, size, fees, the special and availability. When the
// renter's search names room types, the figures are those of these room types, of the floorplans checked within 30
// days as on the cards (lib/compare.ts). Money and dates read as on every renter page (lib/format.ts).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n';
import { useDomainText } from '../../lib/domainText';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  CompareTable_apartment$data,
  CompareTable_apartment$key,
} from '../../__generated__/CompareTable_apartment.graphql';
import { Deal } from '../../components/Deal';
import { PriceTag } from '../../components/PriceTag';
import { compareFigures } from '../../lib/compare';
import { FEE_KIND_LABELS, FLOORPLAN_TYPE_LABELS, type FeeKind, type Locale } from '../../lib/domain';
import { formatCents, formatCount, formatDay, formatFeeCents, formatSqft } from '../../lib/format';

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

/** What a row's cell needs to speak the page's language. */
interface Speech {
  i18n: I18n;
  locale: Locale;
  text: (english: string) => string;
}

const ROWS: [MessageDescriptor, (apartment: Apartment, speech: Speech) => ReactNode][] = [
  [msg`Deal`, (apartment) => <PriceTag apartment={apartment} />],
  [
    msg`All-in monthly`,
    (apartment, { i18n }) => {
      const low = compareFigures(apartment.floorplans).allInMonthlyFromCents;
      return low === null ? i18n._(msg`Ask us`) : i18n._(msg`from ${formatCents(low)}`);
    },
  ],
  [
    msg`Move-in cost`,
    (apartment, { i18n }) => {
      const low = compareFigures(apartment.floorplans).moveInCostFromCents;
      return low === null ? i18n._(msg`Ask us`) : i18n._(msg`from ${formatCents(low)}`);
    },
  ],
  [
    msg`Size`,
    (apartment, { locale }) => {
      const sizes = apartment.floorplans.flatMap((floorplan) =>
        [floorplan.details.minSqft, floorplan.details.maxSqft].filter((value): value is number => value != null),
      );
      if (!sizes.length) return '-';
      return `${formatCount(Math.min(...sizes))}-${formatSqft(Math.max(...sizes), locale)}`;
    },
  ],
  [
    msg`Room types`,
    (apartment, { i18n, text }) =>
      apartment.floorplans.map((floorplan) => text(floorplan.typeLabel)).join(', ') || i18n._(msg`None of these`),
  ],
  [
    msg`Fees`,
    (apartment, { i18n, text }) =>
      apartment.fees.length
        ? apartment.fees
            .map(
              (fee) =>
                `${text(fee.name)} ${formatFeeCents(fee.amountCents)} (${text(FEE_KIND_LABELS[fee.kind as FeeKind] ?? fee.kind)})`,
            )
            .join('; ')
        : i18n._(msg`None listed`),
  ],
  [
    msg`Special`,
    (apartment, { i18n }) => {
      const { special } = compareFigures(apartment.floorplans);
      return special ? <Deal special={special} /> : i18n._(msg`None now`);
    },
  ],
  [
    msg`Available`,
    (apartment, { i18n, locale }) => {
      if (apartment.floorplans.some((floorplan) => floorplan.availableNow)) return i18n._(msg`Now`);
      const dates = apartment.floorplans.map((floorplan) => floorplan.availableFrom).sort();
      return dates[0] ? i18n._(msg`From ${formatDay(dates[0], locale)}`) : '-';
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
  row: (apartment: Apartment, speech: Speech) => ReactNode;
  roomTypes: readonly string[];
}) {
  const data = useFragment(fragment, apartment);
  const { i18n } = useLingui();
  const locale = useLocale();
  const text = useDomainText();
  const floorplans = data.floorplans.filter(
    (floorplan) => roomTypes.length === 0 || roomTypes.includes(floorplan.type),
  );
  return <td>{row({ ...data, floorplans }, { i18n, locale, text })}</td>;
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
  const { i18n } = useLingui();
  const text = useDomainText();
  const typesNote = roomTypes
    .map((type) => text(FLOORPLAN_TYPE_LABELS[type as keyof typeof FLOORPLAN_TYPE_LABELS] ?? type))
    .join(', ');
  return (
    <div className="table-scroll">
      {typesNote && (
        <p className="fine-print">
          <Trans>Figures for {typesNote}, as in your search.</Trans>
        </p>
      )}
      <table className="report-table compare-table">
        <caption className="visually-hidden">
          <Trans>Favourites side by side</Trans>
        </caption>
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
            <tr key={label.id}>
              <th scope="row">{i18n._(label)}</th>
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
