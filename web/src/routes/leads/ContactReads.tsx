import { graphql, useFragment } from 'react-relay';
import type { ContactReads_lead$key } from '../../__generated__/ContactReads_lead.graphql';
import { formatDateTime } from '../../lib/format';

// Admins only (the query spreads it for them): who read the renter's contact data (privacy audit, docs/contract.md).
const fragment = graphql`
  fragment ContactReads_lead on Lead {
    views {
      viewerName
      createdAt
    }
  }
`;

export function ContactReads({ lead }: { lead: ContactReads_lead$key }) {
  const { views } = useFragment(fragment, lead);
  if (views.length === 0) return null;
  return (
    <details>
      <summary>Contact data read {views.length} times</summary>
      <ul>
        {views.map((view, index) => (
          <li key={index}>
            {view.viewerName}, {formatDateTime(view.createdAt)}
          </li>
        ))}
      </ul>
    </details>
  );
}
