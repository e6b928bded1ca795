// /agents/login/ (docs/product.md section 2, Agent login and signup).
import { graphql, useRelayEnvironment } from 'react-relay';
import type { AgentLoginPageMutation } from '../../__generated__/AgentLoginPageMutation.graphql';
import { staffPaths } from '../../lib/session/staffPaths';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';
import { LoginForm } from '../accounts/LoginForm';
import '../accounts/accounts.css';

const loginMutation = graphql`
  mutation AgentLoginPageMutation($input: LoginInput!) {
    loginAgent(input: $input) {
      token
      agentId
      expirationDate
    }
  }
`;

export function Component() {
  usePageTitle('Agent Login');
  const environment = useRelayEnvironment();
  return (
    <LoginForm
      role="agent"
      heading="Agent Login"
      signupPath={staffPaths.agentSignup}
      destination={staffPaths.agentPortal}
      login={async (email, password) => {
        const { loginAgent } = await commit<AgentLoginPageMutation>(environment, loginMutation, {
          input: { email, password },
        });
        return { token: loginAgent.token, id: loginAgent.agentId, expirationDate: loginAgent.expirationDate };
      }}
    />
  );
}
