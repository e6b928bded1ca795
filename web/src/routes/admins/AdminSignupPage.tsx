// /admins/signup/ (docs/product.md section 2, Admin signup; section 5 keeps its misspelled messages). docs/contract.md:
// the new account waits for an active admin's approval, which the server's message says.
import { graphql, useRelayEnvironment } from 'react-relay';
import type { AdminSignupPageMutation } from '../../__generated__/AdminSignupPageMutation.graphql';
import { ADMIN_SIGNUP_MESSAGES } from '../../lib/domain';
import { staffPaths } from '../../lib/session/staffPaths';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';
import { SignupForm } from '../accounts/SignupForm';
import '../accounts/accounts.css';

const signupMutation = graphql`
  mutation AdminSignupPageMutation($input: SignupInput!) {
    signupAdmin(input: $input) {
      message
    }
  }
`;

export function Component() {
  usePageTitle('Admin Signup');
  const environment = useRelayEnvironment();
  return (
    <SignupForm
      heading="Signup"
      loginPath={staffPaths.adminLogin}
      messages={ADMIN_SIGNUP_MESSAGES}
      signup={async (input) =>
        (await commit<AdminSignupPageMutation>(environment, signupMutation, { input })).signupAdmin
      }
    />
  );
}
