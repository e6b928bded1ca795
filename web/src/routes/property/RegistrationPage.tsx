// /guest-card-registration/?token=: the property's leasing office acknowledges a guest card the locator registered
// before the renter's first visit (docs/contract.md "Getting paid"); the acknowledgement lands on the referral's
// timeline as evidence. Opening the link changes nothing (mail scanners open links): the press of the button does.
// Written in English, like the staff pages: it is a business's form.
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { RegistrationPageMutation } from '../../__generated__/RegistrationPageMutation.graphql';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { useFormAction } from '../../lib/forms/useFormAction';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';

const acknowledgeMutation = graphql`
  mutation RegistrationPageMutation($token: String!) {
    acknowledgeGuestCardRegistration(token: $token) {
      registrationAcknowledgedAt
    }
  }
`;

export function Component() {
  usePageTitle('Guest card registration');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const environment = useRelayEnvironment();
  const scripted = useBrowserValue(() => true, false);
  const [done, setDone] = useState(false);
  const action = useFormAction(() => commit<RegistrationPageMutation>(environment, acknowledgeMutation, { token }), {
    fallback: 'This link is not valid: use the link in the latest e-mail, or ask the locator for a new one',
    onSuccess: () => setDone(true),
  });
  return (
    <div className="page page--narrow">
      <h1>Guest card registration</h1>
      {done ? (
        <p role="status" className="notice">
          Thank you: the registration is acknowledged.
        </p>
      ) : (
        <>
          <p>Acknowledge that the locator registered this renter with your property before their first visit.</p>
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
            Acknowledge the registration
          </button>
        </>
      )}
    </div>
  );
}
