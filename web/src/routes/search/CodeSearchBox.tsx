import { useId } from 'react';
import { useLocale } from '../../i18n';
import { CODE_SEARCH_MAX_LENGTH, localizedPath } from '../../lib/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths';
import { useCodeSearch } from './useCodeSearch';

/** docs/product.md section 2: the code search box (debounced, section 5). */
export function CodeSearchBox({ appliedCode, onSearch }: { appliedCode: string; onSearch: (code: string) => void }) {
  const [text, setText] = useCodeSearch(appliedCode, onSearch);
  const id = useId();
  const { t } = useLingui();
  const action = localizedPath(paths.search, useLocale());
  return (
    // Without JavaScript, Enter submits the code as a plain GET of the search page; with it, the debounce does.
    <form className="code-search" method="get" action={action} onSubmit={(event) => event.preventDefault()}>
      <label className="field__label" htmlFor={id}>
        <Trans>Search by code</Trans>
      </label>
      <input
        id={id}
        className="input"
        type="search"
        placeholder={t`Apartment code, e.g. SA-104`}
        autoComplete="off"
        name="code"
        maxLength={CODE_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
