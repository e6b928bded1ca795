import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS } from '../../lib/filters';
import { activeFilterCount, SearchFilters } from './SearchFilters';

describe('search filters with the all-in cost controls', () => {
  it('applies a maximum all-in, a move-in day, pets and amenities with Apply', () => {
    const onApply = vi.fn();
    render(<SearchFilters applied={DEFAULT_FILTERS} onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('Max all-in / month'), { target: { value: '1450' } });
    fireEvent.change(screen.getByLabelText('Move in by'), { target: { value: '2027-01-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pets Any' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cats' }));
    fireEvent.click(screen.getByRole('button', { name: 'Amenities Any' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'In-unit washer/dryer' }));
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      ...DEFAULT_FILTERS,
      maxAllInMonthly: 1450,
      moveInBy: '2027-01-15',
      pets: ['cats'],
      amenities: ['washerDryer'],
    });
  });

  it('reorders by all-in monthly at once, keeping the applied filters and not the draft', () => {
    const onApply = vi.fn();
    const applied = { ...DEFAULT_FILTERS, roomTypes: ['twoBed' as const] };
    render(<SearchFilters applied={applied} onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('Max all-in / month'), { target: { value: '900' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'allInMonthly' } });
    expect(onApply).toHaveBeenCalledWith({ ...applied, sort: 'allInMonthly' });
  });

  it('applies the short-lease checkbox, named by its URL parameter, and counts it as a filter', () => {
    const onApply = vi.fn();
    const { container } = render(<SearchFilters applied={DEFAULT_FILTERS} onApply={onApply} />);
    const box = screen.getByRole('checkbox', { name: 'Short lease (6 months or less)' });
    expect(box.getAttribute('name')).toBe('shortLease');
    expect(container.querySelector('input[name="shortLease"]')?.getAttribute('value')).toBe('true');
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ ...DEFAULT_FILTERS, shortLease: true });
    expect(activeFilterCount({ ...DEFAULT_FILTERS, shortLease: true })).toBe(1);
  });

  it('counts the active filters on the phone button', () => {
    render(
      <SearchFilters
        applied={{ ...DEFAULT_FILTERS, locations: ['Medical Center'], maxPrice: 2000, pets: ['cats'] }}
        onApply={() => undefined}
      />,
    );
    expect(screen.getByText('3 active')).toBeTruthy();
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, minSqft: 500, maxSqft: 900, sort: 'allInMonthly' })).toBe(1);
  });

  it('names every control by the URL parameter a plain GET form submits', () => {
    const { container } = render(<SearchFilters applied={DEFAULT_FILTERS} onApply={() => undefined} />);
    const names = new Set([...container.querySelectorAll('[name]')].map((field) => field.getAttribute('name')));
    for (const name of ['locations', 'roomTypes', 'maxAllInMonthly', 'moveInBy', 'pets', 'amenities', 'sort'])
      expect(names.has(name)).toBe(true);
  });
});
