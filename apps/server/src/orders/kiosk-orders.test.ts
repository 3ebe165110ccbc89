import { kioskMessages } from '@orderly/domain';
import { guestOrderBody, products } from '@orderly/test-kit';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { locations, orders } from '../db/schema.ts';
import { invalidateRestaurantCache } from '../restaurants/restaurant-repository.ts';
import { signIn } from '../test/customers.ts';
import { serverForFile } from '../test/file-server.ts';

/**
 * A kiosk's orders (decision 0092): a guest's, named by the kiosk and never by a table (the kiosk
 * link of table 12 is not table 12), Dine-in at a stand or at the counter as the location says, or
 * takeout (Pickup) paid at the counter, with no login.
 */
const { server, api } = serverForFile();
let staffToken: string;
beforeAll(async () => {
  staffToken = await signIn(api, 'staff@demo.test');
});

/** Changes downtown's settings (as a manager would) and drops the server's cached copy. */
async function setDowntown(change: Record<string, unknown>) {
  await server.database.db
    .update(locations)
    .set({ settings: sql`${locations.settings} || ${JSON.stringify(change)}::jsonb` })
    .where(and(eq(locations.restaurantId, 'demo'), eq(locations.id, 'downtown')));
  invalidateRestaurantCache(server.database.db, 'location:demo');
}
afterEach(async () => {
  // The demo's own: kiosks on, dine-in at a stand.
  await setDowntown({ virtualKioskEnabled: true, kioskDineIn: 'stand', dineInOrderingEnabled: true });
});

const kioskOrder = (overrides: Record<string, unknown>) =>
  api.post(
    '/guest/create_order',
    guestOrderBody({ products: products({ 'ginger-soda': 1 }), tableId: null, kioskId: 't12', ...overrides }),
  );

const rowOf = async (orderId: string) => {
  const [row] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
};

const staffCard = async (orderNumber: number) => {
  const found = await api.get(
    `/api/staff/orders?restaurantId=demo&locationId=downtown&number=${orderNumber}`,
    { token: staffToken },
  );
  return found.body.data.orders[0];
};

