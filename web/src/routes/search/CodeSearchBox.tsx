import { useId } from 'react';
import { useCodeSearch } from './useCodeSearch';

/** docs/product.md section 2: the code search box (debounced, section 5). */
export function CodeSearchBox({ appliedCode, onSearch }: { appliedCode: string; onSearch: (code: string) => void }) {
  const [text, setText] = useCodeSearch(appliedCode, onSearch);
  const id = useId();
  return (
    // Without JavaScript, Enter submits the code as a plain GET of the search page; with it, the debounce does.
    <form className="code-search" method="get" action="/search/" onSubmit={(event) => event.preventDefault()}>
      <label className="field__label" htmlFor={id}>
        Search by code
      </label>
      <input
        id={id}
        className="input"
        type="search"
        placeholder="Apartment code, e.g. SA-104"
        autoComplete="off"
        name="code"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
