// docs/product.md section 2 (Search): multi-select Locations and Room Types, Price and Sq Ft sliders, Apply.
// The draft is applied to the URL only by Apply (which also records an ad conversion, section 7). Without
// JavaScript the same controls are a plain GET form whose field names are the URL's parameters.
import { useLocale } from '../../i18n';
import { localizedPath } from '../../lib/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDomainText } from '../../lib/domainText';
import { paths } from '../../lib/paths';
import { useId, useState } from 'react';
import { MultiSelect } from '../../components/MultiSelect';
import { RangeSlider } from '../../components/RangeSlider';
import {
  AREAS,
  FLOORPLAN_TYPES,
  PRICE_SLIDER,
  ROOM_TYPE_FILTER_LABELS,
  SQFT_SLIDER,
  type FloorplanTypeName,
} from '../../lib/domain';
import { ACCESSIBILITY_FEATURE_LABELS, ACCESSIBILITY_FEATURES, type AccessibilityFeature } from '../../lib/domain';
import { DEFAULT_FILTERS, type SearchFilters as Filters } from '../../lib/filters';
import { formatCount, formatRentDollars } from '../../lib/format';
import { CostFilters } from './CostFilters';

const LOCATION_OPTIONS = AREAS.map((area) => ({ value: area, label: area }));
const ACCESSIBILITY_OPTIONS = ACCESSIBILITY_FEATURES.map((feature) => ({
  value: feature,
  label: ACCESSIBILITY_FEATURE_LABELS[feature],
}));
const ROOM_TYPE_OPTIONS = FLOORPLAN_TYPES.map((type) => ({ value: type, label: ROOM_TYPE_FILTER_LABELS[type] }));

/** How many of the renter's filters are set: each list, each range and each cost filter counts once. */
export function activeFilterCount(filters: Filters): number {
  return [
    filters.locations.length > 0,
    filters.roomTypes.length > 0,
    filters.minPrice !== DEFAULT_FILTERS.minPrice || filters.maxPrice !== DEFAULT_FILTERS.maxPrice,
    filters.minSqft !== DEFAULT_FILTERS.minSqft || filters.maxSqft !== DEFAULT_FILTERS.maxSqft,
    filters.maxAllInMonthly !== null,
    filters.moveInBy !== '',
    filters.pets.length > 0,
    filters.amenities.length > 0,
    filters.accessibility.length > 0,
    filters.shortLease,
  ].filter(Boolean).length;
}

export function SearchFilters({ applied, onApply }: { applied: Filters; onApply: (filters: Filters) => void }) {
  const [draft, setDraft] = useState<Filters>(applied);
  const [open, setOpen] = useState(false);
  const sortId = useId();
  const isDefault = JSON.stringify({ ...draft, code: '', sort: '' }) === JSON.stringify(DEFAULT_FILTERS);
  const active = activeFilterCount(applied);
  const { t } = useLingui();
  const text = useDomainText();
  // Without JavaScript the form is a GET of the search page in the page's language.
  const action = localizedPath(paths.search, useLocale());

  return (
    <form
      className="filters-form"
      aria-label={t`Search filters`}
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        onApply({ ...draft, code: applied.code });
      }}
    >
      {/* On a phone the filters fold behind this button so the first result is in the first screen; on wider
          screens the stylesheet hides the button and shows the filters unfolded. */}
      <details className="filters__fold" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="filters__toggle">
          <Trans>Filters</Trans>
          {active > 0 && (
            <span className="filters__count">
              <Trans>{active} active</Trans>
            </span>
          )}
        </summary>
        <div className="filters">
          <MultiSelect
            label={t`Locations`}
            name="locations"
            options={LOCATION_OPTIONS}
            selected={draft.locations}
            onChange={(locations) => setDraft({ ...draft, locations })}
          />
          <MultiSelect
            label={t`Room Types`}
            name="roomTypes"
            options={ROOM_TYPE_OPTIONS.map((option) => ({ ...option, label: text(option.label) }))}
            selected={draft.roomTypes}
            onChange={(roomTypes) => setDraft({ ...draft, roomTypes: roomTypes as FloorplanTypeName[] })}
          />
          <RangeSlider
            label={t`Price`}
            names={['minPrice', 'maxPrice']}
            {...PRICE_SLIDER}
            value={[draft.minPrice, draft.maxPrice]}
            format={formatRentDollars}
            onChange={([minPrice, maxPrice]) => setDraft({ ...draft, minPrice, maxPrice })}
          />
          <RangeSlider
            label={t`Sq Ft`}
            names={['minSqft', 'maxSqft']}
            {...SQFT_SLIDER}
            value={[draft.minSqft, draft.maxSqft]}
            format={formatCount}
            onChange={([minSqft, maxSqft]) => setDraft({ ...draft, minSqft, maxSqft })}
          />
          <CostFilters draft={draft} onChange={(cost) => setDraft({ ...draft, ...cost })} />
          <MultiSelect
            label={t`Accessibility`}
            name="accessibility"
            options={ACCESSIBILITY_OPTIONS.map((option) => ({ ...option, label: text(option.label) }))}
            selected={draft.accessibility}
            onChange={(accessibility) => setDraft({ ...draft, accessibility: accessibility as AccessibilityFeature[] })}
          />
          <label className="filters__check">
            <input
              type="checkbox"
              name="shortLease"
              value="true"
              checked={draft.shortLease}
              onChange={(event) => setDraft({ ...draft, shortLease: event.target.checked })}
            />{' '}
            {t`Short lease (6 months or less)`}
          </label>
          <div>
            <label className="field__label" htmlFor={sortId}>
              <Trans>Sort by</Trans>
            </label>
            <select
              id={sortId}
              className="input"
              name="sort"
              value={draft.sort}
              onChange={(event) => {
                // A new order shows at once, with the filters as they are applied (the draft waits for Apply).
                const sort = event.target.value === 'allInMonthly' ? 'allInMonthly' : '';
                setDraft({ ...draft, sort });
                onApply({ ...applied, sort });
              }}
            >
              <option value="">{t`Recommended`}</option>
              <option value="allInMonthly">{t`All-in monthly: low to high`}</option>
            </select>
          </div>
          {applied.code && <input type="hidden" name="code" value={applied.code} />}
          <div className="filters__actions">
            <button type="submit" className="button button--primary">
              <Trans>Apply</Trans>
            </button>
            {!isDefault && (
              <button
                type="button"
                className="link-button"
                onClick={() => setDraft({ ...DEFAULT_FILTERS, code: draft.code, sort: draft.sort })}
              >
                <Trans>Reset</Trans>
              </button>
            )}
          </div>
        </div>
      </details>
    </form>
  );
}
