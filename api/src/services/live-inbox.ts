// The staff's live inboxes on one instance (docs/contract.md "The live inbox"). One subscription to the deployment's
// lead feed (services/lead-feed.ts) serves every open stream, so an event costs the same few database reads on each
// instance however many streams are open: the lead (with its agent and apartment) and the sessions of the streams'
// holders. Who hears what is the inbox's own rule (leads.ts visibleTo): admins hear of every lead, an agent of the
// unclaimed ones and their own, and also that a lead they saw unclaimed was taken, so that it leaves their "New" list.
// A stream lives no longer than its session: it ends at the token's expiry, at logout, when the password or the
// account's status changes, or when its API key is revoked.
import DataLoader from 'dataloader';
import { Repeater } from '@repeaterjs/repeater';
import { assertRenterAccess } from '../auth/api-key-scope.js';
import { rateLimitAddress } from '../auth/client-address.js';
import { staffKey } from '../auth/staff-limits.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { Agent, Apartment, Lead, PrismaClient } from '../generated/prisma/client.js';
import type { LeadFeed, LeadFeedChange, LeadFeedKind, LeadFeedMessage } from './lead-feed.js';
import { staffLabel } from './verification.js';

/** The lead as one event reads it for every stream: its agent and apartment come with it. */
export type InboxLead = Lead & { agent: Agent | null; apartment: Apartment | null };

/** One event of a staff member's live inbox; `lead` is null when the lead left their sight (another agent took it). */
export interface InboxEvent {
  kind: LeadFeedKind;
  leadId: string;
  lead: InboxLead | null;
  /**
   * Records that the stream's holder read the lead's contact data (the personal-field resolvers call it): one row
   * per holder and event on this instance, however many of the holder's streams it reached.
   */
  recordRead: () => Promise<void>;
}

export const LIVE_INBOX_MESSAGES = {
  perAccount: (limit: number) =>
    `This account already has ${limit} live inboxes open. Close one (another tab or device) and try again.`,
  perAddress: (limit: number) => `${limit} live inboxes are already open from this address. Close one and try again.`,
} as const;

export interface LiveInboxOptions {
  prisma: PrismaClient;
  feed: LeadFeed;
  /** Open streams allowed per holder (an account, or an API key) and per client address, on this instance. */
  limits: { perAccount: number; perAddress: number };
  onError?: (error: unknown) => void;
}

export interface LiveInbox {
  /**
   * A new stream for the viewer; refused (429) over a limit, or for a key without LEADS scope (403). With `leadId`
   * the stream carries that lead's events only: a lead's page follows its own lead (a renter's answer to a shortlist)
   * without reading, or recording reads of, every other lead.
   */
  open(viewer: Viewer, clientIp: string, leadId?: string): AsyncIterable<InboxEvent>;
  /** Ends every open stream: a stopping instance lets its live inboxes reconnect to another one. */
  endAll(): void;
  /** Ends every stream and leaves the feed. */
  close(): Promise<void>;
}

interface Listener {
  viewer: Viewer;
  /** Who the limit per account counts: the API key, or the account. */
  holder: string;
  address: string;
  /** The one lead this stream follows (a lead's page), or undefined for the whole inbox. */
  leadId?: string;
  /** Events that came before the stream's first read. */
  early: InboxEvent[];
  push?: (event: InboxEvent) => Promise<unknown>;
  end: () => void;
}

export function createLiveInbox(options: LiveInboxOptions): LiveInbox {
  const { prisma, feed, limits } = options;
  const onError = options.onError ?? (() => undefined);
  const listeners = new Set<Listener>();
  let source: AsyncIterator<LeadFeedMessage> | undefined;

  const listen = async (messages: AsyncIterator<LeadFeedMessage>) => {
    for (;;) {
      const next = await messages.next();
      if (next.done) return;
      // One message at a time: streams hear events in the order they were published.
      await handle(next.value).catch(onError);
    }
  };

  const handle = async (message: LeadFeedMessage) => {
    if (message.type === 'accessEnded') {
      const held = [...listeners].filter((each) => each.viewer.role === message.role && each.viewer.id === message.id);
      if (held.length > 0) await sessions(held);
      return;
    }
    const current = [...listeners].filter((each) => each.leadId === undefined || each.leadId === message.leadId);
    if (current.length === 0) return;
    const [lead, names] = await Promise.all([
      prisma.lead.findUnique({ where: { id: message.leadId }, include: { agent: true, apartment: true } }),
      sessions(current),
    ]);
    // A message from elsewhere may name a lead this database does not hold.
    if (!lead) return;
    const recorder = readRecorder(prisma, lead.id);
    for (const listener of current) {
      const name = names.get(listener);
      if (name === undefined || !listeners.has(listener)) continue;
      const event = inboxEvent(listener.viewer, message, lead);
      if (event) deliver(listener, { ...event, recordRead: () => recorder.load({ viewer: listener.viewer, name }) });
    }
  };

  /** Reads the holders' sessions and ends the streams whose session is over; answers the holders' names. */
  const sessions = async (held: Listener[]) => {
    const names = await sessionNames(prisma, held, Date.now());
    for (const listener of held) if (!names.has(listener)) listener.end();
    return names;
  };

  const deliver = (listener: Listener, event: InboxEvent) => {
    if (!listener.push) {
      listener.early.push(event);
      return;
    }
    try {
      void listener.push(event).catch(() => undefined);
    } catch {
      // More events waiting than a stream may hold (a client that stopped reading): the stream ends.
      listener.end();
    }
  };

  const open = (viewer: Viewer, clientIp: string, leadId?: string): AsyncIterable<InboxEvent> => {
    assertRenterAccess(viewer);
    const holder = holderOf(viewer);
    const address = rateLimitAddress(clientIp);
    const current = [...listeners];
    if (current.filter((each) => each.holder === holder).length >= limits.perAccount)
      throw new AppError('RATE_LIMITED', LIVE_INBOX_MESSAGES.perAccount(limits.perAccount));
    if (current.filter((each) => each.address === address).length >= limits.perAddress)
      throw new AppError('RATE_LIMITED', LIVE_INBOX_MESSAGES.perAddress(limits.perAddress));
    if (!source) {
      source = feed.subscribe()[Symbol.asyncIterator]();
      void listen(source).catch(onError);
    }
    let stopStream: (() => void) | undefined;
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const listener: Listener = {
      viewer,
      holder,
      address,
      leadId,
      early: [],
      end: () => {
        listeners.delete(listener);
        clearTimeout(expiry);
        stopStream?.();
      },
    };
    listeners.add(listener);
    // The token's own end: no event is needed to close a stream whose session has expired.
    if (viewer.session) expiry = setTimeout(listener.end, Math.max(0, viewer.session.expiresAt.getTime() - Date.now()));
    // A Repeater: a client that goes away releases its stream at once, not at the next event.
    const stream = new Repeater<InboxEvent>(async (push, stop) => {
      stopStream = () => stop();
      if (!listeners.has(listener)) return stop();
      listener.push = push;
      for (const event of listener.early.splice(0)) deliver(listener, event);
      await stop;
      listener.end();
    });
    // A stream returned before its first read never runs the function above: its place is given back here.
    const returnStream = stream.return.bind(stream);
    stream.return = (value) => {
      listener.end();
      return returnStream(value);
    };
    return stream;
  };

  return {
    open,
    endAll: () => {
      for (const listener of [...listeners]) listener.end();
    },
    close: async () => {
      for (const listener of [...listeners]) listener.end();
      await source?.return?.();
    },
  };
}

