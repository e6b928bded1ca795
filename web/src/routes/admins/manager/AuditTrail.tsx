// The audit trail of the admin area: who (and with which API key) changed which apartment, floorplan or admin
// account, newest first.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AuditTrailQuery } from '../../../__generated__/AuditTrailQuery.graphql';
import { formatDateTime } from '../../../lib/format';

/** The newest entries; older ones are a database query away and rarely needed in the browser. */
export const AUDIT_TRAIL_PAGE_SIZE = 50;

export const auditTrailQuery = graphql`
  query AuditTrailQuery($first: Int!) {
    auditTrail(first: $first) {
      totalCount
      edges {
        node {
          id
          action
          entity
          entityId
          createdAt
          admin {
            name
          }
          apiKeyName
          changes {
            field
            before
            after
          }
        }
      }
    }
  }
`;

const shorten = (value: string | null | undefined) => {
  if (value == null) return '—';
  return value.length > 60 ? `${value.slice(0, 57)}...` : value;
};

export function AuditTrail({ queryRef }: { queryRef: PreloadedQuery<AuditTrailQuery> }) {
  const { auditTrail } = usePreloadedQuery<AuditTrailQuery>(auditTrailQuery, queryRef);
  if (auditTrail.edges.length === 0) return <p className="empty-state">No changes recorded yet.</p>;
  return (
    <div className="manager-table__scroll" tabIndex={0} role="region" aria-label="Audit trail">
      <table className="manager-table audit-table">
        <caption className="audit-table__caption">
          The {auditTrail.edges.length} most recent of {auditTrail.totalCount} changes
        </caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Admin</th>
            <th scope="col">Action</th>
            <th scope="col">Entity</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {auditTrail.edges.map(({ node }) => (
            <tr key={node.id}>
              <td>{formatDateTime(node.createdAt)}</td>
              <td>
                {node.admin?.name ?? 'A removed admin'}
                {node.apiKeyName && <span className="audit-table__key"> with API key {node.apiKeyName}</span>}
              </td>
              <td>{node.action}</td>
              <td>
                {node.entity} <code className="audit-table__id">{node.entityId.slice(0, 8)}</code>
              </td>
              <td>
                <ul className="audit-table__changes">
                  {node.changes.map((change) => (
                    <li key={change.field}>
                      <strong>{change.field}</strong>: {shorten(change.before)} → {shorten(change.after)}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
