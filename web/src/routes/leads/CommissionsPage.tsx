// /admins/commissions/: accounts receivable (ReceivablesSection.tsx: invoices, payments, disputes), then commissions expected against received by the month the lease was signed, and every
// leased referral with the unpaid ones first. Properties pay up to 90 days after move-in; past that an unpaid
// commission is flagged to chase. The lines download as CSV for the books.
import { useEffect } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CommissionsPageQuery } from '../../__generated__/CommissionsPageQuery.graphql';
import { QueryBoundary } from '../../components/QueryBoundary';
import { TableScroll } from '../../components/TableScroll';
import { formatCents } from '../../lib/format';
import { formatDay, formatMonth } from '../../lib/format';
import { RequireRole } from '../../lib/session/RequireRole';
import { usePageTitle } from '../../lib/usePageTitle';
import { asRole } from '../../relay/roles';
import { leadPaths } from './staffRole';
import '../accounts/accounts.css';
import './leads.css';
import { StaffLinks } from '../../components/staff/StaffLinks';
import { ReceivablesSection } from './ReceivablesSection';
import { CommissionsChart } from './CommissionsChart';

const reportQuery = graphql`
  query CommissionsPageQuery {
    commissionsByMonth {
      ...CommissionsChart_months
    }
    commissionReport {
      months {
        month
        leases
        expectedCents
        receivedCents
      }
      lines {
        apartmentName
        leadId
        daysSinceLease
        overdue
        referral {
          id
          leaseSignedOn
          leaseRentCents
          commissionExpectedCents
          commissionReceivedOn
          commissionReceivedCents
        }
      }
      csv
    }
  }
`;

export function Component() {
  usePageTitle('Commissions');
  return (
    <RequireRole role="admin">
      {() => (
        <div className="page page--wide staff-page">
          <header className="page__header">
            <h1>Commissions</h1>
            <p className="lead">Expected against received, by the month the lease was signed.</p>
            <StaffLinks
              links={[
                { to: leadPaths.inbox('admin'), label: 'Leads' },
                { to: leadPaths.outbox, label: 'Outbox' },
              ]}
            />
          </header>
          <ReceivablesSection />
          <h2>Commissions by lease</h2>
          <Report />
        </div>
      )}
    </RequireRole>
  );
}

function Report() {
  const [queryRef, loadReport] = useQueryLoader<CommissionsPageQuery>(reportQuery);
  useEffect(() => {
    // A report summed on the server: the store's copy shows at once and the server's (with leases recorded since)
    // follows; the referrals in it are the very records the lead page's changes update.
    loadReport({}, { fetchPolicy: 'store-and-network', networkCacheConfig: asRole('admin') });
  }, [loadReport]);
  return (
    <QueryBoundary resetKey={queryRef} failure="Failed to load the report." loading="Loading...">
      {queryRef && <ReportTables queryRef={queryRef} />}
    </QueryBoundary>
  );
}

function download(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `commissions-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

function ReportTables({ queryRef }: { queryRef: PreloadedQuery<CommissionsPageQuery> }) {
  const { commissionReport: report, commissionsByMonth } = usePreloadedQuery<CommissionsPageQuery>(
    reportQuery,
    queryRef,
  );
  const chart = <CommissionsChart months={commissionsByMonth} />;
  if (report.lines.length === 0)
    return (
      <>
        {chart}
        <p className="empty-state">No lease recorded yet.</p>
      </>
    );
  const cents = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatCents(value));
  return (
    <>
      <p>
        <button type="button" className="button button--secondary" onClick={() => download(report.csv)}>
          Download CSV
        </button>
      </p>
      {chart}
      <h2>By month</h2>
      <TableScroll label="Commissions by month">
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="number">
                Leases
              </th>
              <th scope="col" className="number">
                Expected
              </th>
              <th scope="col" className="number">
                Received
              </th>
            </tr>
          </thead>
          <tbody>
            {report.months.map((month) => (
              <tr key={month.month}>
                <td>{formatMonth(month.month)}</td>
                <td className="number">{month.leases}</td>
                <td className="number">{formatCents(month.expectedCents)}</td>
                <td className="number">{formatCents(month.receivedCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h2>Referrals with a lease</h2>
      <TableScroll label="Referrals with a lease">
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">Apartment</th>
              <th scope="col">Lease signed</th>
              <th scope="col" className="number">
                Rent
              </th>
              <th scope="col" className="number">
                Expected
              </th>
              <th scope="col">Received on</th>
              <th scope="col" className="number">
                Received
              </th>
            </tr>
          </thead>
          <tbody>
            {report.lines.map((line) => (
              <tr key={line.referral.id} className={line.overdue ? 'overdue' : undefined}>
                <td>
                  <Link to={leadPaths.lead('admin', line.leadId)}>{line.apartmentName}</Link>
                  {line.overdue && ` (unpaid ${line.daysSinceLease} days)`}
                </td>
                <td>{line.referral.leaseSignedOn ? formatDay(line.referral.leaseSignedOn) : ''}</td>
                <td className="number">{cents(line.referral.leaseRentCents)}</td>
                <td className="number">{cents(line.referral.commissionExpectedCents)}</td>
                <td>{line.referral.commissionReceivedOn ? formatDay(line.referral.commissionReceivedOn) : 'Unpaid'}</td>
                <td className="number">{cents(line.referral.commissionReceivedCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
