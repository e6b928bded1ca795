// The lead page as parts with their own fragments: a change's answer (the lead's fragments) updates every part, with
// no second load of the page (the status after a recorded step, the timeline after a note).
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LeadPageQuery from '../../__generated__/LeadPageQuery.graphql';
import LeadPageStatusMutation from '../../__generated__/LeadPageStatusMutation.graphql';
import useLiveLeadSubscription from '../../__generated__/useLiveLeadSubscription.graphql';
import { createSessionStore, sessions } from '../../lib/session/sessionStore';
import { createEnvironment } from '../../relay/environment';
import { Component } from './LeadPage';

const CREATED = new Date(2026, 10, 20, 9, 30).toISOString();
const CONTACTED = new Date(2026, 10, 21, 14, 5).toISOString();

function lead(status: string, timeline: unknown[]) {
  return {
    __typename: 'Lead',
    id: 'Lead:l1',
    _id: 'l1',
    name: 'Ana Renter',
    email: 'ana@example.com',
    phone: '+12105550199',
    preferredContact: 'email',
    moveInDate: '2027-01-15',
    budgetCents: 140_050,
    areas: ['Medical Center/UTSA'],
    roomTypes: ['twoBed'],
    pets: [],
    amenities: [],
    notes: null,
    status,
    preferredLanguage: 'ES',
    lostReason: null,
    followUpOn: null,
    hoursToFirstContact: 5,
    firstContactOverdue: false,
    erasedAt: null,
    createdAt: CREATED,
    agent: { __typename: 'Agent', id: 'agent-1', name: 'Sam Agent' },
    apartment: null,
    favourites: [],
    matchingApartments: [],
    referrals: [],
    shortlists: [],
    qualification: null,
    timeline,
  };
}

/** The answers a consented guest card carried; `criminal` null as an admin reads them. */
function answers(criminal: { criminalHistory: string | null; yearsSinceCriminalRecord: number | null }) {
  return {
    monthlyIncomeCents: 987_654,
    creditScoreBand: 'FROM_620_TO_659',
    hasVoucher: true,
    hasCoSigner: false,
    pets: ['cats'],
    yearsSinceBrokenLease: 2,
    yearsSinceEviction: null,
    ...criminal,
    sharedAt: CREATED,
    matches: [
      {
        apartment: { __typename: 'Apartment', id: 'Apartment:a1', _id: 'a1', displayName: 'Second Chance Commons' },
        qualification: { verdict: 'LIKELY', reasons: ['income of at least 3x the all-in rent'] },
      },
      {
        apartment: { __typename: 'Apartment', id: 'Apartment:a2', _id: 'a2', displayName: 'Unknown Gardens' },
        qualification: { verdict: 'ASK', reasons: ['income requirement not stated: ask us'] },
      },
    ],
  };
}

const received = {
  __typename: 'LeadEvent',
  id: 'e1',
  kind: 'created',
  status: null,
  text: null,
  actorName: null,
  createdAt: CREATED,
};
const contacted = {
  __typename: 'LeadEvent',
  id: 'e2',
  kind: 'status',
  status: 'contacted',
  text: null,
  actorName: 'Sam Agent',
  createdAt: CONTACTED,
};

/** The server's answer to a lead the viewer may not read: the lead's existence is not revealed (NOT_FOUND). */
const LEAD_NOT_FOUND = { data: null, errors: [{ message: 'Lead not found', extensions: { code: 'NOT_FOUND' } }] };

function openLead(answers: Record<string, unknown>, refusal: unknown = { errors: [{ message: 'unexpected' }] }) {
  sessions.agent = createSessionStore('agent');
  sessions.agent.login('tok', 'agent-1');
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    const body = JSON.parse(init?.body as string) as { extensions: { persistedQuery: { sha256Hash: string } } };
    // The page's live stream stays open and quiet (useLiveLead.ts).
    if (body.extensions.persistedQuery.sha256Hash === useLiveLeadSubscription.params.id)
      return new Promise<Response>(() => undefined);
    const data = answers[body.extensions.persistedQuery.sha256Hash];
    return Promise.resolve(new Response(JSON.stringify(data ? { data } : refusal)));
  });
  const router = createMemoryRouter([{ path: '/agents/leads/:leadId/', Component }], {
    initialEntries: ['/agents/leads/l1/'],
  });
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return fetchMock;
}

/** The page's reads and saves, without its live stream. */
function reads(fetchMock: ReturnType<typeof openLead>) {
  return fetchMock.mock.calls.filter(
    ([, init]) =>
      (JSON.parse(init?.body as string) as { extensions: { persistedQuery: { sha256Hash: string } } }).extensions
        .persistedQuery.sha256Hash !== useLiveLeadSubscription.params.id,
  );
}

