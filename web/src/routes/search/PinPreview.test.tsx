import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PinPreview, placeInBox } from './PinPreview';

const BOX = { west: -99, south: 29, east: -98, north: 30 };

describe("the map view's first picture", () => {
  it('places a point as the moving map draws it (Web Mercator), and leaves out what is outside the box', () => {
    // Half-way in longitude is half-way across; latitude 29.5 sits a little below the middle on Mercator's scale.
    const middle = placeInBox(BOX, -98.5, 29.5)!;
    expect(middle.left).toBe(50);
    expect(middle.top).toBeCloseTo(50.1234, 3);
    expect(placeInBox(BOX, -99, 30)).toEqual({ left: 0, top: 0 });
    expect(placeInBox(BOX, -97.9, 29.5)).toBeUndefined();
    expect(placeInBox(BOX, -98.5, 28.9)).toBeUndefined();
  });

  it('draws a dot per pin in the box, hidden from screen readers, and starts the map on a tap', () => {
    const onStart = vi.fn();
    const { container } = render(
      <PinPreview
        bounds={BOX}
        onStart={onStart}
        pins={[
          { apartmentId: 'in', longitude: -98.5, latitude: 29.5 },
          { apartmentId: 'out', longitude: -97.5, latitude: 29.5 },
        ]}
      />,
    );
    const dots = container.querySelectorAll<HTMLElement>('.pin-preview__pin');
    expect(dots).toHaveLength(1);
    expect(dots[0].style.left).toBe('50%');
    expect(dots[0].closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Move and zoom the map' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });
});
