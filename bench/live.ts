import { topics } from '@orderly/client/protocol';
import { demo } from '@orderly/test-kit';
import WebSocket from 'ws';
import { type PlacedOrder, runCheckout } from './checkout.ts';
import type { Customer } from './lib/customers.ts';
import { httpClient } from './lib/http.ts';
import { inBatches, percentile, sleep } from './lib/stats.ts';

/** An order of a staff snapshot or patch: its id and its creation time on the server's clock (same machine). */
const ORDER =
  /"id":"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"[^{}[\]]*?"createdAt":"([^"]+)"/g;

/** The demo's downtown kitchen queue. */
const staffTopic = topics.staff(demo.restaurantId, demo.downtown);

interface LiveClient {
  socket: WebSocket;
  /** When each order id was first seen in this client's snapshots (Date.now(), ms). */
  seen: Map<string, number>;
  /** Each order's createdAt (server clock, ms), as the snapshot gave it. */
  created: Map<string, number>;
}

/** Opens /live, authenticates, subscribes to one topic and waits for its first snapshot. */
function connect(wsUrl: string, token: string, topic: string, onMessage: (raw: string, at: number) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(wsUrl);
    let first = true;
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`No snapshot of ${topic} within 30 s`));
    }, 30_000);
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'auth', token }));
      socket.send(JSON.stringify({ type: 'subscribe', topic }));
    });
    socket.on('message', (data) => {
      const at = Date.now();
      const raw = String(data);
      if (raw.startsWith('{"type":"error"')) {
        clearTimeout(timer);
        reject(new Error(`${topic}: ${raw}`));
        return;
      }
      // Staff queues get patches (the changed orders) between snapshots.
      if (!raw.startsWith('{"type":"snapshot"') && !raw.startsWith('{"type":"patch"')) return;
      onMessage(raw, at);
      if (first && raw.startsWith('{"type":"snapshot"')) {
        first = false;
        clearTimeout(timer);
        resolve(socket);
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * Live latency: `staffClients` staff queues (`staff:demo:downtown`) and order pages (`order:{id}`
 * of orders placed beforehand, each signed in as the order's customer), `clients` sockets in all.
 * While the checkout load runs, staff also move some of those orders to Preparing. The server
 * pushes a snapshot before it answers the request, so the answer cannot mark the commit; measured
 * instead, as upper bounds of commit → subscriber: from the order's createdAt (the server's clock
 * when it began placing the order, on this same machine) to the first staff snapshot that lists
 * it, and from sending a status change to the order page's snapshot showing it.
 */
export async function runLive(options: {
  base: string;
  customers: Customer[];
  staffToken: string;
  preplaced: PlacedOrder[];
  clients: number;
  staffClients: number;
  seconds: number;
  connections: number;
  statusChangesPerSecond: number;
}) {
  const wsUrl = `${options.base.replace(/^http/, 'ws')}/live`;
  const staff: LiveClient[] = [];
  for (let index = 0; index < options.staffClients; index++) {
    const client: LiveClient = {
      socket: undefined as unknown as WebSocket,
      seen: new Map(),
      created: new Map(),
    };
    client.socket = await connect(wsUrl, options.staffToken, staffTopic, (raw, at) => {
      for (const match of raw.matchAll(ORDER)) {
        if (client.seen.has(match[1]!)) continue;
        client.seen.set(match[1]!, at);
        client.created.set(match[1]!, Date.parse(match[2]!));
      }
    });
    staff.push(client);
  }
  const orderPages = options.preplaced.slice(0, options.clients - options.staffClients);
  if (orderPages.length < options.clients - options.staffClients) {
    throw new Error(`Only ${orderPages.length} orders were placed for ${options.clients} live clients`);
  }
  /** When each order page first showed its order as Preparing. */
  const preparingSeen = new Map<string, number>();
  const orderSockets = await inBatches(orderPages, 50, (order) =>
    connect(wsUrl, order.customer.token, topics.order(order.orderId), (raw, at) => {
      if (!preparingSeen.has(order.orderId) && raw.includes('"status":"Preparing"')) {
        preparingSeen.set(order.orderId, at);
      }
    }),
  );

  // Staff move order pages' orders to Preparing at a steady pace while the checkout load runs.
  const staffHttp = httpClient(options.base, 2);
  const statusAnswered = new Map<string, number>();
  const statusSent = new Map<string, number>();
  let statusErrors = 0;
  const changes = (async () => {
    const gap = 1000 / options.statusChangesPerSecond;
    const end = Date.now() + options.seconds * 1000;
    let index = 0;
    while (Date.now() < end && index < orderPages.length) {
      const order = orderPages[index++]!;
      const started = Date.now();
      statusSent.set(order.orderId, started);
      const reply = await staffHttp.send(
        'POST',
        `/api/staff/orders/${order.orderId}/status`,
        { 'content-type': 'application/json', authorization: `Bearer ${options.staffToken}` },
        JSON.stringify({ status: 'Preparing' }),
      );
      if (reply.status === 200) statusAnswered.set(order.orderId, Date.now());
      else statusErrors += 1;
      await sleep(Math.max(0, gap - (Date.now() - started)));
    }
  })();

  const checkout = await runCheckout({
    base: options.base,
    customers: options.customers,
    seconds: options.seconds,
    connections: options.connections,
  });
  await changes;
  staffHttp.close();

  // Give the last snapshots time to arrive: every acknowledged order must reach every staff queue.
  const allArrived = () =>
    checkout.acknowledged.every((order) => staff.every((client) => client.seen.has(order.orderId))) &&
    [...statusAnswered.keys()].every((id) => preparingSeen.has(id));
  const waitUntil = Date.now() + 10_000;
  while (!allArrived() && Date.now() < waitUntil) await sleep(100);

  const staffLatencies: number[] = [];
  let lostStaff = 0;
  for (const order of checkout.acknowledged) {
    for (const client of staff) {
      const at = client.seen.get(order.orderId);
      if (at === undefined) lostStaff += 1;
      else staffLatencies.push(Math.max(0, at - (client.created.get(order.orderId) ?? order.sentAt)));
    }
  }
  const orderLatencies: number[] = [];
  let lostOrder = 0;
  for (const orderId of statusAnswered.keys()) {
    const at = preparingSeen.get(orderId);
    if (at === undefined) lostOrder += 1;
    else orderLatencies.push(Math.max(0, at - statusSent.get(orderId)!));
  }
  for (const socket of [...staff.map((client) => client.socket), ...orderSockets]) socket.terminate();

  const all = [...staffLatencies, ...orderLatencies];
  return {
    clients: staff.length + orderSockets.length,
    checkout,
    staffDeliveries: staffLatencies.length,
    orderDeliveries: orderLatencies.length,
    statusChanges: statusAnswered.size,
    statusErrors,
    lost: lostStaff + lostOrder,
    lostStaff,
    lostOrder,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    staffP50: percentile(staffLatencies, 50),
    staffP99: percentile(staffLatencies, 99),
    orderP50: percentile(orderLatencies, 50),
    orderP99: percentile(orderLatencies, 99),
  };
}
