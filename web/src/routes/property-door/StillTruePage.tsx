// /property-door/still-true/?token=: the monthly e-mail's one click (docs/contract.md "The property door"). The press
// of the button, not the opening of the page (mail scanners open links), confirms the floorplan as the property's.
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { StillTruePageMutation } from '../../__generated__/StillTruePageMutation.graphql';
import { useFormAction } from '../../lib/forms/useFormAction';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';

const confirmMutation = graphql`
  mutation StillTruePageMutation($token: String!) {
    confirmStillTrue(token: $token) {
      apartmentName
      typeLabel
    }
  }
`;

export function Component() {
  usePageTitle('Still true?');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const environment = useRelayEnvironment();
  const scripted = useBrowserValue(() => true, false);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const action = useFormAction(() => commit<StillTruePageMutation>(environment, confirmMutation, { token }), {
    fallback: 'This link is not valid: use the link in the latest e-mail, or ask for a new sign-in link',
    onSuccess: ({ confirmStillTrue }) =>
      setConfirmed(`${confirmStillTrue.typeLabel} at ${confirmStillTrue.apartmentName}`),
  });
  return (
    <div className="page page--narrow">
      <h1>Still true?</h1>
      {confirmed ? (
        <p role="status" className="notice">
          Thank you: {confirmed} is confirmed as of today. Renters see it verified by the leasing office.
        </p>
      ) : (
        <>
          <p>Confirm that this floorplan&apos;s rent and availability are still what the listing says.</p>
          {action.error && (
            <p role="alert" className="error-text">
              {action.error}
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={!scripted || !token || action.busy}
            onClick={() => void action.run()}
          >
            Yes, still true
          </button>
        </>
      )}
    </div>
  );
}
