// docs/product.md section 2 (Header): on admin and agent paths a Logout button shows only when that role is logged
// in. Logout revokes the token on the server (every session of that account ends there), then clears the
// stored session (docs/product.md section 4) whatever the server answered, and opens the role's login.
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { LogoutButtonAdminMutation } from '../../__generated__/LogoutButtonAdminMutation.graphql';
import type { LogoutButtonAgentMutation } from '../../__generated__/LogoutButtonAgentMutation.graphql';
import { commit } from '../../relay/commit';
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
  const [busy, setBusy] = useState(false);
  if (!session) return null;

  const logout = async () => {
    setBusy(true);
    try {
      if (role === 'admin') await commit<LogoutButtonAdminMutation>(environment, adminLogout, {}, 'admin');
      else await commit<LogoutButtonAgentMutation>(environment, agentLogout, {}, 'agent');
    } catch (error) {
      // An expired or already revoked token cannot be revoked again: the local logout still happens.
      console.error(error);
    }
    sessions[role].logout();
    setBusy(false);
    void navigate(loginPathOf[role]);
  };

  return (
    <button
      type="button"
      className="button button--small button--secondary header__logout"
      disabled={busy}
      onClick={() => void logout()}
    >
      Logout
    </button>
  );
}
