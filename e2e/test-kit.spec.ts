import { demo, demoPlaces } from '@orderly/test-kit';
import { expect, test } from '@orderly/test-kit/playwright';
import * as ordering from './ordering-helpers.ts';
import { CLOSED_URL } from './playwright.config.ts';
import * as staff from './staff-helpers.ts';

/**
 * The test kit's Playwright fixtures and the journeys' API helpers built on it: no browser, only
 * the calls every journey's set-up makes (a customer, a card, orders, staff, requests).
 */
test.describe('the test kit', () => {
  test.skip(({ isMobile }) => isMobile, 'API calls only: one project is enough');

  test('its fixtures sign up a customer of the demo restaurant', async ({ kit, customer }) => {
    const me = await kit.data('getMe', { token: customer.token });
    expect(me.user.email).toBe(customer.email);
  });

  test("the journeys' helpers set up customers, orders, staff and requests", async ({ request, baseURL }) => {
    const { token } = await ordering.signUp(request);
    await ordering.saveCard(request, token);
    await ordering.putCart(request, token, { 'fish-tacos': 1 });
    await ordering.saveAddress(request, token, demo.downtown, { placeId: demoPlaces.robson });
    const pickup = await ordering.placePickupOrder(request, token);
    const staffSession = await ordering.staffToken(request);
    await ordering.setOrderStatus(request, staffSession, pickup.orderId, 'Preparing');

    const dineIn = await staff.placeDineInOrder(request, baseURL!, 't5');
    expect(dineIn.tableNumber).toEqual(expect.any(String));
    expect((await staff.guestOrder(request, baseURL!, dineIn.trackingToken)).status).toBe('New');
    const sent = await staff.sendRequest(request, baseURL!, 't5', 'Water please');
    expect((await staff.guestRequest(request, baseURL!, sent.id)).confirmed).toBe(false);
    expect((await staff.pickupOrderWithReview(request, CLOSED_URL)).orderNumber).toBeGreaterThan(0);
  });
});
