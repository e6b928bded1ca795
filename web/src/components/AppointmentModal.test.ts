import { describe, expect, it } from 'vitest';
import { shouldShowAppointmentModal } from './AppointmentModal';

describe('appointment modal timestamp (docs/product.md section 9)', () => {
  it('shows when never shown or shown more than an hour ago', () => {
    expect(shouldShowAppointmentModal(null, 5)).toBe(true);
    expect(shouldShowAppointmentModal(0, 3_599_999)).toBe(false);
    expect(shouldShowAppointmentModal(0, 3_600_000)).toBe(true);
  });
});
