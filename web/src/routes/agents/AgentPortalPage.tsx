// /agents/{agentId}/agent-portal/ (docs/product.md section 2, Agent Portal): agents only, the spec's two cards and the
// verification queue that keeps advertised prices honest, and the agent's own pipeline as a funnel.
import { Link, Navigate, useParams } from 'react-router-dom';
import { useToast, Toast } from '../../components/Toast';
import { AgentLanguages } from './AgentLanguages';
import { PipelineFunnelSection } from '../../components/staff/PipelineFunnelChart';
import { RequireRole } from '../../lib/session/RequireRole';
import { staffPaths } from '../../lib/session/staffPaths';
import { useFlash } from '../../lib/session/useFlash';
import { usePageTitle } from '../../lib/usePageTitle';
import '../accounts/accounts.css';

const CARDS = [
  {
    to: staffPaths.agentLeads,
    title: 'Lead Inbox',
    text: 'Claim new leads, record contact and tours, and refer renters to apartments.',
  },
  {
    to: staffPaths.connectWithAnAgent,
    title: 'Connect With An Agent',
    text: 'Start a conversation with a renter or schedule a meeting.',
  },
  {
    to: staffPaths.rentalDetails,
    title: 'Rental Details - Guest Card',
    text: 'Fill out the rental details to create a Guest Card.',
  },
  {
    to: staffPaths.verification,
    title: 'Needs Verification',
    text: "Confirm listings' prices and availability, renters' reports first.",
  },
] as const;

export function Component() {
  usePageTitle('Agent Portal');
  const { agentId } = useParams();
  const [toast, showToast] = useToast();
  useFlash(showToast);
  return (
    <RequireRole role="agent">
      {(session) =>
        session.id !== agentId ? (
          <Navigate to={staffPaths.agentPortal(session.id)} replace />
        ) : (
          <div className="page staff-page">
            <header className="page__header">
              <h1>Agent Portal</h1>
              <p className="lead">Your quick access to tools and resources. Select an option below.</p>
            </header>
            <ul className="portal-cards">
              {CARDS.map((card) => (
                <li key={card.title}>
                  <Link className="portal-card" to={card.to}>
                    <h2 className="portal-card__title">{card.title}</h2>
                    <p>{card.text}</p>
                  </Link>
                </li>
              ))}
            </ul>
            <PipelineFunnelSection role="agent" />
            <AgentLanguages />
            <Toast message={toast} />
          </div>
        )
      }
    </RequireRole>
  );
}
