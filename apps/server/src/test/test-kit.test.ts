import { ApiError, demo, products, testKit } from '@orderly/test-kit';
import { describe, expect, it } from 'vitest';
import { serverForFile } from './file-server.ts';

/** The test kit (@orderly/test-kit) against the real server: its set-up works and its ids are the demo's. */
describe('the test kit', () => {
  const { server } = serverForFile();

  it('reads the demo ids the server seeded', async () => {
    const kit = testKit(server.baseUrl);
    const location = await kit.data('getLocation', {
      params: { restaurantId: demo.restaurantId, locationId: demo.downtown },
    });
    expect(location.restaurant.id).toBe(demo.restaurantId);
    expect(location.locations.map((entry) => entry.id)).toContain(demo.downtown);
    const me = await kit.data('getMe', { token: await kit.staffSignIn() });
    expect(me.user.email).toBe(demo.staff.email);
  });

  it('signs up, saves a card and places orders, typed by the contract', async () => {
    const kit = testKit(server.baseUrl);
    const customer = await kit.signUp({ name: 'Kit Tester' });
    expect(await kit.signIn(customer)).toEqual(expect.any(String));
    const card = await kit.saveCard(customer.token);
    expect(card.card.last4).toBe('4242');
    const order = await kit.placeOrder(customer.token, {
      products: products({ fries: 1 }),
      paymentMethod: 'online',
    });
    expect(order.orderNumber).toBeGreaterThan(0);
    const guest = await kit.placeGuestOrder({ products: products({ fries: 1 }), tableId: 't3' });
    expect(guest.trackingToken).toEqual(expect.any(String));
  });

  it("throws the server's sentence when a call is refused", async () => {
    const kit = testKit(server.baseUrl);
    const refused = kit.signIn({ email: demo.staff.email, password: 'not-the-password' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 401 });
  });
});
