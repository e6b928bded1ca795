// /agents/signup/ (docs/product.md section 2): success reads 'Signup successful!' and says that an admin approves the
// account before it can log in (docs/product.md section 5); the license number is optional.
import { graphql, useRelayEnvironment } from 'react-relay';
import type { AgentSignupPageMutation } from '../../__generated__/AgentSignupPageMutation.graphql';
import { AGENT_SIGNUP_MESSAGES } from '../../lib/domain';
import { staffPaths } from '../../lib/session/staffPaths';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';
import { SignupForm } from '../accounts/SignupForm';
import '../accounts/accounts.css';

const signupMutation = graphql`
  mutation AgentSignupPageMutation($input: SignupInput!) {
    signupAgent(input: $input) {
      message
    }
  }
`;

export function Component() {
  usePageTitle('Agent Signup');
  const environment = useRelayEnvironment();
  return (
    <SignupForm
      heading="Agent Signup"
      loginPath={staffPaths.agentLogin}
      messages={AGENT_SIGNUP_MESSAGES}
      withLicense
      signup={async (input) =>
        (await commit<AgentSignupPageMutation>(environment, signupMutation, { input })).signupAgent
      }
    />
  );
}
