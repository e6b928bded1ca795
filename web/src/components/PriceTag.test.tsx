import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from './PriceTag';

describe('the card price (docs/product.md sections 2 and 9, docs/contract.md Search semantics)', () => {
  it('shows the Special Starting Price and the lowest all-in monthly of a promoted apartment', () => {
    const { container } = render(<PriceTag promotion specialStartingPrice={1188} allInMonthlyFromCents={122_810} />);
    expect(screen.getByText('Special Starting Price')).toBeTruthy();
    expect(container.textContent).toContain('$1,188/mo');
    expect(container.textContent).toContain('from $1,228.10/mo all-in');
  });

  it('keeps the invitation to ask beside the all-in figure when there is no promotion', () => {
    const { container } = render(
      <PriceTag promotion={false} specialStartingPrice={null} allInMonthlyFromCents={120_000} />,
    );
    expect(container.textContent).toBe('CONTACT US FOR THE SPECIALS' + 'from $1,200/mo all-in');
  });

  it('says nothing of an all-in price when no floorplan was checked within 30 days', () => {
    const { container } = render(<PriceTag promotion specialStartingPrice={null} allInMonthlyFromCents={null} />);
    expect(container.textContent).toBe('CONTACT US FOR THE SPECIALS');
  });
});
