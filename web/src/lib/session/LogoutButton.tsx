// docs/product.md section 2 (Header): on admin and agent paths a Logout button shows only when that role is logged
// in. Logout revokes the token on the server (every session of that account ends there), then clears the
// stored session (docs/product.md section 4) whatever the server answered, and opens the role's login.
import { graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { LogoutButtonAdminMutation } from '../../__generated__/LogoutButtonAdminMutation.graphql';
import type { LogoutButtonAgentMutation } from '../../__generated__/LogoutButtonAgentMutation.graphql';
import { commit } from '../../relay/commit';
import { useFormAction } from '../forms/useFormAction';
import { sessions, type Role } from './sessionStore';
import { loginPathOf } from './staffPaths';
import { useSession } from './useSession';

const adminLogout = graphql`
  mutation LogoutButtonAdminMutation {
    logoutAdmin
  }
`;

const agentLogout = graphql`
  mutation LogoutButtonAgentMutation {
    logoutAgent
  }
`;

export default function LogoutButton({ role }: { role: Role }) {
  const { session } = useSession(role);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const finish = () => {
    sessions[role].logout();
    void navigate(loginPathOf[role]);
  };
  const action = useFormAction(
    (): Promise<unknown> =>
      role === 'admin'
        ? commit<LogoutButtonAdminMutation>(environment, adminLogout, {}, 'admin')
        : commit<LogoutButtonAgentMutation>(environment, agentLogout, {}, 'agent'),
    {
      fallback: 'Logout failed.',
      onSuccess: finish,
      // An expired or already revoked token cannot be revoked again: the local logout still happens.
      onError: finish,
    },
  );
  if (!session) return null;
  const busy = action.busy;
  const logout = () => void action.run();

  return (
    <button
      type="button"
      className="button button--small button--secondary header__logout"
      disabled={busy}
      onClick={logout}
    >
      Logout
    </button>
  );
}
