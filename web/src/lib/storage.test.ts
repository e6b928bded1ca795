import { describe, expect, it } from 'vitest';
import { loadFresh, loadStampedAt, saveStamped } from './storage';

describe('local storage with expiry', () => {
  it('returns a value younger than its lifetime and drops an expired one', () => {
    saveStamped('k', { a: 1 }, 1_000);
    expect(loadFresh('k', 7_200_000, 7_200_999)).toEqual({ a: 1 });
    expect(loadFresh('k', 7_200_000, 7_201_000)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('ignores entries it did not write', () => {
    localStorage.setItem('k', 'not json');
    expect(loadFresh('k', 10)).toBeNull();
    expect(loadStampedAt('k')).toBeNull();
  });
});
