import { graphql, useFragment } from 'react-relay';
import type { PriceTag_apartment$key } from '../__generated__/PriceTag_apartment.graphql';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../i18n';
import type { Locale } from '../lib/domain';
import { formatCents, formatRentDollars } from '../lib/format';

// One fragment, one component for an apartment's price and deal wherever a renter meets it (the search card,
// Blockbuster Deals, the apartment page, Compare, the shortlist), so no two surfaces can disagree (docs/contract.md,
// Search semantics: one model for deals).
const fragment = graphql`
  fragment PriceTag_apartment on Apartment {
    specialStartingPrice
    allInMonthlyFromCents
  }
`;

/**
 * "from $1,311/mo all-in": the one way a renter reads an all-in monthly beside a deal; on Spanish pages
 * "desde $1,311/mes todo incluido".
 */
export function allInFrom(cents: number, locale: Locale = 'en'): string {
  return ALL_IN_FROM[locale](formatCents(cents));
}

const ALL_IN_FROM: Record<Locale, (amount: string) => string> = {
  en: (amount) => `from ${amount}/mo all-in`,
  es: (amount) => `desde ${amount}/mes todo incluido`,
};

/**
 * docs/product.md sections 2 and 9: a promoted apartment shows its Special Starting Price (computed by the server, and
 * present only when a floorplan card shows the special behind it: docs/contract.md, Search semantics)
 * with the note that the actual price may vary; any other apartment invites the renter to ask. Beside either, the
 * lowest all-in monthly of the floorplans checked within 30 days (docs/contract.md, Search semantics), so a card
 * always says what renting there costs when the server knows it.
 */
export function PriceTag({ apartment }: { apartment: PriceTag_apartment$key }) {
  const { specialStartingPrice, allInMonthlyFromCents } = useFragment(fragment, apartment);
  const locale = useLocale();
  // A locator's advertised price reads "$X or more": the lowest all-in figure, never a range.
  const allIn =
    allInMonthlyFromCents != null ? (
      <span className="price-tag__all-in">{allInFrom(allInMonthlyFromCents, locale)}</span>
    ) : null;
  if (specialStartingPrice != null) {
    return (
      <div className="price-tag">
        <span className="price-tag__label">
          <Trans>Special Starting Price</Trans>
        </span>
        <span className="price-tag__value">
          {formatRentDollars(specialStartingPrice)}
          <span className="price-tag__unit">
            <Trans>/mo</Trans>
          </span>
        </span>
        <span className="price-tag__note">
          <Trans>Actual price may vary</Trans>
        </span>
        {allIn}
      </div>
    );
  }
  return (
    <div className="price-tag price-tag--contact">
      <Trans>CONTACT US FOR THE SPECIALS</Trans>
      {allIn}
    </div>
  );
}
