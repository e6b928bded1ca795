// The staff's live inbox over GraphQL over SSE (yoga's default transport): `subscription { leadEvents { kind lead } }`.
// Who hears what, the limits and the stream's end are services/live-inbox.ts; the events travel through
// services/lead-feed.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { roleError } from '../../auth/authenticate.js';
import { LEAD_FEED_KINDS } from '../../services/lead-feed.js';
import type { InboxEvent } from '../../services/live-inbox.js';
import { builder } from '../builder.js';
import { staffOnly } from '../roles.js';
import { idFromArg } from './ids.js';
import { Lead } from './leads.js';

const LeadEventKindEnum = builder.enumType('LeadEventKind', {
  description:
    'created: a new guest card; claimed, assigned, unassigned: the lead changed hands; status: it moved along the ' +
    "pipeline; reaction: the renter answered a shortlist's item.",
  values: LEAD_FEED_KINDS,
});

const LeadEventNotice = builder.objectRef<InboxEvent>('LeadEventNotice').implement({
  description: 'One change to a lead in the inbox of the staff member who hears it.',
  fields: (t) => ({
    kind: t.field({ type: LeadEventKindEnum, resolve: (event) => event.kind }),
    leadId: t.id({
      description: 'The lead\u2019s global id, also when `lead` is null.',
      resolve: (event) => encodeGlobalID('Lead', event.leadId),
    }),
    lead: t.field({
      type: Lead,
      nullable: true,
      description: 'Null when the lead left this agent\u2019s sight: another agent took it, so it leaves "New".',
      resolve: (event) => event.lead,
    }),
  }),
});

builder.subscriptionType({});

builder.subscriptionFields((t) => ({
  leadEvents: t.field({
    ...staffOnly,
    type: LeadEventNotice,
    description:
      'The inbox in real time: new guest cards, claims, assignments, status changes and renters\u2019 answers, for ' +
      'the leads this account may read. Nothing is kept: read the inbox again after a reconnect. With `leadId`, ' +
      'only that lead\u2019s events (a lead\u2019s page).',
    args: { leadId: t.arg.id() },
    subscribe: (_root, args, ctx) => {
      // Refused before any event is waited for: anonymous callers, tokens of a disabled account, API keys without
      // LEADS scope, and a stream over the limits per account and per address (services/live-inbox.ts).
      const refused = ctx.viewer?.role === 'ADMIN' ? null : roleError(ctx.viewer, ctx.authError, 'AGENT');
      if (refused) throw refused;
      const only = args.leadId == null ? undefined : idFromArg(args.leadId, 'Lead', 'leadId');
      return ctx.liveInbox.open(ctx.viewer!, ctx.clientIp, only);
    },
    resolve: (event, _args, ctx) => {
      // A stream lives for hours: each event is read at its own time (hours waited, overdue first contact), and
      // each event's reads of contact data are recorded, not only the stream's first.
      ctx.now = ctx.clock();
      ctx.recordRead = event.recordRead;
      return event;
    },
  }),
}));
