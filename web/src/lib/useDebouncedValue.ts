import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs` (docs/product.md section 5: code search waits 1 s). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
