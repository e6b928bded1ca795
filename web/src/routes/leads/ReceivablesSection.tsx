// /admins/commissions/ as accounts receivable (docs/contract.md "Getting paid"): open invoices by age (current,
// 31-60, 61-90, 90+ days from move-in), payments this month, disputed verifications (each a case with the lead's
// timeline as evidence), and verified leases not yet invoiced. Admins record payments, void an invoice (a credit
// note), download an invoice's PDF and the QuickBooks CSV.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  fetchQuery,
  graphql,
  usePreloadedQuery,
  useQueryLoader,
  useRelayEnvironment,
  type PreloadedQuery,
} from 'react-relay';
import { Link } from 'react-router-dom';
import type {
  ReceivablesSectionQuery,
  ReceivablesSectionQuery$data,
} from '../../__generated__/ReceivablesSectionQuery.graphql';
import type { ReceivablesSectionPaymentMutation } from '../../__generated__/ReceivablesSectionPaymentMutation.graphql';
import type { ReceivablesSectionVoidMutation } from '../../__generated__/ReceivablesSectionVoidMutation.graphql';
import type { ReceivablesSectionIssueMutation } from '../../__generated__/ReceivablesSectionIssueMutation.graphql';
import type { ReceivablesSectionPdfQuery } from '../../__generated__/ReceivablesSectionPdfQuery.graphql';
import { QueryBoundary } from '../../components/QueryBoundary';
import { AGING_BUCKET_LABELS } from '../../lib/domain';
import { TableScroll } from '../../components/TableScroll';
import { formatCents, formatDay } from '../../lib/format';
import { useFormAction } from '../../lib/forms/useFormAction';
import { commit } from '../../relay/commit';
import { asRole } from '../../relay/roles';
import { DisputeCase } from './DisputeCase';
import { ActionError, TextField } from './InlineFields';
import { fieldToCents, leadPaths } from './staffRole';

const receivablesQuery = graphql`
  query ReceivablesSectionQuery {
    receivables {
      asOf
      openTotalCents
      paidThisMonthCents
      quickbooksCsv
      buckets {
        bucket
        totalCents
      }
      open {
        bucket
        balanceCents
        daysOverdue
        invoice {
          id
          label
          apartmentName
          renterName
          leadId
          amountCents
          dueOn
        }
      }
      paidThisMonth {
        payment {
          id
          amountCents
          receivedOn
          reference
        }
        invoice {
          label
          apartmentName
        }
      }
      disputed {
        id
        ...DisputeCase_verification
      }
      verifiedNotInvoiced {
        id
        leadId
        apartmentName
        renterName
        verifiedMoveInOn
        verifiedCommissionCents
      }
    }
  }
`;

const paymentMutation = graphql`
  mutation ReceivablesSectionPaymentMutation($invoiceId: ID!, $input: PaymentInput!) {
    recordPayment(invoiceId: $invoiceId, input: $input) {
      id
      balanceCents
    }
  }
`;

const voidMutation = graphql`
  mutation ReceivablesSectionVoidMutation($invoiceId: ID!, $reason: String!) {
    voidInvoice(invoiceId: $invoiceId, reason: $reason) {
      creditNote {
        label
      }
    }
  }
`;

const issueMutation = graphql`
  mutation ReceivablesSectionIssueMutation {
    issueDueInvoices
  }
`;

const pdfQuery = graphql`
  query ReceivablesSectionPdfQuery($id: ID!) {
    invoice(id: $id) {
      label
      pdfBase64
    }
  }
`;

