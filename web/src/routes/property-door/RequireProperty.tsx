// docs/contract.md "The property door": a leasing office's pages open with its contact's session, which only an
// e-mailed sign-in link starts (no password). Without one, the page offers to e-mail a new link. Written in English,
// like the staff pages: it is a business's form.
import { useState, type ReactNode } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { RequirePropertyLinkMutation } from '../../__generated__/RequirePropertyLinkMutation.graphql';
import { Spinner } from '../../components/Spinner';
import { useFormAction } from '../../lib/forms/useFormAction';
import type { Session } from '../../lib/session/sessionStore';
import { useSession } from '../../lib/session/useSession';
import { commit } from '../../relay/commit';

const requestLinkMutation = graphql`
  mutation RequirePropertyLinkMutation($email: String!) {
    requestPropertySignInLink(email: $email)
  }
`;

export function RequireProperty({ children }: { children: (session: Session) => ReactNode }) {
  const { authReady, session } = useSession('property');
  if (!authReady) return <Spinner label="Loading..." />;
  if (!session)
    return (
      <div className="page page--narrow">
        <h1>Leasing office sign-in</h1>
        <p>Open the sign-in link from your latest e-mail, or ask for a new one.</p>
        <RequestLinkForm />
      </div>
    );
  return <>{children(session)}</>;
}

/** E-mails a new sign-in link; the answer is the same whether or not the address was invited. */
export function RequestLinkForm() {
  const environment = useRelayEnvironment();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const action = useFormAction(() => commit<RequirePropertyLinkMutation>(environment, requestLinkMutation, { email }), {
    fallback: 'Failed to send the link.',
    onSuccess: () => setSent(true),
  });
  if (sent)
    return (
      <p role="status" className="notice">
        If this address was invited, a new sign-in link is on its way.
      </p>
    );
  return (
    <form
      className="apartment-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void action.run();
      }}
    >
      <div className="form-field">
        <label className="field__label" htmlFor="property-door-email">
          Your e-mail address
        </label>
        <input
          id="property-door-email"
          className="input"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      {action.error && (
        <p role="alert" className="error-text">
          {action.error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={action.busy || email.trim() === ''}>
        E-mail me a sign-in link
      </button>
    </form>
  );
}
