// Where a referral's lease stands with the property, read-only (docs/contract.md "Getting paid"): waiting, confirmed,
// corrected, disputed with the property's reason (and an admin's decision), invoiced, paid. The agent follows it here;
// the invoice itself is for admins, so nothing of it shows but its stage.
import { graphql, useFragment } from 'react-relay';
import type { LeaseVerificationStage_verification$key } from '../../__generated__/LeaseVerificationStage_verification.graphql';
import {
  DISPUTE_REASON_LABELS,
  VERIFICATION_STAGE_LABELS,
  type DisputeReason,
  type VerificationStage,
} from '../../lib/domain';
import { formatCents } from '../../lib/format';

const fragment = graphql`
  fragment LeaseVerificationStage_verification on LeaseVerification {
    stage
    commissionCents
    verifiedCommissionCents
    disputeReason
    disputeNote
    caseResolution
  }
`;

export function LeaseVerificationStage({ verification }: { verification: LeaseVerificationStage_verification$key }) {
  const data = useFragment(fragment, verification);
  const commission = data.verifiedCommissionCents ?? data.commissionCents;
  const details: string[] = [];
  if (data.stage === 'disputed' && data.disputeReason)
    details.push(
      `${DISPUTE_REASON_LABELS[data.disputeReason as DisputeReason]}${data.disputeNote ? `: ${data.disputeNote}` : ''}`,
    );
  else details.push(`commission ${formatCents(commission)}`);
  if (data.caseResolution === 'accepted') details.push('an admin accepted the dispute');
  if (data.caseResolution === 'overruled') details.push('an admin overruled the dispute');
  return (
    <p className="fine-print" data-verification-stage={data.stage}>
      <strong>Lease verification: {VERIFICATION_STAGE_LABELS[data.stage as VerificationStage]}</strong> (
      {details.join('; ')})
    </p>
  );
}
