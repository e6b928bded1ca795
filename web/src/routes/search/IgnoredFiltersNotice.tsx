// A search address with a filter the search cannot use (maxPrice=-5, a code longer than any apartment's, a day that
// does not exist) is still a search: the page shows it without that filter and says which one was left out and why,
// rather than a search for "$0 - $0" or "Failed to load apartments." (lib/filters.ts ignoredSearchParams).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CODE_SEARCH_MAX_LENGTH } from '../../lib/domain';
import type { IgnoredSearchParam } from '../../lib/filters';
import { formatCount } from '../../lib/format';

const LIST_REASONS: Record<'locations' | 'roomTypes' | 'pets' | 'amenities', MessageDescriptor> = {
  locations: msg`An area in the address is not one of the areas we search.`,
  roomTypes: msg`A room type in the address is not one we list.`,
  pets: msg`A pet in the address is not one we search by.`,
  amenities: msg`An amenity in the address is not one we search by.`,
};

const NUMBER_LABELS: Record<
  Exclude<IgnoredSearchParam, 'code' | 'moveInBy' | keyof typeof LIST_REASONS>,
  MessageDescriptor
> = {
  minPrice: msg`The minimum price`,
  maxPrice: msg`The maximum price`,
  minSqft: msg`The minimum area`,
  maxSqft: msg`The maximum area`,
  maxAllInMonthly: msg`The all-in monthly maximum`,
};

export function IgnoredFiltersNotice({ ignored }: { ignored: readonly IgnoredSearchParam[] }) {
  const { t, i18n } = useLingui();
  if (ignored.length === 0) return null;
  const max = formatCount(CODE_SEARCH_MAX_LENGTH);
  const reason = (param: IgnoredSearchParam) => {
    if (param === 'code') return t`The apartment code in the address is longer than ${max} characters.`;
    if (param === 'moveInBy') return t`The move-in date in the address is not a real day.`;
    if (param === 'locations' || param === 'roomTypes' || param === 'pets' || param === 'amenities')
      return i18n._(LIST_REASONS[param]);
    const label = i18n._(NUMBER_LABELS[param]);
    return t`${label} in the address is not a number of 0 or more.`;
  };
  return (
    <div className="notice ignored-filters" role="status">
      <ul>
        {ignored.map((param) => (
          <li key={param}>{reason(param)}</li>
        ))}
      </ul>
      <p>{ignored.length === 1 ? t`The search is shown without it.` : t`The search is shown without them.`}</p>
    </div>
  );
}