/** Whom a stream belongs to: an API key counts apart from its admin's own logins. */
const holderOf = (viewer: Viewer) => (viewer.apiKey ? `KEY:${viewer.apiKey.id}` : staffKey(viewer));

/** What one holder hears of a change, by the inbox's rule; null when the change is none of theirs. */
function inboxEvent(viewer: Viewer, change: LeadFeedChange, lead: InboxLead): Omit<InboxEvent, 'recordRead'> | null {
  const seesNow = viewer.role === 'ADMIN' || lead.agentId === null || lead.agentId === viewer.id;
  if (seesNow) return { kind: change.kind, leadId: lead.id, lead };
  const sawBefore =
    change.kind !== 'created' && (change.previousAgentId === null || change.previousAgentId === viewer.id);
  return sawBefore ? { kind: change.kind, leadId: lead.id, lead: null } : null;
}

/**
 * The streams whose session still holds, with the name their reads are recorded under: a token not expired whose
 * account is active and still at the token's version (a logout or a new password moves it), or an API key not
 * revoked whose admin is active. At most three reads, whatever the number of streams.
 */
async function sessionNames(prisma: PrismaClient, held: Listener[], now: number): Promise<Map<Listener, string>> {
  const ids = (role: Viewer['role']) => [
    ...new Set(held.filter((each) => each.viewer.role === role).map((each) => each.viewer.id)),
  ];
  const keyIds = [...new Set(held.flatMap((each) => (each.viewer.apiKey ? [each.viewer.apiKey.id] : [])))];
  const select = { id: true, name: true, status: true, tokenVersion: true } as const;
  const [admins, agents, keys] = await Promise.all([
    ids('ADMIN').length > 0 ? prisma.admin.findMany({ where: { id: { in: ids('ADMIN') } }, select }) : [],
    ids('AGENT').length > 0 ? prisma.agent.findMany({ where: { id: { in: ids('AGENT') } }, select }) : [],
    keyIds.length > 0
      ? prisma.apiKey.findMany({ where: { id: { in: keyIds } }, select: { id: true, revokedAt: true } })
      : [],
  ]);
  const accounts = new Map([...admins, ...agents].map((account) => [account.id, account]));
  const names = new Map<Listener, string>();
  for (const listener of held) {
    const { viewer } = listener;
    const account = accounts.get(viewer.id);
    if (!account || account.status !== 'ACTIVE') continue;
    if (viewer.apiKey) {
      const key = keys.find((each) => each.id === viewer.apiKey!.id);
      if (!key || key.revokedAt) continue;
    } else if (
      !viewer.session ||
      viewer.session.tokenVersion !== account.tokenVersion ||
      viewer.session.expiresAt.getTime() <= now
    )
      continue;
    names.set(listener, staffLabel(account.name, viewer));
  }
  return names;
}

/**
 * The "who read this contact data" record of one event's deliveries (docs/contract.md "The live inbox"): one row per
 * holder, written together for every holder who read the lead in the same turn.
 */
function readRecorder(prisma: PrismaClient, leadId: string) {
  return new DataLoader<{ viewer: Viewer; name: string }, void, string>(
    async (readers) => {
      await prisma.leadView.createMany({
        data: readers.map(({ viewer, name }) => ({
          leadId,
          viewerRole: viewer.role,
          viewerId: viewer.id,
          viewerName: name,
        })),
      });
      return readers.map(() => undefined);
    },
    { cacheKeyFn: ({ viewer }) => holderOf(viewer) },
  );
}
