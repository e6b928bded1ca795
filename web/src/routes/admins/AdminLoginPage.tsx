// /admins/login/ (docs/product.md section 2, Admin login).
import { graphql, useRelayEnvironment } from 'react-relay';
import type { AdminLoginPageMutation } from '../../__generated__/AdminLoginPageMutation.graphql';
import { staffPaths } from '../../lib/session/staffPaths';
import { usePageTitle } from '../../lib/usePageTitle';
import { commit } from '../../relay/commit';
import { LoginForm } from '../accounts/LoginForm';
import '../accounts/accounts.css';

const loginMutation = graphql`
  mutation AdminLoginPageMutation($input: LoginInput!) {
    loginAdmin(input: $input) {
      token
      adminId
      expirationDate
    }
  }
`;

export function Component() {
  usePageTitle('Admin Login');
  const environment = useRelayEnvironment();
  return (
    <LoginForm
      role="admin"
      heading="Admin Login"
      signupPath={staffPaths.adminSignup}
      destination={staffPaths.apartmentManager}
      login={async (email, password) => {
        const { loginAdmin } = await commit<AdminLoginPageMutation>(environment, loginMutation, {
          input: { email, password },
        });
        return { token: loginAdmin.token, id: loginAdmin.adminId, expirationDate: loginAdmin.expirationDate };
      }}
    />
  );
}
