// A lead's page in real time (docs/contract.md "The live inbox"): the renter's "Love it" on a shortlist, a status
// another staff member set, a claim, reach the open page without a reload. The stream follows this lead only
// (`leadEvents(leadId:)`), and each event hands back the page's fragment, so every part updates from the store.
import { useEffect } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { useLiveLeadSubscription } from '../../__generated__/useLiveLeadSubscription.graphql';
import type { Role } from '../../lib/session/sessionStore';
import { keepStreamOpen } from './liveStream';

const subscription = graphql`
  subscription useLiveLeadSubscription($leadId: ID!) {
    leadEvents(leadId: $leadId) {
      kind
      lead {
        ...LeadPage_lead
      }
    }
  }
`;

/** Keeps the lead `leadId` current in the store; `onReconnect` reads it again, since the server keeps no history. */
export function useLiveLead(role: Role, leadId: string, onReconnect: () => void): void {
  const environment = useRelayEnvironment();
  useEffect(
    () =>
      keepStreamOpen((reopened, ended) => {
        if (reopened) onReconnect();
        return requestSubscription<useLiveLeadSubscription>(environment, {
          subscription,
          variables: { leadId },
          cacheConfig: { metadata: { role, onReconnect } },
          onCompleted: ended,
          onError: () => undefined,
        });
      }),
    [environment, role, leadId, onReconnect],
  );
}
