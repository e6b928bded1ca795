// /property-door/sign-in/?token=: a leasing office's contact opens its e-mailed link (docs/contract.md "The property
// door"). Opening the page changes nothing (mail scanners open links): the press of the button uses the link, once,
// and starts the contact's session.
import { graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SignInPageMutation } from '../../__generated__/SignInPageMutation.graphql';
import { useFormAction } from '../../lib/forms/useFormAction';
import { sessions } from '../../lib/session/sessionStore';
import { useBrowserValue } from '../../lib/useBrowserValue';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';
import { RequestLinkForm } from './RequireProperty';

const signInMutation = graphql`
  mutation SignInPageMutation($token: String!) {
    signInWithPropertyLink(token: $token) {
      token
      expiresAt
      contact {
        id
        name
      }
    }
  }
`;

export function Component() {
  usePageTitle('Leasing office sign-in');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const scripted = useBrowserValue(() => true, false);
  const action = useFormAction(() => commit<SignInPageMutation>(environment, signInMutation, { token }), {
    fallback: 'This link is not valid: use the link in the latest e-mail, or ask for a new sign-in link',
    onSuccess: ({ signInWithPropertyLink: session }) => {
      sessions.property.login(session.token, session.contact.id, session.expiresAt);
      void navigate('/property-door/', { replace: true });
    },
  });
  return (
    <div className="page page--narrow">
      <h1>Leasing office sign-in</h1>
      <p>Keep your apartments&apos; rents, availability, fees, specials and screening rules up to date.</p>
      {action.error ? (
        <>
          <p role="alert" className="error-text">
            {action.error}
          </p>
          <RequestLinkForm />
        </>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={!scripted || !token || action.busy}
          onClick={() => void action.run()}
        >
          Sign in
        </button>
      )}
    </div>
  );
}
