import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ShareLinkButton } from './ShareLinkButton';

// The server's siteConfig: PUBLIC_URL differs from the page's own origin (jsdom's http://localhost:3000).
beforeAll(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(
      new Response(
        JSON.stringify({
          data: {
            siteConfig: {
              publicUrl: 'https://www.satx-locators.example',
              schedulingUrl: null,
              leadFormUrl: null,
              rentalFormUrl: null,
              adsConversionId: null,
            },
          },
        }),
      ),
    ),
  );
});

describe('Share button of the lead pages (docs/product.md section 2)', () => {
  it("copies the link at PUBLIC_URL and reads 'Copied!' for 1.6 s", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareLinkButton path="/ConnectWithAnAgent/" />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalledWith('https://www.satx-locators.example/ConnectWithAnAgent/');
    expect(screen.getByRole('button').textContent).toBe('Copied!');
    act(() => {
      vi.advanceTimersByTime(1_599);
    });
    expect(screen.getByRole('button').textContent).toBe('Copied!');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button').textContent).toBe('Share');
    vi.useRealTimers();
  });

  it("shows a 'Copy this link:' prompt when the clipboard fails", async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    render(<ShareLinkButton path="/agents/rental-details/" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(prompt).toHaveBeenCalledWith('Copy this link:', 'https://www.satx-locators.example/agents/rental-details/');
    prompt.mockRestore();
  });
});
