import { describe, expect, it } from 'vitest';
import { displayName, renterText } from './display-name.js';

const pearl = { code: 'DT-7', name: 'Pearl Lofts', street: '200 E Grayson St', location: ['Downtown/Pearl/Southtown'] };

describe('the display name renters read', () => {
  it("is the code, or the name for an 'xxx-' code in any case", () => {
    expect(displayName(pearl)).toBe('DT-7');
    expect(displayName({ code: 'XXX-ar9', name: 'Ranch Commons' })).toBe('Ranch Commons');
  });

  it("replaces the name in any case, as whole words, and the street with the area; an 'xxx-' code keeps its name", () => {
    expect(renterText(pearl, 'Pearl Lofts at 200 E Grayson St: PEARL LOFTS has a pool; Pearl Loftsy is not it.')).toBe(
      'DT-7 at Downtown/Pearl/Southtown: DT-7 has a pool; Pearl Loftsy is not it.',
    );
    expect(renterText({ ...pearl, code: 'xxx-dt7' }, 'Pearl Lofts at 200 E Grayson St')).toBe(
      'Pearl Lofts at Downtown/Pearl/Southtown',
    );
  });

  it('reads a name holding pattern characters as text', () => {
    const odd = { code: 'AH-1', name: 'A+ Lofts (North) $1', street: null };
    expect(renterText(odd, 'Live at A+ Lofts (North) $1, or A Lofts North 1.')).toBe(
      'Live at AH-1, or A Lofts North 1.',
    );
  });
});
