import { DEFAULT_CAPACITY } from '@orderly/domain';
import { demo } from '@orderly/test-kit';
import { kitFor } from '@orderly/test-kit/playwright';
import { expect, test } from './fixtures.ts';
import { openManage } from './manage-journey.ts';
import { isPhone, openCheckout, openLocation, putCart, signUp, useToken } from './ordering-helpers.ts';

/**
 * Capacity pacing (issue 25, decision 0077) as a diner meets it: a full window leaves the time
 * picker, and a diner whose time filled up while they checked out hears the spec's sentence, keeps
 * the cart and gets the next free time. Kitsilano paces one order per window for the journey only
 * (turned back off in `finally`); other journeys order downtown.
 */
const KITSILANO = '/restaurants/demo/locations/kitsilano';
const TIME_FULL = 'Sorry, that time is now full. Please choose another time.';
const locationPath = `/api/manage/restaurants/${demo.restaurantId}/locations/${demo.kitsilano}`;

test('capacity pacing: a full window leaves the picker, and a diner who raced hears the next free time', async ({
  page,
  request,
  checkScreen,
}) => {
  const manager = await kitFor(request).signIn(demo.manager);
  const headers = { authorization: `Bearer ${manager}` };
  const paced = await request.put(locationPath, {
    headers,
    data: { settings: { capacity: { ...DEFAULT_CAPACITY, maxOrders: 1 } } },
  });
  expect(paced.status()).toBe(200);
  try {
    const { token } = await signUp(request, 'Rita Rush');
    const rival = (await signUp(request, 'Ray Racer')).token;
    await putCart(request, token, { 'fish-tacos': 1 });
    await useToken(page, token);
    await openLocation(page, KITSILANO);
    await openCheckout(page);
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await page.getByRole('radio', { name: 'Pay In-Person' }).check();
    const openPicker = async () => {
      await page
        .getByTestId('section-time')
        .getByRole('button', { name: /Change/ })
        .click();
      await expect(page).toHaveURL(/\/order_time$/);
    };
    await openPicker();
    const slots = page.getByTestId('time-slot');
    const chosen = slots.nth(2);
    const value = (await chosen.getAttribute('data-slot')) ?? '';
    const label = ((await chosen.textContent()) ?? '').trim();
    const next = ((await slots.nth(3).textContent()) ?? '').trim();
    await chosen.click();
    await expect(page.getByTestId('section-time')).toContainText(label);

    // Another diner takes the last place in that window first.
    await kitFor(request).placeOrder(rival, {
      restaurantId: demo.restaurantId,
      locationId: demo.kitsilano,
      products: { 'fish-tacos': { id: 'fish-tacos', count: 1 } },
      orderTime: value,
    });

    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('checkout-error')).toContainText(TIME_FULL);
    await expect(page.getByTestId('checkout-next-time')).toContainText(next);
    // The cart stays, and the next free time is the one chosen.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('summary-line')).toHaveCount(1);
    await expect(page.getByTestId('section-time')).toContainText(next);
    await checkScreen('capacity-time-full');

    // The full window is no longer offered.
    await openPicker();
    await expect(page.locator(`[data-slot="${value}"]`)).toHaveCount(0);
    await expect(
      page
        .getByTestId('time-slot')
        .filter({ hasText: new RegExp(`^${next}$`) })
        .first(),
    ).toBeVisible();
    if (!isPhone(page)) await expect(page.getByRole('dialog', { name: 'Order Time' })).toBeVisible();
    await checkScreen('capacity-picker');
  } finally {
    await request.put(locationPath, { headers, data: { inherit: ['capacity'] } });
  }
});

test("capacity pacing: the back office sets a location's limits, refusing a zero with its sentence", async ({
  page,
  request,
  checkScreen,
  isMobile,
}) => {
  test.skip(isMobile, 'The back office is for desktops and tablets');
  const manager = await kitFor(request).signIn(demo.manager);
  const headers = { authorization: `Bearer ${manager}` };
  try {
    await openManage(page, `locations/${demo.kitsilano}`, 'Kitsilano');
    const section = page.getByRole('region', { name: 'Kitchen capacity' });
    await section.getByLabel('Orders per window').fill('0');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      section.getByText('Use at least 1 order per window, or leave it empty for no limit.'),
    ).toBeVisible();
    await section.getByLabel('Orders per window').fill('6');
    await section.getByLabel('Items per window').fill('40');
    await section.getByLabel('Window', { exact: true }).selectOption('30');
    await section.getByRole('switch', { name: 'Dine-in orders count' }).click();
    await checkScreen('capacity-back-office');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/Saved/).first()).toBeVisible();
    const saved = await request.get(locationPath, { headers });
    const capacity = (await saved.json()).data.location.settings.capacity;
    expect(capacity).toMatchObject({ maxOrders: 6, maxItems: 40, windowMinutes: 30, countDineIn: true });
    await page.setViewportSize({ width: 1024, height: 768 });
    await section.scrollIntoViewIfNeeded();
    await checkScreen('capacity-back-office-tablet');
  } finally {
    await request.put(locationPath, { headers, data: { inherit: ['capacity'] } });
  }
});
