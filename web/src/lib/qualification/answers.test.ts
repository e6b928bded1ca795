import { afterEach, describe, expect, it } from 'vitest';
import { responseCacheKey } from '../../relay/responseCache';
import {
  ANSWERS_STORAGE_KEY,
  forgetAnswers,
  parseAnswers,
  readAnswers,
  readLikelyOnly,
  saveAnswers,
  setLikelyOnly,
  type QualificationAnswers,
} from './answers';

const answers: QualificationAnswers = {
  monthlyIncomeCents: 360_000,
  creditScoreBand: 'FROM_620_TO_659',
  hasVoucher: false,
  yearsSinceBrokenLease: null,
  yearsSinceEviction: 4,
  criminalHistory: 'FELONY',
  yearsSinceCriminalRecord: 8,
  hasCoSigner: true,
  pets: ['smallDogs'],
};

describe('the renter\'s "Do I qualify?" answers (docs/contract.md "Who qualifies")', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('are kept in this tab only, never in local storage, until "Forget my answers"', () => {
    saveAnswers(answers);
    expect(JSON.parse(sessionStorage.getItem(ANSWERS_STORAGE_KEY)!)).toEqual(answers);
    expect(localStorage.length).toBe(0);
    expect(readAnswers()).toEqual(answers);
    setLikelyOnly(true);
    expect(readLikelyOnly()).toBe(true);

    forgetAnswers();
    expect(readAnswers()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(readLikelyOnly()).toBe(false);
  });

  it('keep "Likely matches only" off while there are no answers', () => {
    setLikelyOnly(true);
    expect(readLikelyOnly()).toBe(false);
  });

  it('read back as the same object while unchanged, as React needs', () => {
    saveAnswers(answers);
    expect(readAnswers()).toBe(readAnswers());
  });

  it('ignore whatever else the storage holds', () => {
    sessionStorage.setItem(ANSWERS_STORAGE_KEY, '{not json');
    expect(readAnswers()).toBeNull();
    expect(parseAnswers({ ...answers, monthlyIncomeCents: -1 })).toBeNull();
    expect(parseAnswers({ ...answers, monthlyIncomeCents: 12.5 })).toBeNull();
    expect(parseAnswers({ ...answers, creditScoreBand: 'EXCELLENT' })).toBeNull();
    expect(parseAnswers({ ...answers, yearsSinceEviction: 'four' })).toBeNull();
    expect(parseAnswers({ ...answers, pets: ['horses'] })).toBeNull();
    expect(parseAnswers({ ...answers, hasVoucher: 'yes' })).toBeNull();
  });

  it('drop the years of a criminal record when the answer is none', () => {
    expect(parseAnswers({ ...answers, criminalHistory: 'NONE' })?.yearsSinceCriminalRecord).toBeNull();
  });

  it("keep an apartment page asked with them out of the detail's local-storage cache", () => {
    expect(responseCacheKey('ApartmentPageQuery', { id: 'a1', answers: null })).toBe('apartmentDetail:a1');
    expect(responseCacheKey('ApartmentPageQuery', { id: 'a1', answers })).toBeNull();
  });
});
