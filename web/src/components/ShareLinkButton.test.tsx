import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShareLinkButton } from './ShareLinkButton';

describe('Share button of the lead pages (SPEC.md section 2)', () => {
  it("copies the link and reads 'Copied!' for 1.6 s", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareLinkButton url="https://example.test/ConnectWithAnAgent/" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalledWith('https://example.test/ConnectWithAnAgent/');
    expect(screen.getByRole('button').textContent).toBe('Copied!');
    act(() => {
      vi.advanceTimersByTime(1_599);
    });
    expect(screen.getByRole('button').textContent).toBe('Copied!');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button').textContent).toBe('Share');
  });

  it("shows a 'Copy this link:' prompt when the clipboard fails", async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    render(<ShareLinkButton url="https://example.test/x/" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(prompt).toHaveBeenCalledWith('Copy this link:', 'https://example.test/x/');
    prompt.mockRestore();
  });
});
