// docs/product.md section 5 (Code search): typing is debounced by 1 s; fewer than 3 characters after trimming do
// not search; clearing the box searches again with no code; 'xxx' and 'xxx-…' count as empty.
import { useEffect, useEffectEvent, useState } from 'react';
import { MIN_CODE_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from '../../lib/domain';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/** The code to search for, '' for "no code", or null when the text must not trigger a search. */
export function codeToSearch(text: string): string | null {
  const code = text.trim();
  if (code === '') return '';
  const lower = code.toLowerCase();
  if (lower === 'xxx' || lower.startsWith('xxx-')) return '';
  if (code.length < MIN_CODE_SEARCH_LENGTH) return null;
  return code;
}

export function useCodeSearch(appliedCode: string, onSearch: (code: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(appliedCode);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Only a new debounced text starts a search; the applied code and the callback are read as they are then.
  const search = useEffectEvent((code: string | null) => {
    if (code !== null && code !== appliedCode) onSearch(code);
  });

  useEffect(() => {
    search(codeToSearch(debounced));
  }, [debounced]);

  return [text, setText];
}
