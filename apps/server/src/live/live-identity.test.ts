import { topics } from '@orderly/client/protocol';
import { demo, products, testKit } from '@orderly/test-kit';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createDevAccounts } from '../demo/demo.ts';
import { registerContract } from '../http/contract.ts';
import { signIn, signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';
import type { Json } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { hashTestPassword } from '../test/test-passwords.ts';
import type { LiveCaller, LiveHub, LiveSubscriber } from './live-hub.ts';
import { registerLiveSocket } from './live-socket.ts';

const { server, api } = serverForFile();

const queue = topics.staff(demo.restaurantId, demo.downtown);
const password = 'secret123';
let manager: string;
beforeAll(async () => {
  manager = await signIn(api, demo.manager.email);
});

/** A new member of the demo's staff at every location: their id and a session token. */
async function newStaffMember(email: string) {
  const { db } = server.database;
  await createDevAccounts(
    db,
    'demo',
    [{ email, password, name: 'Temp Staff', phoneNumber: '6045550004', role: 'staff' }],
    hashTestPassword,
  );
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { userId: user!.id, token: await signIn(api, email, password) };
}

const removeFromStaff = async (userId: string) => {
  const removed = await api.delete(`/api/manage/restaurants/demo/staff/${userId}`, { token: manager });
  expect(removed.status).toBe(200);
};

/** A socket of the manager's on the queue, to know when a new order has reached the queue's sockets. */
async function managerScreen() {
  const screen = await liveClient(server.baseUrl, manager);
  screen.send({ type: 'subscribe', topic: queue });
  await screen.waitFor((message) => message.type === 'snapshot' && message.topic === queue);
  return screen;
}

/** Places an order as a new customer with this name; resolves once the manager's queue shows it. */
async function orderReachingTheQueue(screen: Awaited<ReturnType<typeof managerScreen>>, name: string) {
  const customer = await signUpCustomer(api, { name, phoneNumber: '6045550199' });
  const from = screen.messages.length;
  await testKit(api.baseUrl).placeOrder(customer.token, { products: products({ fries: 1 }) });
  await screen.waitFor((message) => message.topic === queue && JSON.stringify(message).includes(name), from);
}

const mentions = (messages: Json[], text: string) => messages.some((m) => JSON.stringify(m).includes(text));

describe("a live socket's topics follow the identity it holds now", () => {
  it('signing out on the socket (auth with a null token) drops the staff queue: a removed member hears no new order', async () => {
    const member = await newStaffMember('leaving-staff@demo.test');
    const screen = await managerScreen();
    const live = await liveClient(server.baseUrl, member.token);
    live.send({ type: 'subscribe', topic: queue });
    await live.waitFor((message) => message.type === 'snapshot' && message.topic === queue);

    const from = live.messages.length;
    live.send({ type: 'auth', token: null });
    await live.waitFor((message) => message.type === 'authenticated', from);
    const dropped = await live.waitFor(
      (message) => message.type === 'error' && message.topic === queue,
      from,
    );
    expect(dropped.message).toBe('Not Authenticated');

    await removeFromStaff(member.userId);
    await orderReachingTheQueue(screen, 'Avery Lindqvist');
    expect(mentions(live.messages, 'Avery Lindqvist')).toBe(false);
    live.close();
    screen.close();
  });

  it("another person's token drops what that person may not follow and keeps what they may", async () => {
    const member = await newStaffMember('switching-staff@demo.test');
    const customer = await signUpCustomer(api);
    const menu = topics.menu(demo.restaurantId, demo.downtown);
    const live = await liveClient(server.baseUrl, member.token);
    for (const topic of [queue, topics.user(member.userId), menu]) {
      live.send({ type: 'subscribe', topic });
      await live.waitFor((message) => message.type === 'snapshot' && message.topic === topic);
    }
    const from = live.messages.length;
    live.send({ type: 'auth', token: customer.token });
    await live.waitFor((message) => message.type === 'authenticated', from);
    for (const topic of [queue, topics.user(member.userId)]) {
      const dropped = await live.waitFor(
        (message) => message.type === 'error' && message.topic === topic,
        from,
      );
      expect(dropped.message).toBe('Not Authenticated');
    }
    expect(live.messages.slice(from).some((message) => message.topic === menu)).toBe(false);

    // The topics dropped are no longer sent: the staff queue hears no new order.
    const screen = await managerScreen();
    await orderReachingTheQueue(screen, 'Quinn Hidden');
    expect(mentions(live.messages, 'Quinn Hidden')).toBe(false);
    live.close();
    screen.close();
  });

  it("another staff member's token keeps the queue, until that member is removed (not the first)", async () => {
    const first = await newStaffMember('first-staff@demo.test');
    const second = await newStaffMember('second-staff@demo.test');
    const live = await liveClient(server.baseUrl, first.token);
    live.send({ type: 'subscribe', topic: queue });
    await live.waitFor((message) => message.type === 'snapshot' && message.topic === queue);
    const from = live.messages.length;
    live.send({ type: 'auth', token: second.token });
    await live.waitFor((message) => message.type === 'authenticated', from);

    const screen = await managerScreen();
    await removeFromStaff(first.userId);
    await orderReachingTheQueue(screen, 'Kept Visible');
    await live.waitFor((message) => JSON.stringify(message).includes('Kept Visible'), from);
    expect(live.messages.slice(from).some((message) => message.type === 'error')).toBe(false);

    await removeFromStaff(second.userId);
    const dropped = await live.waitFor(
      (message) => message.type === 'error' && message.topic === queue,
      from,
    );
    expect(dropped.message).toBe('Not Authenticated');
    live.close();
    screen.close();
  });
});

describe('a change of rights while a subscription is being answered', () => {
  let app: ReturnType<typeof Fastify> | undefined;
  afterAll(() => app?.close());

  it('is checked after the subscription is in place, so it cannot slip past the check', async () => {
    // A hub whose snapshot is slow: the member's rights change while their subscribe is answered.
    let allowed = true;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const unsubscribed: string[] = [];
    const hub = {
      subscribe: async (_caller: LiveCaller, topic: string, subscriber: LiveSubscriber) => {
        subscriber.send(JSON.stringify({ type: 'subscribed', topic }));
        await answered;
        subscriber.send(JSON.stringify({ type: 'snapshot', topic, data: null }));
        return true;
      },
      allows: async () => allowed,
      unsubscribe: (topic: string) => unsubscribed.push(topic),
      unsubscribeAll: () => undefined,
    } as unknown as LiveHub;
    app = Fastify();
    await registerContract(app);
    const live = await registerLiveSocket(app, hub, async (token) => ({ userId: token ? 'member' : null }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    const socket = await liveClient(baseUrl, 'a-token');
    socket.send({ type: 'subscribe', topic: queue });
    await socket.waitFor((message) => message.type === 'subscribed');
    // Removed from the staff now, while the snapshot is still being read.
    allowed = false;
    const rechecked = live.sessionsEnded('member');
    answer();
    await rechecked;
    const dropped = await socket.waitFor((message) => message.type === 'error' && message.topic === queue);
    expect(dropped.message).toBe('Not Authenticated');
    expect(unsubscribed).toEqual([queue]);
    socket.close();
  });

  it('a socket that closes while its subscribe is answered holds nothing afterwards', async () => {
    const events: string[] = [];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const hub = {
      subscribe: async (_caller: LiveCaller, topic: string, subscriber: LiveSubscriber) => {
        subscriber.send(JSON.stringify({ type: 'subscribed', topic }));
        await answered;
        events.push('subscribed');
        return true;
      },
      allows: async () => true,
      unsubscribe: () => undefined,
      unsubscribeAll: () => events.push('unsubscribed all'),
    } as unknown as LiveHub;
    const closing = Fastify();
    await registerContract(closing);
    await registerLiveSocket(closing, hub, async () => ({ userId: null }));
    await closing.listen({ port: 0, host: '127.0.0.1' });
    try {
      const socket = await liveClient(
        `http://127.0.0.1:${(closing.server.address() as { port: number }).port}`,
      );
      socket.send({ type: 'subscribe', topic: queue });
      await socket.waitFor((message) => message.type === 'subscribed');
      socket.close();
      for (let tries = 0; tries < 100 && !events.includes('unsubscribed all'); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      answer();
      const letGoAfter = () =>
        events.includes('subscribed') &&
        events.lastIndexOf('unsubscribed all') > events.indexOf('subscribed');
      for (let tries = 0; tries < 100 && !letGoAfter(); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // The subscription the hub took after the close is let go as well.
      expect(events.slice(events.indexOf('subscribed'))).toEqual(['subscribed', 'unsubscribed all']);
    } finally {
      await closing.close();
    }
  });
});
