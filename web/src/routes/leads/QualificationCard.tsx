import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { QualificationCard_lead$key } from '../../__generated__/QualificationCard_lead.graphql';
import { PET_KIND_LABELS } from '../../lib/domain';
import { formatDateTime, formatCents } from '../../lib/format';
import { paths } from '../../lib/paths';

const fragment = graphql`
  fragment QualificationCard_lead on Lead {
    qualification {
      monthlyIncomeCents
      creditScoreBand
      hasVoucher
      hasCoSigner
      pets
      yearsSinceBrokenLease
      yearsSinceEviction
      criminalHistory
      yearsSinceCriminalRecord
      sharedAt
      matches {
        apartment {
          _id
          displayName
        }
        qualification {
          verdict
          reasons
        }
      }
    }
  }
`;

const CREDIT_BANDS: Record<string, string> = {
  UNDER_500: 'under 500',
  FROM_500_TO_579: '500-579',
  FROM_580_TO_619: '580-619',
  FROM_620_TO_659: '620-659',
  FROM_660_TO_719: '660-719',
  FROM_720: '720 or more',
  UNKNOWN: 'does not know',
};
const CRIMINAL: Record<string, string> = { NONE: 'none', MISDEMEANOR: 'a misdemeanor', FELONY: 'a felony' };
const VERDICTS: Record<string, string> = { LIKELY: 'Likely qualifies', ASK: 'Ask us', UNLIKELY: 'Likely not' };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const since = (years: number | null | undefined) =>
  years == null ? 'None' : years === 0 ? 'This year' : `${years} year${years === 1 ? '' : 's'} ago`;

/**
 * The renter's answers to "Do I qualify?" that the guest card carried with consent, and the apartments they likely
 * qualify for (docs/contract.md "Who qualifies"). The API sends them to the lead's agent only, and the
 * criminal-history line only where it is allowed (null for admins): a null line is left out, never shown as "none".
 */
export function QualificationCard({ lead }: { lead: QualificationCard_lead$key }) {
  const { qualification } = useFragment(fragment, lead);
  if (!qualification) return null;
  const rows: [string, ReactNode][] = [
    ['Monthly income', formatCents(qualification.monthlyIncomeCents)],
    ['Credit score', CREDIT_BANDS[qualification.creditScoreBand] ?? qualification.creditScoreBand],
    ['Housing voucher', yesNo(qualification.hasVoucher)],
    ['Co-signer', yesNo(qualification.hasCoSigner)],
    [
      'Pets',
      qualification.pets.map((kind) => PET_KIND_LABELS[kind as keyof typeof PET_KIND_LABELS]).join(', ') || 'None',
    ],
    ['Broken lease', since(qualification.yearsSinceBrokenLease)],
    ['Eviction', since(qualification.yearsSinceEviction)],
  ];
  if (qualification.criminalHistory != null) {
    const record = CRIMINAL[qualification.criminalHistory] ?? qualification.criminalHistory;
    rows.push([
      'Criminal history',
      qualification.yearsSinceCriminalRecord != null && qualification.criminalHistory !== 'NONE'
        ? `${record}, ${since(qualification.yearsSinceCriminalRecord).toLowerCase()}`
        : record,
    ]);
  }
  rows.push(['Shared', formatDateTime(qualification.sharedAt)]);
  return (
    <section className="lead-card lead-answers" aria-labelledby="lead-card-answers">
      <h2 id="lead-card-answers">Renter&apos;s answers</h2>
      <p>Shared with consent for &ldquo;Do I qualify?&rdquo;. Keep them private.</p>
      <dl className="lead-facts">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 id="lead-card-answers-matches">Likely matches</h3>
      {qualification.matches.length === 0 ? (
        <p>No listed apartment within the renter&apos;s wishes is a likely match.</p>
      ) : (
        <ul aria-labelledby="lead-card-answers-matches">
          {qualification.matches.map((match) => (
            <li key={match.apartment._id}>
              <Link to={paths.filteredFloorplans(match.apartment._id)}>{match.apartment.displayName}</Link>
              {' — '}
              {VERDICTS[match.qualification.verdict] ?? match.qualification.verdict}
              {match.qualification.reasons.length > 0 && `: ${match.qualification.reasons.join('; ')}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
