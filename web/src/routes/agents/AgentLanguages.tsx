// docs/contract.md "Spanish": the agent records the languages it speaks on its own portal; admins see them in the
// Agents tab, and an agent who speaks Spanish finds the new Spanish leads first in the inbox.
import { useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { AgentLanguagesQuery } from '../../__generated__/AgentLanguagesQuery.graphql';
import type { AgentLanguagesMutation } from '../../__generated__/AgentLanguagesMutation.graphql';
import { QueryBoundary } from '../../components/QueryBoundary';
import { LANGUAGES, LANGUAGE_LABELS, type Language } from '../../lib/domain';
import { commit } from '../../relay/commit';
import { errorMessage } from '../../relay/errors';
import { asRole } from '../../relay/roles';

// `id` (a String on Agent, so Relay does not add it) lets the mutation's answer update this record.
const languagesQuery = graphql`
  query AgentLanguagesQuery {
    currentAgent {
      # eslint-disable-next-line relay/unused-fields
      id
      languages
    }
  }
`;

// The answer names the agent's record: Relay updates every view of it.
const setLanguagesMutation = graphql`
  mutation AgentLanguagesMutation($languages: [Language!]!) {
    setAgentLanguages(languages: $languages) {
      id
      languages
    }
  }
`;

export function AgentLanguages() {
  const [queryRef, load] = useQueryLoader<AgentLanguagesQuery>(languagesQuery);
  useEffect(() => {
    load({}, { fetchPolicy: 'store-and-network', networkCacheConfig: asRole('agent') });
  }, [load]);
  return (
    <QueryBoundary resetKey={queryRef} failure="Failed to load your languages." loading="Loading...">
      {queryRef && <LanguagesForm queryRef={queryRef} />}
    </QueryBoundary>
  );
}

function LanguagesForm({ queryRef }: { queryRef: PreloadedQuery<AgentLanguagesQuery> }) {
  const { currentAgent } = usePreloadedQuery<AgentLanguagesQuery>(languagesQuery, queryRef);
  const environment = useRelayEnvironment();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(currentAgent.languages));
  const [message, setMessage] = useState('');
  return (
    <form
      className="inline-form"
      aria-label="Languages you speak"
      onSubmit={(event) => {
        event.preventDefault();
        const languages = LANGUAGES.filter((language) => chosen.has(language));
        commit<AgentLanguagesMutation>(environment, setLanguagesMutation, { languages }, 'agent').then(
          () => setMessage('Languages saved.'),
          (error: unknown) => setMessage(errorMessage(error, 'Failed to save your languages.')),
        );
      }}
    >
      <fieldset>
        <legend>Languages you speak with renters</legend>
        {LANGUAGES.map((language: Language) => (
          <label key={language} className="checkbox">
            <input
              type="checkbox"
              checked={chosen.has(language)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(language);
                else next.delete(language);
                setChosen(next);
                setMessage('');
              }}
            />{' '}
            {LANGUAGE_LABELS[language]}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--small button--primary">
        Save languages
      </button>
      <p role="status">{message}</p>
    </form>
  );
}