describe('a kiosk order', () => {
  it('dine-in at a stand: the stand, not the kiosk, is where it goes; the kiosk id is no table', async () => {
    const placed = await kioskOrder({ orderType: 'Dine-in', standNumber: 14 });
    expect(placed.body.error).toBeUndefined();
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.tableNumber).toBeNull();
    const row = await rowOf(placed.body.data.order.orderId);
    expect(row).toMatchObject({
      orderType: 'Dine-in',
      paymentMethod: 'offline',
      tableId: null,
      tableNumber: null,
      kioskId: 't12',
      kioskStand: 14,
      userId: null,
    });
    const card = await staffCard(placed.body.data.order.orderNumber);
    expect(card).toMatchObject({ tableNumber: null, kiosk: { kioskId: 't12', stand: 14 } });
  });

  it('dine-in at the counter (the default): no stand, called at the counter', async () => {
    await setDowntown({ kioskDineIn: null });
    const placed = await kioskOrder({ orderType: 'Dine-in' });
    expect(placed.status).toBe(201);
    const card = await staffCard(placed.body.data.order.orderNumber);
    expect(card).toMatchObject({
      orderType: 'Dine-in',
      tableNumber: null,
      kiosk: { kioskId: 't12', stand: null },
    });
    const withStand = await kioskOrder({ orderType: 'Dine-in', standNumber: 3 });
    expect(withStand.status).toBe(400);
    expect(withStand.body.error.message).toBe(kioskMessages.noStandAtCounter);
  });

  it('takeout: a Pickup as a guest, paid at the counter, no login, name or phone', async () => {
    const placed = await kioskOrder({ orderType: 'Pickup' });
    expect(placed.body.error).toBeUndefined();
    expect(placed.status).toBe(201);
    const row = await rowOf(placed.body.data.order.orderId);
    expect(row).toMatchObject({
      orderType: 'Pickup',
      paymentMethod: 'offline',
      tableId: null,
      kioskStand: null,
    });
    // Even with dine-in ordering off, the kiosk's takeout still orders.
    await setDowntown({ dineInOrderingEnabled: false });
    expect((await kioskOrder({ orderType: 'Pickup' })).status).toBe(201);
  });

  it.each([
    [
      'no stand number where the location serves at stands',
      { orderType: 'Dine-in' },
      kioskMessages.standNumber,
    ],
    ['a stand number of 0', { orderType: 'Dine-in', standNumber: 0 }, kioskMessages.standNumber],
    ['a stand number of 1000', { orderType: 'Dine-in', standNumber: 1000 }, kioskMessages.standNumber],
    [
      'a stand number that is not whole',
      { orderType: 'Dine-in', standNumber: 2.5 },
      kioskMessages.standNumber,
    ],
    ['a stand number as text', { orderType: 'Dine-in', standNumber: '14' }, kioskMessages.standNumber],
    ['a stand for takeout', { orderType: 'Pickup', standNumber: 4 }, kioskMessages.noStandForTakeout],
    [
      "the kiosk's own id as the table",
      { orderType: 'Dine-in', tableId: 't12' },
      kioskMessages.noTableAtKiosk,
    ],
    [
      'a kiosk that is no table of the location',
      { kioskId: 'nope', orderType: 'Pickup' },
      kioskMessages.unknownKiosk,
    ],
    [
      'a stand without a kiosk',
      { kioskId: null, tableId: 't3', standNumber: 3 },
      kioskMessages.standWithoutKiosk,
    ],
    ['delivery', { orderType: 'Delivery' }, null],
  ])('refuses %s', async (_, overrides, message) => {
    const refused = await kioskOrder(overrides);
    expect(refused.status).toBe(400);
    if (message) expect(refused.body.error.message).toBe(message);
  });

  it('is refused where the location has no kiosks', async () => {
    await setDowntown({ virtualKioskEnabled: false });
    const refused = await kioskOrder({ orderType: 'Pickup' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(kioskMessages.kioskOff);
  });

  it("is the location's to set in the back office, and browsers read it with the location's settings", async () => {
    const manager = await signIn(api, 'manager@demo.test');
    const location = '/api/manage/restaurants/demo/locations/downtown';
    const saved = await api.put(location, { settings: { kioskDineIn: 'counter' } }, { token: manager });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.location.settings.kioskDineIn).toBe('counter');
    const served = await api.get('/guest/restaurants/demo/locations/downtown', {});
    expect(served.body.data.settings.kioskDineIn).toBe('counter');
    expect((await kioskOrder({ orderType: 'Dine-in' })).status).toBe(201);
    const refused = await api.put(location, { settings: { kioskDineIn: 'table' } }, { token: manager });
    expect(refused.status).toBe(400);
    // Staff cannot change it.
    const staff = await api.put(location, { settings: { kioskDineIn: 'stand' } }, { token: staffToken });
    expect(staff.status).toBe(403);
  });

  it("leaves a table's guest order as it was: table 12's order is Table 12's", async () => {
    const placed = await api.post(
      '/guest/create_order',
      guestOrderBody({ products: products({ 'ginger-soda': 1 }), tableId: 't12' }),
    );
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.tableNumber).toBe('12');
    const card = await staffCard(placed.body.data.order.orderNumber);
    expect(card).toMatchObject({ tableNumber: '12', kiosk: null });
    // A guest's takeout away from a kiosk is still refused with the spec's sentence.
    const pickup = await api.post(
      '/guest/create_order',
      guestOrderBody({ products: products({ 'ginger-soda': 1 }), tableId: null, orderType: 'Pickup' }),
    );
    expect(pickup.status).toBe(400);
    expect(pickup.body.error.message).toBe('Sorry, guest ordering is only available for dine-in.');
    // Neither a table nor a kiosk: a guest's dine-in order names where it goes or is refused.
    const nowhere = await api.post(
      '/guest/create_order',
      guestOrderBody({ products: products({ 'ginger-soda': 1 }), tableId: null }),
    );
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.error.message).toMatch(/^Sorry, /);
  });
});
