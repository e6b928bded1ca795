// The "Do I qualify?" controls a page shows above its listings: the questionnaire, what the marks mean, "Forget my
// answers" and, on the search, "Likely matches only" (kept in this tab, never in the URL: docs/contract.md
// "Who qualifies").
import { Trans, useLingui } from '@lingui/react/macro';
import { forgetAnswers, setLikelyOnly, useLikelyOnly, useQualificationAnswers } from '../../lib/qualification/answers';
import { ScriptOnly } from '../ScriptOnly';
import { QualificationDialog } from './QualificationDialog';

export function QualificationBar({ withLikelyOnly = false }: { withLikelyOnly?: boolean }) {
  const answers = useQualificationAnswers();
  const likelyOnly = useLikelyOnly();
  const { t } = useLingui();
  // The questionnaire and the answers live in the browser tab only: without script there is nothing to ask with.
  return (
    <ScriptOnly>
      <section className="qualification-bar" aria-label={t`Do I qualify?`}>
        <QualificationDialog
          key={answers ? 'answered' : 'new'}
          answers={answers}
          triggerLabel={answers ? t`Change my answers` : t`Do I qualify?`}
        />
        {answers ? (
          <>
            <p className="qualification-bar__status">
              <Trans>
                Each listing shows how your answers meet this property&apos;s stated criteria. The property decides.
              </Trans>
            </p>
            {withLikelyOnly && (
              <label className="qualification-bar__switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={likelyOnly}
                  onChange={(event) => setLikelyOnly(event.target.checked)}
                />
                <Trans>Likely matches only</Trans>
              </label>
            )}
            <button type="button" className="link-button" onClick={forgetAnswers}>
              <Trans>Forget my answers</Trans>
            </button>
          </>
        ) : (
          <p className="qualification-bar__status">
            <Trans>
              Answer a few questions to see which properties&apos; stated criteria you likely meet. Your answers stay in
              this browser tab.
            </Trans>
          </p>
        )}
      </section>
    </ScriptOnly>
  );
}
