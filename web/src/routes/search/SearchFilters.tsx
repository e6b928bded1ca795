// SPEC.md section 2 (Search): multi-select Locations and Room Types, Price and Sq Ft sliders, Apply.
// The draft is applied to the URL only by Apply (which also records an ad conversion, section 7). Without
// JavaScript the same controls are a plain GET form whose field names are the URL's parameters.
import { useState } from 'react';
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
import { DEFAULT_FILTERS, type SearchFilters as Filters } from '../../lib/filters';
import { formatCount, formatPrice } from '../../lib/format';

const LOCATION_OPTIONS = AREAS.map((area) => ({ value: area, label: area }));
const ROOM_TYPE_OPTIONS = FLOORPLAN_TYPES.map((type) => ({ value: type, label: ROOM_TYPE_FILTER_LABELS[type] }));

export function SearchFilters({ applied, onApply }: { applied: Filters; onApply: (filters: Filters) => void }) {
  const [draft, setDraft] = useState<Filters>(applied);
  const isDefault = JSON.stringify({ ...draft, code: '' }) === JSON.stringify(DEFAULT_FILTERS);

  return (
    <form
      className="filters"
      aria-label="Search filters"
      method="get"
      action="/search/"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...draft, code: applied.code });
      }}
    >
      <MultiSelect
        label="Locations"
        name="locations"
        options={LOCATION_OPTIONS}
        selected={draft.locations}
        onChange={(locations) => setDraft({ ...draft, locations })}
      />
      <MultiSelect
        label="Room Types"
        name="roomTypes"
        options={ROOM_TYPE_OPTIONS}
        selected={draft.roomTypes}
        onChange={(roomTypes) => setDraft({ ...draft, roomTypes: roomTypes as FloorplanTypeName[] })}
      />
      <RangeSlider
        label="Price"
        names={['minPrice', 'maxPrice']}
        {...PRICE_SLIDER}
        value={[draft.minPrice, draft.maxPrice]}
        format={formatPrice}
        onChange={([minPrice, maxPrice]) => setDraft({ ...draft, minPrice, maxPrice })}
      />
      <RangeSlider
        label="Sq Ft"
        names={['minSqft', 'maxSqft']}
        {...SQFT_SLIDER}
        value={[draft.minSqft, draft.maxSqft]}
        format={formatCount}
        onChange={([minSqft, maxSqft]) => setDraft({ ...draft, minSqft, maxSqft })}
      />
      {applied.code && <input type="hidden" name="code" value={applied.code} />}
      <div className="filters__actions">
        <button type="submit" className="button button--primary">
          Apply
        </button>
        {!isDefault && (
          <button
            type="button"
            className="link-button"
            onClick={() => setDraft({ ...DEFAULT_FILTERS, code: draft.code })}
          >
            Reset
          </button>
        )}
      </div>
    </form>
  );
}
