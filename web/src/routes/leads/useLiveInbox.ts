// The inbox in real time (docs/contract.md "Beyond docs/product.md"): the first agent to call a renter wins them, so
// a new guest card appears at the top of the open inbox without a reload, a lead another agent claims leaves "New",
// and status changes and renters' answers update the rows in place. The server keeps no history: after a reconnect
// the inbox is read again.
import { useCallback, useEffect, useState } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useLiveInboxSubscription } from '../../__generated__/useLiveInboxSubscription.graphql';
import type { LeadInbox } from '../../__generated__/LeadsPageQuery.graphql';
import type { Role } from '../../lib/session/sessionStore';
import { keepStreamOpen } from './liveStream';

/** The key of LeadsPage's `leads` connection; one per inbox tab. */
export const LEADS_CONNECTION = 'LeadsPage_leads';

const subscription = graphql`
  subscription useLiveInboxSubscription {
    leadEvents {
      kind
      leadId
      lead {
        ...LeadsPage_lead
        agent {
          id
        }
      }
    }
  }
`;

function connection(store: RecordSourceSelectorProxy, inbox: LeadInbox) {
  return ConnectionHandler.getConnection(store.getRoot(), LEADS_CONNECTION, { inbox });
}

function holds(list: RecordProxy, id: string): boolean {
  return (list.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id);
}

function addFirst(store: RecordSourceSelectorProxy, list: RecordProxy | null | undefined, lead: RecordProxy) {
  if (!list || holds(list, lead.getDataID())) return;
  ConnectionHandler.insertEdgeBefore(list, ConnectionHandler.createEdge(store, list, lead, 'LeadEdge'));
  list.setValue(Number(list.getValue('totalCount') ?? 0) + 1, 'totalCount');
}

function remove(list: RecordProxy | null | undefined, id: string) {
  if (!list || !holds(list, id)) return;
  ConnectionHandler.deleteNode(list, id);
  list.setValue(Math.max(Number(list.getValue('totalCount') ?? 1) - 1, 0), 'totalCount');
}

/**
 * Keeps the inbox tabs in the store current with the live events, and answers which leads arrived while the page
 * was open (their count goes in the window title). `onReconnect` reads the inbox again.
 */
export function useLiveInbox(
  role: Role,
  viewerId: string,
  onReconnect: () => void,
): { arrived: ReadonlySet<string>; seen: () => void } {
  const environment = useRelayEnvironment();
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  const seen = useCallback(() => setArrived((current) => (current.size === 0 ? current : new Set())), []);
  useEffect(
    () =>
      keepStreamOpen((reopened, ended) => {
        if (reopened) onReconnect();
        return requestSubscription<useLiveInboxSubscription>(environment, {
          subscription,
          variables: {},
          cacheConfig: { metadata: { role, onReconnect } },
          updater: (store) => {
            const event = store.getRootField('leadEvents');
            const leadId = event?.getValue('leadId');
            if (!event || typeof leadId !== 'string') return;
            const lead = event.getLinkedRecord('lead');
            const ownerId = lead?.getLinkedRecord('agent')?.getValue('id');
            // Unclaimed: in "New" (and admins' "All"); someone's: out of "New", into the owner's "Mine".
            if (lead && ownerId == null) addFirst(store, connection(store, 'new'), lead);
            else remove(connection(store, 'new'), leadId);
            if (lead && ownerId === viewerId) addFirst(store, connection(store, 'mine'), lead);
            if (lead && role === 'admin') addFirst(store, connection(store, 'all'), lead);
          },
          onNext: (response) => {
            const event = response?.leadEvents;
            if (!event) return;
            // Counted while unclaimed: a lead someone took is no longer waiting for an answer.
            setArrived((current) => {
              const next = new Set(current);
              if (event.kind === 'created' && event.lead && !event.lead.agent) next.add(event.leadId);
              else if (!event.lead || event.lead.agent) next.delete(event.leadId);
              return next.size === current.size ? current : next;
            });
          },
          onCompleted: ended,
          onError: () => undefined,
        });
      }),
    [environment, role, viewerId, onReconnect],
  );
  return { arrived, seen };
}
