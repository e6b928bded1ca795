import { describe, expect, it } from 'vitest';
import { APPOINTMENT_MODAL_REFRESH_MS } from '../lib/domain';
import { shouldShowAppointmentModal } from './AppointmentModal';

describe('appointment modal timestamp (SPEC.md section 9)', () => {
  it('shows when never shown or shown more than an hour ago', () => {
    expect(shouldShowAppointmentModal(null, 5)).toBe(true);
    expect(shouldShowAppointmentModal(0, APPOINTMENT_MODAL_REFRESH_MS - 1)).toBe(false);
    expect(shouldShowAppointmentModal(0, APPOINTMENT_MODAL_REFRESH_MS)).toBe(true);
  });
});
