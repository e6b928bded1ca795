// The page writes each reason from its code; in English it must read exactly as the API's sentence
// (domain/qualification.ts), so an English page and a REST client never disagree.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  QUALIFICATION_REASON_CODES,
  qualificationReasonText as apiText,
  type QualificationReason,
} from '../../lib/domain';
import { qualificationReasonText } from './qualificationReasons';

const english = setupI18n({ locale: 'en', messages: { en: {} } });

/** Each code with the numbers it names: one and several years, a decimal multiple, two pets. */
const SAMPLES: QualificationReason[] = QUALIFICATION_REASON_CODES.flatMap((code) => [
  { code, multiple: 2.75, minimumCreditScore: 640, years: 1, pets: ['cats', 'largeDogs'] },
  { code, multiple: 3, minimumCreditScore: 700, years: 4, pets: ['smallDogs'] },
]);

describe('the reasons in English', () => {
  it('reads every code as the API writes it', () => {
    const page = SAMPLES.map((reason) => qualificationReasonText({ ...reason, text: '' }, english));
    expect(page).toEqual(SAMPLES.map((reason) => apiText(reason)));
    expect(page).toContain('felonies accepted after 1 year: ask us');
    expect(page).toContain("income of 2.75x the all-in rent; this floorplan's rent is not listed");
  });
});
