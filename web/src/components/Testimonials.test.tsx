import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shuffle, Testimonials, TESTIMONIALS } from './Testimonials';

describe('testimonials (docs/product.md section 9)', () => {
  it('shows at most 4 and reshuffles every 8 seconds', () => {
    vi.useFakeTimers();
    const many = Array.from({ length: 6 }, (_, i) => ({ ...TESTIMONIALS[0], id: `t${i}`, name: `Renter ${i}` }));
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    render(<Testimonials items={many} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const before = screen.getAllByRole('listitem').map((li) => li.textContent);
    act(() => {
      vi.advanceTimersByTime(7_999);
    });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(before);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).not.toEqual(before);
    random.mockRestore();
  });

  it('shuffles without losing or duplicating items', () => {
    expect(shuffle([1, 2, 3, 4], () => 0.5).sort()).toEqual([1, 2, 3, 4]);
  });
});
