import { graphql, useFragment } from 'react-relay';
import type { LeadHeader_lead$key } from '../../__generated__/LeadHeader_lead.graphql';
import { LANGUAGE_LABELS, LEAD_STATUS_LABELS, type Language, type LeadStatus } from '../../lib/domain';
import { firstContactPhrase } from './staffRole';

const fragment = graphql`
  fragment LeadHeader_lead on Lead {
    name
    erasedAt
    status
    preferredLanguage
    hoursToFirstContact
    firstContactOverdue
    agent {
      name
    }
  }
`;

/** The renter, the language they wrote in (docs/contract.md "Spanish"), where the lead stands in the pipeline, how long the first answer took (or waits) and whose it is. */
export function LeadHeader({ lead }: { lead: LeadHeader_lead$key }) {
  const data = useFragment(fragment, lead);
  return (
    <div>
      <h1>{data.erasedAt ? 'Erased renter' : (data.name ?? 'Renter')}</h1>
      <p className={data.firstContactOverdue ? 'error-text' : 'lead'}>
        {LEAD_STATUS_LABELS[data.status as LeadStatus]} · {firstContactPhrase(data.hoursToFirstContact, data.status)}
        {data.firstContactOverdue ? ' - past the 24-hour answer' : ''}
        {data.agent ? ` · ${data.agent.name}` : ' · unclaimed'}
        {` · ${LANGUAGE_LABELS[data.preferredLanguage as Language]}`}
      </p>
    </div>
  );
}
