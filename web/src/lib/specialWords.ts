// A special in the page's language (docs/contract.md "Spanish pages"): staff write its text in the listing's
// language; a page in another language words it from its kind, value and minimum lease instead.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../i18n';
import { formatCents, SOURCE_LOCALE } from './domain';

export interface SpecialTerms {
  displayText: string;
  concessionKind: string;
  concessionValue: number;
  minLeaseTermMonths: number;
}

export function useSpecialWords(): (special: SpecialTerms) => string {
  const locale = useLocale();
  const { t } = useLingui();
  return (special) => {
    if (locale === SOURCE_LOCALE) return special.displayText;
    const value = special.concessionValue;
    const amount = formatCents(value);
    const offer =
      special.concessionKind === 'weeksFree'
        ? t`${plural(value, { one: '# week free', other: '# weeks free' })}`
        : special.concessionKind === 'amountOff'
          ? t`${amount} off`
          : special.concessionKind === 'reducedRent'
            ? t`Reduced rent: ${amount}/month`
            : special.concessionKind === 'freeMoveIn'
              ? t`Free move-in`
              : special.displayText;
    const months = special.minLeaseTermMonths;
    return months > 1 ? t`${offer} on a ${months}-month lease` : offer;
  };
}
