import { act, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import {
  ConnectionHandler,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  createOperationDescriptor,
  type CacheConfig,
  type GraphQLResponse,
} from 'relay-runtime';
import type { Sink } from 'relay-runtime/network/RelayObservable';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LeadsPageQuery from '../../__generated__/LeadsPageQuery.graphql';
import { LEADS_CONNECTION, useLiveInbox } from './useLiveInbox';

const AGENT_ID = 'agent-1';

const lead = (id: string, name: string, agent: { id: string; name: string } | null = null) => ({
  __typename: 'Lead',
  id,
  _id: id,
  name,
  status: 'new',
  hoursToFirstContact: 0,
  firstContactOverdue: false,
  followUpOn: null,
  areas: [],
  roomTypes: [],
  budgetCents: null,
  preferredLanguage: 'EN',
  erasedAt: null,
  apartment: null,
  agent: agent && { __typename: 'AgentAccount', ...agent },
});

/** An environment whose live streams the test drives: each subscription's sink and network metadata. */
function liveEnvironment() {
  const streams: { sink: Sink<GraphQLResponse>; cacheConfig: CacheConfig }[] = [];
  const environment = new Environment({
    network: Network.create(
      () => Promise.reject(new Error('no reads in this test')),
      (_operation, _variables, cacheConfig) =>
        Observable.create<GraphQLResponse>((sink) => {
          streams.push({ sink, cacheConfig });
        }),
    ),
    store: new Store(new RecordSource()),
  });
  // The agent's "New" tab as read when the page opened: one lead waiting.
  environment.commitPayload(createOperationDescriptor(LeadsPageQuery, { inbox: 'new', first: 50 }), {
    leads: {
      totalCount: 1,
      edges: [{ cursor: 'c0', node: lead('L1', 'Waiting Renter') }],
      pageInfo: { endCursor: 'c0', hasNextPage: false },
    },
  });
  const newInbox = () => {
    let names: unknown[] = [];
    environment.commitUpdate((store) => {
      const list = ConnectionHandler.getConnection(store.getRoot(), LEADS_CONNECTION, { inbox: 'new' });
      names = [
        ...(list?.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getValue('name')),
        list?.getValue('totalCount'),
      ];
    });
    return names;
  };
  return { environment, streams, newInbox };
}

function Probe({ onReconnect }: { onReconnect: () => void }) {
  const { arrived } = useLiveInbox('agent', AGENT_ID, onReconnect);
  return <p>{arrived.size} arrived</p>;
}

describe('the live inbox', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts a new lead at the top of New and counts it; a claim by another agent takes it out again', async () => {
    const { environment, streams, newInbox } = liveEnvironment();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Probe onReconnect={() => undefined} />
      </RelayEnvironmentProvider>,
    );
    expect(streams).toHaveLength(1);
    expect(streams[0].cacheConfig.metadata?.role).toBe('agent');
    await act(async () =>
      streams[0].sink.next({
        data: { leadEvents: { kind: 'created', leadId: 'L2', lead: lead('L2', 'Fresh Renter') } },
      }),
    );
    expect(newInbox()).toEqual(['Fresh Renter', 'Waiting Renter', 2]);
    screen.getByText('1 arrived');

    await act(async () =>
      streams[0].sink.next({ data: { leadEvents: { kind: 'claimed', leadId: 'L2', lead: null } } }),
    );
    expect(newInbox()).toEqual(['Waiting Renter', 1]);
    screen.getByText('0 arrived');
  });

  it('reads the inbox again when the stream is reopened after the server ended it', async () => {
    vi.useFakeTimers();
    const { environment, streams } = liveEnvironment();
    const onReconnect = vi.fn();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Probe onReconnect={onReconnect} />
      </RelayEnvironmentProvider>,
    );
    await act(async () => streams[0].sink.complete());
    expect(onReconnect).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(streams).toHaveLength(2);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    // A dropped connection that the network layer reopens by itself reads it again too.
    await act(async () => (streams[1].cacheConfig.metadata?.onReconnect as () => void)());
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });
});