function save(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function ReceivablesSection() {
  const [queryRef, load] = useQueryLoader<ReceivablesSectionQuery>(receivablesQuery);
  // Totals summed on the server: after a payment, a void or an invoicing run the report is read again.
  const reload = useCallback(
    () => load({}, { fetchPolicy: 'network-only', networkCacheConfig: asRole('admin') }),
    [load],
  );
  useEffect(() => reload(), [reload]);
  return (
    <section aria-labelledby="receivables-heading">
      <h2 id="receivables-heading">Accounts receivable</h2>
      <QueryBoundary resetKey={queryRef} failure="Failed to load the receivables." loading="Loading...">
        {queryRef && <Receivables queryRef={queryRef} reload={reload} />}
      </QueryBoundary>
    </section>
  );
}

type Report = ReceivablesSectionQuery$data['receivables'];

function Receivables({ queryRef, reload }: { queryRef: PreloadedQuery<ReceivablesSectionQuery>; reload: () => void }) {
  const { receivables: report } = usePreloadedQuery<ReceivablesSectionQuery>(receivablesQuery, queryRef);
  const environment = useRelayEnvironment();
  const [notice, setNotice] = useState<string | null>(null);
  const issue = useFormAction(() => commit<ReceivablesSectionIssueMutation>(environment, issueMutation, {}, 'admin'), {
    fallback: 'Could not issue the invoices.',
    onSuccess: ({ issueDueInvoices: count }) => {
      setNotice(count === 1 ? '1 invoice issued.' : `${count} invoices issued.`);
      reload();
    },
  });
  const downloadPdf = (id: string) =>
    fetchQuery<ReceivablesSectionPdfQuery>(
      environment,
      pdfQuery,
      { id },
      {
        fetchPolicy: 'network-only',
        networkCacheConfig: asRole('admin'),
      },
    ).subscribe({
      next: ({ invoice }) =>
        save(
          `${invoice.label}.pdf`,
          new Blob([Uint8Array.from(atob(invoice.pdfBase64), (c) => c.charCodeAt(0))], { type: 'application/pdf' }),
        ),
    });
  return (
    <>
      <p>
        Ages as of {formatDay(report.asOf)}, counted from move-in (invoices are due 30 days after it).{' '}
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            save(
              `invoices-quickbooks-${report.asOf}.csv`,
              new Blob([report.quickbooksCsv], { type: 'text/csv;charset=utf-8' }),
            )
          }
        >
          Download QuickBooks CSV
        </button>
      </p>
      {notice && (
        <p role="status" className="notice">
          {notice}
        </p>
      )}
      <TableScroll label="Open invoices by age">
        <table className="report-table" aria-label="Open invoices by age">
          <thead>
            <tr>
              {report.buckets.map((bucket) => (
                <th key={bucket.bucket} scope="col" className="number">
                  {AGING_BUCKET_LABELS[bucket.bucket as keyof typeof AGING_BUCKET_LABELS]}
                </th>
              ))}
              <th scope="col" className="number">
                Total open
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              {report.buckets.map((bucket) => (
                <td key={bucket.bucket} className="number" data-bucket={bucket.bucket}>
                  {formatCents(bucket.totalCents)}
                </td>
              ))}
              <td className="number">{formatCents(report.openTotalCents)}</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
      <h3>Open invoices</h3>
      {report.open.length === 0 ? (
        <p className="empty-state">Nothing is owed.</p>
      ) : (
        <ul className="receivables-list">
          {report.open.map((line) => (
            <OpenInvoice key={line.invoice.id} line={line} reload={reload} onPdf={() => downloadPdf(line.invoice.id)} />
          ))}
        </ul>
      )}
      <h3>Paid this month: {formatCents(report.paidThisMonthCents)}</h3>
      <ul>
        {report.paidThisMonth.map(({ payment, invoice }) => (
          <li key={payment.id}>
            {formatCents(payment.amountCents)} for {invoice.label} ({invoice.apartmentName}) on{' '}
            {formatDay(payment.receivedOn)}
            {payment.reference ? `, ${payment.reference}` : ''}
          </li>
        ))}
      </ul>
      <h3>Disputed</h3>
      {report.disputed.length === 0 ? (
        <p className="empty-state">No open dispute.</p>
      ) : (
        <ul className="receivables-list">
          {report.disputed.map((row) => (
            <DisputeCase
              key={row.id}
              verification={row}
              onResolved={(message) => {
                setNotice(message);
                reload();
              }}
            />
          ))}
        </ul>
      )}
      <h3>Verified, not yet invoiced</h3>
      {report.verifiedNotInvoiced.length === 0 ? (
        <p className="empty-state">Every verified lease is invoiced.</p>
      ) : (
        <>
          <ul>
            {report.verifiedNotInvoiced.map((row) => (
              <li key={row.id}>
                <Link to={leadPaths.lead('admin', row.leadId)}>
                  {row.renterName ?? 'Erased renter'} at {row.apartmentName}
                </Link>
                : {formatCents(row.verifiedCommissionCents ?? 0)}, move-in{' '}
                {row.verifiedMoveInOn ? formatDay(row.verifiedMoveInOn) : ''}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--secondary"
            disabled={issue.busy}
            onClick={() => void issue.run()}
          >
            Invoice the leases whose move-in has come
          </button>
        </>
      )}
    </>
  );
}

function OpenInvoice({ line, reload, onPdf }: { line: Report['open'][number]; reload: () => void; onPdf: () => void }) {
  const environment = useRelayEnvironment();
  const { invoice } = line;
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState('');
  const [reason, setReason] = useState('');
  const pay = useFormAction(
    (amountCents: number) =>
      commit<ReceivablesSectionPaymentMutation>(
        environment,
        paymentMutation,
        { invoiceId: invoice.id, input: { amountCents, receivedOn } },
        'admin',
      ),
    { fallback: 'Could not record the payment.', onSuccess: reload },
  );
  const voiding = useFormAction(
    () => commit<ReceivablesSectionVoidMutation>(environment, voidMutation, { invoiceId: invoice.id, reason }, 'admin'),
    { fallback: 'Could not void the invoice.', onSuccess: reload },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = fieldToCents(amount);
    if (cents === null || Number.isNaN(cents)) {
      pay.setError('Amounts must be dollars, like 1450 or 1450.50');
      return;
    }
    void pay.run(cents);
  };
  return (
    <li className="receivable" data-invoice={invoice.label}>
      <p>
        <strong>{invoice.label}</strong> <Link to={leadPaths.lead('admin', invoice.leadId)}>{invoice.renterName}</Link>{' '}
        at {invoice.apartmentName}: {formatCents(line.balanceCents)} owed of {formatCents(invoice.amountCents)}, due{' '}
        {formatDay(invoice.dueOn)} ({AGING_BUCKET_LABELS[line.bucket as keyof typeof AGING_BUCKET_LABELS]}
        {line.daysOverdue > 0 ? `, ${line.daysOverdue} days overdue` : ''}){' '}
        <button type="button" className="button button--secondary" onClick={onPdf}>
          PDF
        </button>
      </p>
      <form className="inline-form" onSubmit={submit} aria-label={`Record a payment for ${invoice.label}`}>
        <TextField label="Amount ($)" inputMode="decimal" value={amount} onChange={setAmount} />
        <TextField label="Received on" type="date" value={receivedOn} onChange={setReceivedOn} />
        <button type="submit" className="button button--primary" disabled={pay.busy}>
          Record payment
        </button>
        <ActionError error={pay.error} />
      </form>
      <form
        className="inline-form"
        aria-label={`Void ${invoice.label}`}
        onSubmit={(event) => {
          event.preventDefault();
          void voiding.run();
        }}
      >
        <TextField label="Reason to void" maxLength={300} value={reason} onChange={setReason} />
        <button type="submit" className="button button--secondary" disabled={voiding.busy}>
          Void with a credit note
        </button>
        <ActionError error={voiding.error} />
      </form>
    </li>
  );
}
