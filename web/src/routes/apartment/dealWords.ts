// The deal meter's sentence (docs/contract.md "Rent history and the market"), in the page's language: how far the
// all-in is from the median, and of which comparison set, or that there are too few to compare.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** "23 two-bedrooms": a count of floorplans of one type. */
export function floorplansOfType(type: string, count: number, i18n: I18n): string {
  switch (type) {
    case 'studio':
      return i18n._(msg`${plural(count, { one: '# studio', other: '# studios' })}`);
    case 'oneBed':
      return i18n._(msg`${plural(count, { one: '# one-bedroom', other: '# one-bedrooms' })}`);
    case 'twoBed':
      return i18n._(msg`${plural(count, { one: '# two-bedroom', other: '# two-bedrooms' })}`);
    case 'threeBed':
      return i18n._(msg`${plural(count, { one: '# three-bedroom', other: '# three-bedrooms' })}`);
    case 'fourBed':
      return i18n._(msg`${plural(count, { one: '# four-bedroom', other: '# four-bedrooms' })}`);
    default:
      return i18n._(msg`${plural(count, { one: '# town home or house', other: '# town homes or houses' })}`);
  }
}

export interface DealMeterWords {
  area: string;
  type: string;
  comparableCount: number;
  percentFromMedian: number | null | undefined;
  verdict: string;
}

/** "8% below the median of 23 two-bedrooms in Medical Center/UTSA", or why there is no figure. */
export function dealSentence(meter: DealMeterWords, i18n: I18n): string {
  const { area } = meter;
  const set = floorplansOfType(meter.type, meter.comparableCount, i18n);
  const percent = Math.abs(meter.percentFromMedian ?? 0);
  switch (meter.verdict) {
    case 'BELOW':
      return i18n._(msg`${percent}% below the median of ${set} in ${area}`);
    case 'ABOVE':
      return i18n._(msg`${percent}% above the median of ${set} in ${area}`);
    case 'AT':
      return i18n._(msg`At the median of ${set} in ${area}`);
    default:
      return i18n._(msg`Too few to compare: ${set} in ${area} with a price checked in the last 30 days (5 are needed)`);
  }
}
