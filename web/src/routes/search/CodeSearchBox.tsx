import { useId } from 'react';
import { useCodeSearch } from './useCodeSearch';

/** SPEC.md section 2: the code search box (debounced, section 5). */
export function CodeSearchBox({ appliedCode, onSearch }: { appliedCode: string; onSearch: (code: string) => void }) {
  const [text, setText] = useCodeSearch(appliedCode, onSearch);
  const id = useId();
  return (
    <div className="code-search">
      <label className="field__label" htmlFor={id}>
        Search by code
      </label>
      <input
        id={id}
        className="input"
        type="search"
        placeholder="Apartment code, e.g. SA-104"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
