import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import type { QualificationBadge_result$key } from '../../__generated__/QualificationBadge_result.graphql';
import SearchPageQuery from '../../__generated__/SearchPageQuery.graphql';
import { createI18n, loadMessages } from '../../i18n';
import { qualificationReasonText, type QualificationReason } from '../../lib/domain';
import { createEnvironment } from '../../relay/environment';
import { fragmentKey } from '../../test/fragmentKey';
import { QualificationBadge } from './QualificationBadge';

/** The reasons as the API sends them: a code with its numbers, and the English sentence. */
function renderBadge(verdict: string, reasons: QualificationReason[], compact = false, i18n?: I18n) {
  const environment = createEnvironment();
  commitLocalUpdate(environment, (store) => {
    const record = store.create('result:1', 'QualificationResult');
    record.setValue(verdict, 'verdict');
    const details = reasons.map((reason, index) => {
      const detail = store.create(`result:1:reason:${index}`, 'QualificationReason');
      detail.setValue(reason.code, 'code');
      detail.setValue(reason.multiple ?? null, 'multiple');
      detail.setValue(reason.minimumCreditScore ?? null, 'minimumCreditScore');
      detail.setValue(reason.years ?? null, 'years');
      detail.setValue(reason.pets ?? null, 'pets');
      detail.setValue(qualificationReasonText(reason), 'text');
      return detail;
    });
    record.setLinkedRecords(details, 'reasonDetails');
  });
  const badge = (
    <RelayEnvironmentProvider environment={environment}>
      <QualificationBadge
        result={fragmentKey<QualificationBadge_result$key>('QualificationBadge_result', 'result:1', SearchPageQuery)}
        compact={compact}
      />
    </RelayEnvironmentProvider>
  );
  return render(i18n ? <I18nProvider i18n={i18n}>{badge}</I18nProvider> : badge);
}

const INCOME_MET: QualificationReason = { code: 'INCOME_MET', multiple: 3 };
const NO_MINIMUM: QualificationReason = { code: 'CREDIT_NO_MINIMUM' };

describe('the "Do I qualify?" mark (docs/contract.md "Who qualifies")', () => {
  it('says "Likely qualifies" with every reason', () => {
    const { container } = renderBadge('LIKELY', [INCOME_MET, NO_MINIMUM]);
    expect(container.querySelector('.qualification--likely')).not.toBeNull();
    expect(container.textContent).toBe(
      'Your answers: Likely qualifies' + 'income of at least 3x the all-in rent' + 'no minimum credit score',
    );
  });

  it('says "Likely not" and why', () => {
    const { container } = renderBadge('UNLIKELY', [{ code: 'INCOME_SHORT', multiple: 3 }]);
    expect(container.querySelector('.qualification--unlikely')).not.toBeNull();
    expect(container.textContent).toBe('Your answers: Likely not' + 'income under 3x the all-in rent');
  });

  it('lists two reasons on a search card and points to the page for the rest', () => {
    const { container } = renderBadge(
      'ASK',
      [{ code: 'INCOME_NOT_STATED' }, NO_MINIMUM, { code: 'EVICTIONS_ACCEPTED_AFTER_YEARS', years: 3 }],
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

  it('writes the reasons in Spanish on a Spanish page, from their codes and numbers', async () => {
    const spanish = createI18n('es', await loadMessages('es'));
    const { container } = renderBadge(
      'ASK',
      [
        { code: 'CRITERIA_NOT_VERIFIED' },
        { code: 'INCOME_SHORT_VOUCHER', multiple: 2.5 },
        { code: 'CREDIT_UNDER_MINIMUM_CO_SIGNER', minimumCreditScore: 620 },
        { code: 'EVICTIONS_ACCEPTED_AFTER_YEARS', years: 1 },
        { code: 'FELONIES_ACCEPTED_AFTER_YEARS', years: 7 },
        { code: 'PETS_NOT_ALLOWED', pets: ['smallDogs', 'largeDogs'] },
      ],
      false,
      spanish,
    );
    expect(container.querySelector('.qualification__verdict')?.textContent).toBe('Sus respuestas: Pregúntenos');
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'los requisitos declarados de esta propiedad no se han verificado en los últimos 30 días: pregúntenos',
      'ingresos menores a 2.5 veces la renta con todo incluido; con un vale se comparan con la parte que le toca pagar a usted: pregúntenos',
      'puntaje de crédito por debajo del mínimo de 620; se aceptan co-firmantes',
      'se aceptan desalojos después de 1 año',
      'se aceptan delitos graves después de 7 años',
      'no se permiten perros chicos, perros grandes',
    ]);
  });

  it('shows a reason whose code this page does not know as the API wrote it', async () => {
    const spanish = createI18n('es', await loadMessages('es'));
    const environment = createEnvironment();
    commitLocalUpdate(environment, (store) => {
      const record = store.create('result:1', 'QualificationResult');
      record.setValue('ASK', 'verdict');
      const detail = store.create('result:1:reason:0', 'QualificationReason');
      detail.setValue('PARKING_NOT_STATED', 'code');
      detail.setValue('parking policy not stated: ask us', 'text');
      record.setLinkedRecords([detail], 'reasonDetails');
    });
    const { container } = render(
      <I18nProvider i18n={spanish}>
        <RelayEnvironmentProvider environment={environment}>
          <QualificationBadge
            result={fragmentKey<QualificationBadge_result$key>(
              'QualificationBadge_result',
              'result:1',
              SearchPageQuery,
            )}
          />
        </RelayEnvironmentProvider>
      </I18nProvider>,
    );
    expect(container.querySelector('li')?.textContent).toBe('parking policy not stated: ask us');
  });
});
