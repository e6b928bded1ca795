// A dispute's case on the receivables page (docs/contract.md "Getting paid"): an admin accepts the property's dispute,
// or overrules it only with a note saying why; the decision is sent once and the report is read again.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DisputeCaseResolveMutation from '../../__generated__/DisputeCaseResolveMutation.graphql';
import ReceivablesSectionQuery from '../../__generated__/ReceivablesSectionQuery.graphql';
import { sessions } from '../../lib/session/sessionStore';
import { createEnvironment } from '../../relay/environment';
import { ReceivablesSection } from './ReceivablesSection';

const DISPUTE = {
  id: 'v1',
  leadId: 'l1',
  apartmentName: 'Brook Hollow',
  renterName: 'Maria Garza',
  disputeReason: 'anotherLocatorFirst',
  disputeNote: 'Locator X, Jan 3',
};

const report = (disputed: unknown[]) => ({
  receivables: {
    asOf: '2027-03-01',
    openTotalCents: 0,
    paidThisMonthCents: 0,
    quickbooksCsv: '',
    buckets: [],
    open: [],
    paidThisMonth: [],
    disputed: disputed.map((row) => ({ __typename: 'LeaseVerification', ...(row as object) })),
    verifiedNotInvoiced: [],
  },
});

type Body = { variables: Record<string, unknown>; extensions: { persistedQuery: { sha256Hash: string } } };

function openReceivables(answer: (variables: Record<string, unknown>) => unknown) {
  sessions.admin.login('admin-token', 'admin-1');
  let reads = 0;
  const sent: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    const body = JSON.parse(init?.body as string) as Body;
    if (body.extensions.persistedQuery.sha256Hash === ReceivablesSectionQuery.params.id) {
      reads += 1;
      return Promise.resolve(new Response(JSON.stringify({ data: report(reads === 1 ? [DISPUTE] : []) })));
    }
    expect(body.extensions.persistedQuery.sha256Hash).toBe(DisputeCaseResolveMutation.params.id);
    sent.push(body.variables);
    return Promise.resolve(new Response(JSON.stringify(answer(body.variables))));
  });
  const router = createMemoryRouter([{ path: '/', Component: ReceivablesSection }]);
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { sent, reads: () => reads };
}

const resolved = (caseResolution: string) => ({
  data: {
    resolveDisputeCase: { id: 'v1', status: caseResolution === 'accepted' ? 'disputed' : 'confirmed', caseResolution },
  },
});

describe("a dispute's case on the receivables page", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessions.admin.logout();
  });

  it('shows the reason and asks for a note before overruling, sending nothing without one', async () => {
    const { sent } = openReceivables(() => resolved('overruled'));
    const form = await screen.findByRole('form', { name: 'Close the dispute case of Maria Garza at Brook Hollow' });
    expect(screen.getByText(/Another locator registered this renter first \(Locator X, Jan 3\)/)).toBeTruthy();
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Overrule the dispute' })));
    expect(within(form).getByRole('alert').textContent).toBe('Say why the dispute is overruled');
    expect(sent).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Note (needed to overrule)'), {
      target: { value: '  Our registration of Jan 2 came first ' },
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Overrule the dispute' })));
    expect(sent).toEqual([
      { id: 'v1', input: { resolution: 'overrule', note: 'Our registration of Jan 2 came first' } },
    ]);
    expect(
      await screen.findByText('Dispute overruled for Maria Garza at Brook Hollow: the lease stands as recorded.'),
    ).toBeTruthy();
    // The report is read again: the case has left the list.
    expect(await screen.findByText('No open dispute.')).toBeTruthy();
  });

  it('accepts a dispute without a note', async () => {
    const { sent, reads } = openReceivables(() => resolved('accepted'));
    const form = await screen.findByRole('form', { name: 'Close the dispute case of Maria Garza at Brook Hollow' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Accept the dispute' })));
    expect(sent).toEqual([{ id: 'v1', input: { resolution: 'accept' } }]);
    expect(
      await screen.findByText('Dispute accepted for Maria Garza at Brook Hollow: nothing is invoiced.'),
    ).toBeTruthy();
    await waitFor(() => expect(reads()).toBe(2));
  });
});
