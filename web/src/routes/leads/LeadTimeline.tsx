import { graphql, useFragment } from 'react-relay';
import type { LeadTimeline_lead$data, LeadTimeline_lead$key } from '../../__generated__/LeadTimeline_lead.graphql';
import { LEAD_STATUS_LABELS, type LeadStatus } from '../../lib/domain';
import { formatDateTime } from '../../lib/format';

const fragment = graphql`
  fragment LeadTimeline_lead on Lead {
    timeline {
      id
      kind
      status
      text
      actorName
      createdAt
    }
  }
`;

function timelineText(event: LeadTimeline_lead$data['timeline'][number]): string {
  switch (event.kind) {
    case 'created':
      return event.text ?? 'Guest card received';
    case 'claimed':
      return 'Claimed';
    case 'unassigned':
      return 'Put back in the new inbox';
    case 'status':
      return `Status: ${event.status ? LEAD_STATUS_LABELS[event.status as LeadStatus] : ''}${event.text ? ` (${event.text})` : ''}`;
    case 'erased':
      return 'Personal data erased';
    case 'reaction':
      return event.text ?? 'The renter answered a shortlist';
    case 'qualification':
      return 'Shared answers to "Do I qualify?"';
    default:
      return event.text ?? event.kind;
  }
}

/** Everything that happened to the lead, oldest first, with who did it and when. */
export function LeadTimeline({ lead }: { lead: LeadTimeline_lead$key }) {
  const data = useFragment(fragment, lead);
  return (
    <ol className="timeline">
      {data.timeline.map((event) => (
        <li key={event.id}>
          {timelineText(event)}
          <span className="timeline__meta">
            {formatDateTime(event.createdAt)} · {event.actorName ?? 'Renter'}
          </span>
        </li>
      ))}
    </ol>
  );
}
