import { topics } from '@orderly/client/protocol';
import { demo, products, testKit } from '@orderly/test-kit';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffMembers, users } from '../db/schema.ts';
import { createDevAccounts } from '../demo/demo.ts';
import { signIn, signUpCustomer } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';
import { liveClient } from '../test/live-client.ts';
import { hashTestPassword } from '../test/test-passwords.ts';

const { server, api } = serverForFile();

const password = 'secret123';

/** A new member of the demo's staff holding only these locations (null: every one); their token. */
async function memberOf(email: string, role: 'staff' | 'manager', locationIds: string[] | null) {
  const { db } = server.database;
  await createDevAccounts(
    db,
    'demo',
    [{ email, password, name: email.split('@')[0]!, phoneNumber: '6045550003', role }],
    hashTestPassword,
  );
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db
    .update(staffMembers)
    .set({ locationIds })
    .where(and(eq(staffMembers.userId, user!.id), eq(staffMembers.restaurantId, 'demo')));
  return { userId: user!.id, token: await signIn(api, email, password) };
}

/** What a live socket signed in with this token hears first about the order's topic. */
async function liveAnswer(token: string, orderId: string) {
  const live = await liveClient(server.baseUrl, token);
  live.send({ type: 'subscribe', topic: topics.order(orderId) });
  const answer = await live.waitFor((message) => message.topic === topics.order(orderId));
  live.close();
  return answer.type as string;
}

let orderId: string;
let kitsStaff: Awaited<ReturnType<typeof memberOf>>;
let kitsManager: Awaited<ReturnType<typeof memberOf>>;
let downtownStaff: Awaited<ReturnType<typeof memberOf>>;
beforeAll(async () => {
  const customer = await signUpCustomer(api, { name: 'Robin Private', phoneNumber: '6045550142' });
  orderId = (
    await testKit(api.baseUrl).placeOrder(customer.token, {
      products: products({ fries: 1 }),
      locationId: demo.downtown,
    })
  ).orderId;
  kitsStaff = await memberOf('kits-staff@demo.test', 'staff', [demo.kitsilano]);
  kitsManager = await memberOf('kits-manager@demo.test', 'manager', [demo.kitsilano]);
  downtownStaff = await memberOf('downtown-staff@demo.test', 'staff', [demo.downtown]);
});

describe("an order's customer details", () => {
  it('are shown to staff and managers of its location or of every location, by the route and the live topic', async () => {
    const restaurantWide = [await signIn(api, demo.staff.email), await signIn(api, demo.manager.email)];
    for (const token of [downtownStaff.token, ...restaurantWide]) {
      const order = await api.get(`/api/orders/${orderId}`, { token });
      expect(order.status).toBe(200);
      expect(order.body.data.order).toMatchObject({ customerName: 'Robin Private' });
      expect(await liveAnswer(token, orderId)).toBe('subscribed');
    }
  });

  it("are refused to staff and managers of the restaurant's other locations, by the route and the live topic", async () => {
    for (const [who, token] of [
      ['staff of Kitsilano', kitsStaff.token],
      ['a manager of Kitsilano', kitsManager.token],
    ] as const) {
      const order = await api.get(`/api/orders/${orderId}`, { token });
      expect(order.status, who).toBe(404);
      expect(JSON.stringify(order.body), who).not.toContain('Robin Private');
      expect(await liveAnswer(token, orderId), who).toBe('error');
    }
  });

  it("stop reaching a staff member's live socket once their locations no longer hold the order's", async () => {
    const member = await memberOf('moving-staff@demo.test', 'staff', null);
    const manager = await signIn(api, demo.manager.email);
    const live = await liveClient(server.baseUrl, member.token);
    live.send({ type: 'subscribe', topic: topics.order(orderId) });
    await live.waitFor((message) => message.type === 'snapshot');
    const moved = await api.put(
      `/api/manage/restaurants/demo/staff/${member.userId}`,
      { role: 'staff', locationIds: [demo.kitsilano] },
      { token: manager },
    );
    expect(moved.status).toBe(200);
    const dropped = await live.waitFor(
      (message) => message.type === 'error' && message.topic === topics.order(orderId),
    );
    expect(dropped.message).toBe('Not Authenticated');
    live.close();
  });
});
