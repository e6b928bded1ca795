import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { codeToSearch, useCodeSearch } from './useCodeSearch';

describe('code search (docs/product.md section 5)', () => {
  it('waits 1 second after the last keystroke before searching', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const { result } = renderHook(() => useCodeSearch('', onSearch));
    act(() => result.current[1]('AR-'));
    act(() => {
      vi.advanceTimersByTime(600);
    });
    act(() => result.current[1]('AR-1'));
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('AR-1');
  });

  it('does not search for fewer than 3 characters, and searches again with no code when cleared', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const { result } = renderHook(() => useCodeSearch('AR-1', onSearch));
    act(() => result.current[1]('AR'));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => result.current[1](''));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  });

  it("treats 'xxx' and 'xxx-' codes as empty", () => {
    expect(codeToSearch('xxx')).toBe('');
    expect(codeToSearch(' XXX-12 ')).toBe('');
    expect(codeToSearch('ab')).toBeNull();
    expect(codeToSearch('  abc ')).toBe('abc');
  });
});
