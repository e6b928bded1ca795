// The agents' inbox in real time (docs/contract.md "Beyond docs/product.md"): the first agent to call a renter wins
// them, so a new guest card, a claim, an assignment, a status change and a renter's answer on a shortlist reach every
// open inbox at once instead of at the next reload. With REDIS_URL the events cross instances through Redis pub/sub
// (one publisher and one subscriber connection per instance); without it they stay in this process. Redis keeps no
// history: a client that reconnects reads its inbox again.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from '@graphql-yoga/subscription';
import { Repeater } from '@repeaterjs/repeater';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Role } from '../auth/viewer.js';

export const LEAD_FEED_KINDS = ['created', 'claimed', 'assigned', 'unassigned', 'status', 'reaction'] as const;
export type LeadFeedKind = (typeof LEAD_FEED_KINDS)[number];

/** Ids only: every subscriber reads the lead itself, as far as it may see it (payloads travel as JSON). */
export interface LeadFeedChange {
  type: 'lead';
  kind: LeadFeedKind;
  leadId: string;
  /** The lead's agent after the change, and before it: an agent who saw the lead unclaimed hears it was taken. */
  agentId: string | null;
  previousAgentId: string | null;
}

/**
 * A staff account's sessions may have ended (logout, disabled, password changed, an API key revoked): each instance
 * reads the account again and closes the streams whose token or key no longer holds (services/live-inbox.ts). The
 * message itself decides nothing, so a forged one costs a read and closes no valid stream.
 */
export interface LeadFeedAccessEnded {
  type: 'accessEnded';
  role: Role;
  id: string;
}

export type LeadFeedMessage = LeadFeedChange | LeadFeedAccessEnded;

const RowId = z.uuid();
/** What arrives from Redis is checked like any outside input: a malformed message is dropped and logged. */
const MessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('lead'),
    kind: z.enum(LEAD_FEED_KINDS),
    leadId: RowId,
    agentId: RowId.nullable(),
    previousAgentId: RowId.nullable(),
  }),
  z.object({ type: z.literal('accessEnded'), role: z.enum(['ADMIN', 'AGENT']), id: RowId }),
]);

export interface LeadFeed {
  /** Called once the change is committed; never throws (a lost event is caught up by the next reload). */
  publish(message: LeadFeedMessage): void;
  subscribe(): AsyncIterable<LeadFeedMessage>;
  /** Resolves once this instance hears the deployment's events (through Redis: its channel subscription is acknowledged). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One channel for the whole deployment, under its REDIS_PREFIX (config.ts): deployments (and test runs) sharing one
 * Redis never hear each other, whatever db index each uses.
 */
export const leadFeedChannel = (redisPrefix: string) => `${redisPrefix}:lead-feed`;

export interface LeadFeedOptions {
  redisUrl?: string;
  /** leadFeedChannel(config.redisPrefix). */
  channel: string;
  onError?: (error: unknown) => void;
}

export function createLeadFeed(options: LeadFeedOptions): LeadFeed {
  const { channel } = options;
  const onError = options.onError ?? (() => undefined);
  const publisher = options.redisUrl ? new Redis(options.redisUrl, { lazyConnect: true }) : null;
  const subscriber = options.redisUrl ? new Redis(options.redisUrl, { lazyConnect: true }) : null;
  // An outage is logged, not thrown at a request: ioredis reconnects and subscribes again by itself.
  publisher?.on('error', onError);
  subscriber?.on('error', onError);
  const eventTarget =
    publisher && subscriber
      ? createRedisEventTarget({
          publishClient: publisher,
          subscribeClient: subscriber,
          serializer: {
            stringify: JSON.stringify,
            parse: (text) => {
              const parsed = MessageSchema.safeParse(safeJson(text));
              if (!parsed.success)
                onError(new Error(`an unreadable live inbox message was dropped: ${parsed.error.message}`));
              return parsed.success ? parsed.data : null;
            },
          },
        })
      : null;
  const pubsub = createPubSub<Record<string, [LeadFeedMessage | null]>>(eventTarget ? { eventTarget } : {});
  // The instance stays subscribed from its first live inbox on, so that inboxes opening later hear events at once
  // rather than after a new SUBSCRIBE; Redis answers a connection's commands in order, so the second SUBSCRIBE's
  // answer says the first one holds.
  let subscribed: Promise<void> | undefined;
  const listening = () => {
    if (!eventTarget || !subscriber) return Promise.resolve();
    subscribed ??= (() => {
      eventTarget.addEventListener(channel, () => undefined);
      return subscriber.subscribe(channel).then(() => undefined);
    })();
    return subscribed;
  };
  return {
    publish: (message) => {
      // Through Redis, published here rather than by the event target, whose publish has no catch: a refused
      // publish must not become an unhandled rejection.
      if (publisher) publisher.publish(channel, JSON.stringify(message)).catch(onError);
      else pubsub.publish(channel, message);
    },
    listening,
    subscribe: () =>
      new Repeater<LeadFeedMessage>(async (push, stop) => {
        void listening().catch(onError);
        const source = pubsub.subscribe(channel)[Symbol.asyncIterator]();
        const stopped = stop.then(() => ({ done: true as const, value: undefined }));
        for (;;) {
          const next = await Promise.race([source.next(), stopped]);
          if (next.done) break;
          if (next.value) await push(next.value);
        }
        await source.return?.();
        stop();
      }),
    close: async () => {
      for (const client of [publisher, subscriber]) if (client) await closeClient(client);
    },
  };
}

/** A connection never used is dropped; an open one is left with QUIT, so that Redis drops its subscription at once. */
async function closeClient(client: Redis): Promise<void> {
  if (client.status === 'wait') return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
