import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverNow } from '../../lib/client.ts';
import type { CustomerOrder } from './api/orders.ts';
import { useLiveOrder } from './use-live-order.ts';

/*
 * The hook runs on the app's real API client and live socket (lib/client.ts, @orderly/client);
 * only the network is fake: `fetch` answers GET /api/orders/{id}, and a WebSocket stand-in plays
 * the server's side of /live.
 */

class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  sent: { type: string; topic?: string }[] = [];
  opened = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.onclose?.({ code: 1000 });
  }
  /* The server's side. */
  serverSends(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  serverDrops() {
    act(() => this.onclose?.({ code: 1006 }));
  }
}

const latestSocket = () => FakeSocket.all.at(-1)!;

/**
 * The app's socket once it asked for the topic, opened by the "server" if it was not yet. (The
 * app keeps one socket for its life, so a later test may find it open already.)
 */
async function connected(topic: string) {
  const socket = await waitFor(() => {
    const created = latestSocket();
    expect(created).toBeDefined();
    return created;
  });
  if (!socket.opened) {
    socket.opened = true;
    act(() => socket.onopen?.());
  }
  await waitFor(() => expect(socket.sent).toContainEqual({ type: 'subscribe', topic }));
  return socket;
}

function order(id: string, overrides: Partial<CustomerOrder> = {}): CustomerOrder {
  return {
    id,
    orderNumber: 42,
    status: 'New',
    totalRefundAmount: 0,
    refunds: [],
    ...overrides,
  } as CustomerOrder;
}

function answers(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an order kept live', () => {
  it('shows the order as fetched, then every change the server publishes, without a reload', async () => {
    fetchMock.mockResolvedValue(answers(200, { data: { order: order('o1') } }));
    const { result } = renderHook(() => useLiveOrder('o1'));
    expect(result.current.status).toBe('loading');

    await waitFor(() => expect(result.current).toEqual({ status: 'ready', order: order('o1') }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/orders/o1');

    const socket = await connected('order:o1');
    socket.serverSends({ type: 'subscribed', topic: 'order:o1' });
    socket.serverSends({
      type: 'snapshot',
      topic: 'order:o1',
      data: { order: order('o1', { status: 'Preparing' }), serverTime: new Date().toISOString() },
    });
    expect(result.current).toEqual({ status: 'ready', order: order('o1', { status: 'Preparing' }) });

    // Staff cancel it and refund the payment: the screen shows both at once.
    socket.serverSends({
      type: 'snapshot',
      topic: 'order:o1',
      data: {
        order: order('o1', { status: 'Cancelled', totalRefundAmount: 3045 }),
        serverTime: new Date().toISOString(),
      },
    });
    expect(result.current.status === 'ready' && result.current.order.status).toBe('Cancelled');
    expect(result.current.status === 'ready' && result.current.order.totalRefundAmount).toBe(3045);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the order on screen through a dropped connection and catches up on the server's snapshot", async () => {
    fetchMock.mockResolvedValue(answers(200, { data: { order: order('o2') } }));
    const { result } = renderHook(() => useLiveOrder('o2'));
    const first = await connected('order:o2');
    first.serverSends({
      type: 'snapshot',
      topic: 'order:o2',
      data: { order: order('o2', { status: 'Preparing' }), serverTime: new Date().toISOString() },
    });

    const sockets = FakeSocket.all.length;
    first.serverDrops();
    expect(result.current.status === 'ready' && result.current.order.status).toBe('Preparing');

    // The socket comes back by itself (after its backoff) and subscribes again.
    await waitFor(() => expect(FakeSocket.all.length).toBe(sockets + 1), { timeout: 3000 });
    const second = await connected('order:o2');
    expect(result.current.status === 'ready' && result.current.order.status).toBe('Preparing');
    second.serverSends({
      type: 'snapshot',
      topic: 'order:o2',
      data: { order: order('o2', { status: 'Done' }), serverTime: new Date().toISOString() },
    });
    expect(result.current.status === 'ready' && result.current.order.status).toBe('Done');
  });

  it("reads times by the server's clock, which every snapshot sets", async () => {
    fetchMock.mockResolvedValue(answers(200, { data: { order: order('o3') } }));
    renderHook(() => useLiveOrder('o3'));
    const socket = await connected('order:o3');
    const serverTime = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    socket.serverSends({ type: 'snapshot', topic: 'order:o3', data: { order: order('o3'), serverTime } });

    expect(Math.abs(serverNow().getTime() - Date.parse(serverTime))).toBeLessThan(5_000);
  });

  it('shows the next order, not the last one, when the address changes', async () => {
    fetchMock.mockImplementation(async (input) =>
      answers(200, { data: { order: order(String(input).endsWith('o5') ? 'o5' : 'o4') } }),
    );
    const { result, rerender } = renderHook(({ id }) => useLiveOrder(id), { initialProps: { id: 'o4' } });
    await waitFor(() => expect(result.current.status === 'ready' && result.current.order.id).toBe('o4'));

    rerender({ id: 'o5' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status === 'ready' && result.current.order.id).toBe('o5'));
  });
});

describe('an order that cannot be shown', () => {
  it("says the server's sentence", async () => {
    fetchMock.mockResolvedValue(answers(404, { error: { message: 'Sorry, we could not find that order.' } }));
    const { result } = renderHook(() => useLiveOrder('missing'));
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'error', message: 'Sorry, we could not find that order.' }),
    );
  });

  it('says the connection failed when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useLiveOrder('offline'));
    await waitFor(() =>
      expect(result.current).toEqual({
        status: 'error',
        message: 'Sorry, we could not reach the restaurant. Please check your connection.',
      }),
    );
  });
});
