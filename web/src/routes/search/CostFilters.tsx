// What it really costs (docs/contract.md "Beyond docs/product.md"): a maximum all-in monthly, a move-in date, pets and
// amenities, beside docs/product.md's filters and applied with them by Apply. The field names are the URL's
// parameters, so the same controls work as a plain GET form without JavaScript.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MultiSelect } from '../../components/MultiSelect';
import {
  AMENITIES,
  AMENITY_LABELS,
  PET_KIND_LABELS,
  PET_KINDS,
  PRICE_SLIDER,
  type Amenity,
  type PetKind,
} from '../../lib/domain';
import { useDomainText } from '../../lib/domainText';
import type { SearchFilters } from '../../lib/filters';

const PET_OPTIONS = PET_KINDS.map((kind) => ({ value: kind, label: PET_KIND_LABELS[kind] }));
const AMENITY_OPTIONS = AMENITIES.map((amenity) => ({ value: amenity, label: AMENITY_LABELS[amenity] }));

type CostDraft = Pick<SearchFilters, 'maxAllInMonthly' | 'moveInBy' | 'pets' | 'amenities'>;

/** A typed dollar amount within the price slider's range, or null when left blank or not a number. */
export function parseMaxAllIn(raw: string): number | null {
  const text = raw.trim();
  if (text === '' || text.length > 12) return null;
  const dollars = Number(text);
  if (!Number.isFinite(dollars)) return null;
  return Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, Math.round(dollars)));
}

export function CostFilters({ draft, onChange }: { draft: CostDraft; onChange: (next: CostDraft) => void }) {
  const id = useId();
  const { t } = useLingui();
  const text = useDomainText();
  return (
    <>
      <div>
        <label className="field__label" htmlFor={`${id}-all-in`}>
          <Trans>Max all-in / month</Trans>
        </label>
        <input
          id={`${id}-all-in`}
          className="input"
          type="number"
          name="maxAllInMonthly"
          inputMode="numeric"
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          placeholder={t`Any`}
          value={draft.maxAllInMonthly ?? ''}
          onChange={(event) => onChange({ ...draft, maxAllInMonthly: parseMaxAllIn(event.target.value) })}
        />
      </div>
      <div>
        <label className="field__label" htmlFor={`${id}-move-in`}>
          <Trans>Move in by</Trans>
        </label>
        <input
          id={`${id}-move-in`}
          className="input"
          type="date"
          name="moveInBy"
          value={draft.moveInBy}
          onChange={(event) => onChange({ ...draft, moveInBy: event.target.value })}
        />
      </div>
      <MultiSelect
        label={t`Pets`}
        name="pets"
        options={PET_OPTIONS.map((option) => ({ ...option, label: text(option.label) }))}
        selected={draft.pets}
        onChange={(pets) => onChange({ ...draft, pets: pets as PetKind[] })}
      />
      <MultiSelect
        label={t`Amenities`}
        name="amenities"
        options={AMENITY_OPTIONS.map((option) => ({ ...option, label: text(option.label) }))}
        selected={draft.amenities}
        onChange={(amenities) => onChange({ ...draft, amenities: amenities as Amenity[] })}
      />
    </>
  );
}