describe('a lead, in parts that follow every change', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessions.agent.logout();
  });

  it("shows the renter's card with money to the cent and days written one way", async () => {
    openLead({ [LeadPageQuery.params.id!]: { lead: lead('new', [received]) } });
    const facts = within((await screen.findByRole('heading', { name: 'Guest card' })).closest('section')!);
    expect(facts.getByText('Budget').nextSibling?.textContent).toBe('$1,400.50 a month, all in');
    expect(facts.getByText('Move-in').nextSibling?.textContent).toBe('Jan 15, 2027');
    expect(facts.getByText('Received').nextSibling?.textContent).toBe('Nov 20, 2026, 9:30 AM');
    // A phone as people dial it, the link keeping the stored form; a floorplan type by its label.
    const phone = facts.getByRole('link', { name: '(210) 555-0199' });
    expect(phone.getAttribute('href')).toBe('tel:+12105550199');
    expect(facts.getByText('Room types').nextSibling?.textContent).toBe('2 Bedroom');
  });

  it("shows the renter's answers and likely matches beside the card, the criminal line only when sent", async () => {
    openLead({
      [LeadPageQuery.params.id!]: {
        lead: {
          ...lead('new', [received]),
          qualification: answers({ criminalHistory: 'FELONY', yearsSinceCriminalRecord: 6 }),
        },
      },
    });
    const card = within((await screen.findByRole('heading', { name: "Renter's answers" })).closest('section')!);
    expect(card.getByText('Monthly income').nextSibling?.textContent).toBe('$9,876.54');
    expect(card.getByText('Credit score').nextSibling?.textContent).toBe('620-659');
    expect(card.getByText('Housing voucher').nextSibling?.textContent).toBe('Yes');
    expect(card.getByText('Broken lease').nextSibling?.textContent).toBe('2 years ago');
    expect(card.getByText('Eviction').nextSibling?.textContent).toBe('None');
    expect(card.getByText('Criminal history').nextSibling?.textContent).toBe('a felony, 6 years ago');
    const matches = within(card.getByRole('list', { name: 'Likely matches' }));
    expect(matches.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Second Chance Commons', '/apartment/a1/filteredFloorplans/'],
      ['Unknown Gardens', '/apartment/a2/filteredFloorplans/'],
    ]);
    expect(matches.getAllByRole('listitem')[1].textContent).toBe(
      'Unknown Gardens — Ask us: income requirement not stated: ask us',
    );
  });

  it('leaves the criminal line out when the answer is withheld', async () => {
    openLead({
      [LeadPageQuery.params.id!]: {
        lead: {
          ...lead('new', [received]),
          qualification: answers({ criminalHistory: null, yearsSinceCriminalRecord: null }),
        },
      },
    });
    const card = within((await screen.findByRole('heading', { name: "Renter's answers" })).closest('section')!);
    expect(card.getByText('Monthly income')).toBeTruthy();
    expect(card.queryByText('Criminal history')).toBeNull();
  });

  it('shows no answers card for a lead without answers', async () => {
    openLead({ [LeadPageQuery.params.id!]: { lead: lead('new', [received]) } });
    await screen.findByRole('heading', { name: 'Guest card' });
    expect(screen.queryByRole('heading', { name: "Renter's answers" })).toBeNull();
  });

  it('shows the status and the timeline the save answers with, without loading the lead again', async () => {
    const fetchMock = openLead({
      [LeadPageQuery.params.id!]: { lead: lead('new', [received]) },
      [LeadPageStatusMutation.params.id!]: { setLeadStatus: lead('contacted', [received, contacted]) },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ana Renter');
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Status saved.')).toBeTruthy();
    expect(screen.getByText(/first contact after/).textContent).toBe(
      'Contacted · first contact after 5 h · Sam Agent · Spanish',
    );
    const timeline = within(screen.getByRole('heading', { name: 'Timeline' }).closest('section')!);
    expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Guest card receivedNov 20, 2026, 9:30 AM · Renter',
      'Status: ContactedNov 21, 2026, 2:05 PM · Sam Agent',
    ]);
    // The page's query, then the save: no reload.
    expect(reads(fetchMock)).toHaveLength(2);
  });

  it('asks for the lease when Leased is picked, and sends it with the status (docs/contract.md "Beyond docs/product.md" (leased means a lease))', async () => {
    const fetchMock = openLead({
      [LeadPageQuery.params.id!]: {
        lead: { ...lead('applied', [received]), apartment: { id: 'QXBhcnRtZW50OmEx', _id: 'a1', displayName: 'NS-7' } },
      },
      [LeadPageStatusMutation.params.id!]: { setLeadStatus: lead('leased', [received]) },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText('Lease signed')).toBeNull();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'leased' } });
    expect(screen.getByLabelText<HTMLSelectElement>('Apartment leased').value).toBe('a1');
    fireEvent.change(screen.getByLabelText('Lease signed'), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText('Monthly rent ($)'), { target: { value: '1,399.99' } });
    fireEvent.change(screen.getByLabelText('Term (months)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Status saved.')).toBeTruthy();
    const sent = JSON.parse(reads(fetchMock)[1][1]!.body as string) as { variables: { input: unknown } };
    expect(sent.variables.input).toEqual({
      status: 'leased',
      lostReason: null,
      expectedStatus: 'applied',
      lease: { apartmentId: 'a1', leaseSignedOn: '2027-03-01', leaseRentCents: 139_999, leaseTermMonths: 12 },
    });
  });

  it("shows the agent each referral's lease verification read-only: disputed with the reason, then invoiced and paid", async () => {
    const referral = (id: string, name: string, verifications: unknown[]) => ({
      __typename: 'Referral',
      id,
      apartment: { __typename: 'Apartment', id: `Apartment:${id}`, _id: id, displayName: name },
      registeredOn: null,
      propertyContact: null,
      touredOn: null,
      appliedOn: null,
      leaseSignedOn: '2027-02-20',
      leaseRentCents: 145_000,
      leaseTermMonths: 12,
      commissionPercent: 50,
      commissionExpectedCents: 72_500,
      commissionReceivedOn: null,
      commissionReceivedCents: null,
      verifications,
    });
    const verification = (id: string, fields: Record<string, unknown>) => ({
      __typename: 'LeaseVerification',
      id,
      stage: 'pending',
      commissionCents: 72_500,
      verifiedCommissionCents: null,
      disputeReason: null,
      disputeNote: null,
      caseResolution: null,
      ...fields,
    });
    openLead({
      [LeadPageQuery.params.id!]: {
        lead: {
          ...lead('leased', [received]),
          referrals: [
            referral('r1', 'Brook Hollow', [
              verification('v1', { stage: 'disputed', disputeReason: 'cameDirect', disputeNote: 'Walked in Feb 2' }),
            ]),
            referral('r2', 'Stone Oak Commons', [
              verification('v2', { stage: 'invoiced', verifiedCommissionCents: 70_000 }),
            ]),
            referral('r3', 'Alamo Lofts', [verification('v3', { stage: 'paid', verifiedCommissionCents: 70_000 })]),
          ],
        },
      },
    });
    const card = within((await screen.findByRole('heading', { name: 'Referrals' })).closest('section')!);
    const stages = card.getAllByText(/^Lease verification:/).map((line) => line.closest('p')!.textContent);
    expect(stages).toEqual([
      'Lease verification: Disputed by the property (The renter came to us directly: Walked in Feb 2)',
      'Lease verification: Invoiced (commission $700)',
      'Lease verification: Paid (commission $700)',
    ]);
    // Read-only: nothing about the verification or its invoice can be changed from here.
    expect(card.queryByRole('button', { name: /invoice|payment|verification/i })).toBeNull();
  });

  it("shows another agent's lead as not found, never loading for ever", async () => {
    openLead({}, LEAD_NOT_FOUND);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Lead not found');
    expect(
      screen.getByText('This lead is not in your inbox: another agent may have it, or it was deleted.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the inbox' }).getAttribute('href')).toBe('/agents/leads/');
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('keeps a typed note on screen when the save is refused', async () => {
    openLead({ [LeadPageQuery.params.id!]: { lead: lead('new', [received]) } });
    const note = await screen.findByLabelText<HTMLTextAreaElement>('Note');
    fireEvent.change(note, { target: { value: 'Called, left a voicemail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to timeline' }));
    // The answer to an unknown call is the refusal 'unexpected'.
    expect(await screen.findByText('unexpected')).toBeTruthy();
    expect(note.value).toBe('Called, left a voicemail');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add to timeline' }).disabled).toBe(false);
  });

  it("shows the note's one limit before typing and counts as the agent types", async () => {
    openLead({ [LeadPageQuery.params.id!]: { lead: lead('new', [received]) } });
    const note = await screen.findByLabelText<HTMLTextAreaElement>('Note');
    expect(note.maxLength).toBe(2000);
    const count = () => document.getElementById(note.getAttribute('aria-describedby')!)?.textContent;
    expect(count()).toBe('0 of 2,000 characters');
    fireEvent.change(note, { target: { value: 'Called twice' } });
    expect(count()).toBe('12 of 2,000 characters');
  });
});
