import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Snackbar, useSnackbar } from './Snackbar';

function Harness() {
  const [message, show, close] = useSnackbar();
  return (
    <>
      <button type="button" onClick={() => show('Failed to delete apartment.')}>
        fail
      </button>
      <Snackbar message={message} onClose={close} />
    </>
  );
}

describe('the error snackbar (docs/product.md section 2)', () => {
  it('shows an error and hides it after 6 seconds', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('alert').textContent).toContain('Failed to delete apartment.');
    act(() => {
      vi.advanceTimersByTime(5_999);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('restarts the 6 seconds for a new error and closes on Dismiss', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
