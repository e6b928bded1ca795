// /agents/signup/ (SPEC.md section 2): agent signup is open; success reads 'Signup successful!'.
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
      signup={async (input) =>
        (await commit<AgentSignupPageMutation>(environment, signupMutation, { input })).signupAgent
      }
    />
  );
}
