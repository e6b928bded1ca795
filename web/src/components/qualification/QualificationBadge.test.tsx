import { render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import type { QualificationBadge_result$key } from '../../__generated__/QualificationBadge_result.graphql';
import SearchPageQuery from '../../__generated__/SearchPageQuery.graphql';
import { createEnvironment } from '../../relay/environment';
import { fragmentKey } from '../../test/fragmentKey';
import { QualificationBadge } from './QualificationBadge';

function renderBadge(verdict: string, reasons: string[], compact = false) {
  const environment = createEnvironment();
  commitLocalUpdate(environment, (store) => {
    const record = store.create('result:1', 'QualificationResult');
    record.setValue(verdict, 'verdict');
    record.setValue(reasons, 'reasons');
  });
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <QualificationBadge
        result={fragmentKey<QualificationBadge_result$key>('QualificationBadge_result', 'result:1', SearchPageQuery)}
        compact={compact}
      />
    </RelayEnvironmentProvider>,
  );
}

describe('the "Do I qualify?" mark (docs/contract.md "Who qualifies")', () => {
  it('says "Likely qualifies" with every reason', () => {
    const { container } = renderBadge('LIKELY', ['income of at least 3x the all-in rent', 'no minimum credit score']);
    expect(container.querySelector('.qualification--likely')).not.toBeNull();
    expect(container.textContent).toBe(
      'Your answers: Likely qualifies' + 'income of at least 3x the all-in rent' + 'no minimum credit score',
    );
  });

  it('says "Likely not" and why', () => {
    const { container } = renderBadge('UNLIKELY', ['income under 3x the all-in rent']);
    expect(container.querySelector('.qualification--unlikely')).not.toBeNull();
    expect(container.textContent).toBe('Your answers: Likely not' + 'income under 3x the all-in rent');
  });

  it('lists two reasons on a search card and points to the page for the rest', () => {
    const { container } = renderBadge(
      'ASK',
      ['income requirement not stated: ask us', 'no minimum credit score', 'evictions accepted after 3 years'],
      true,
    );
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'income requirement not stated: ask us',
      'no minimum credit score',
      'and 1 more on its page',
    ]);
    expect(container.querySelector('.qualification__verdict')?.textContent).toBe('Your answers: Ask us');
  });

  it('reads a verdict it does not know as "Ask us"', () => {
    const { container } = renderBadge('MAYBE', []);
    expect(container.textContent).toBe('Your answers: Ask us');
    expect(container.querySelector('ul')).toBeNull();
  });
});
