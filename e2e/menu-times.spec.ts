import { expect, test } from './fixtures.ts';
import { isPhone, openCheckout, openLocation, putCart, signUp, useToken } from './ordering-helpers.ts';

/**
 * A menu's hours said where the time is chosen (issue 24): Kitsilano serves its lunch & dinner menu
 * (the fish tacos) from 11:00 AM; a breakfast time tomorrow leaves them out. The product says when
 * it is served, and the checkout says it is left out as soon as that time is chosen, not at PLACE
 * ORDER after the card.
 */
const KITSILANO = '/restaurants/demo/locations/kitsilano';
const NOT_ON_MENU = 'Sorry, Crispy Fish Tacos is not on the menu at this time.';
const SERVED = 'Crispy Fish Tacos is served 11:00 AM – 10:00 PM.';

test('a time whose menus leave out a cart line says so on the time and the checkout', async ({
  page,
  request,
  checkScreen,
}) => {
  const { token } = await signUp(request, 'Early Ella');
  await putCart(request, token, { 'fish-tacos': 1 });
  await useToken(page, token);
  await openLocation(page, KITSILANO);
  // The product says when its menu serves it.
  await page.getByTestId('menu-tiles').getByRole('button', { name: 'Small Plates' }).click();
  await page.getByTestId('product-card').filter({ hasText: 'Crispy Fish Tacos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crispy Fish Tacos' })).toBeVisible();
  await expect(page.getByTestId('product-served')).toHaveText(SERVED);
  await checkScreen('product-served');
  await openCheckout(page);
  await page.getByRole('radio', { name: 'Pickup' }).check();
  const time = page.getByTestId('section-time');
  await expect(time).toContainText('ASAP');
  await expect(page.getByTestId('off-menu')).toHaveCount(0);

  // The picker marks tomorrow's breakfast times and says when the tacos are served.
  await time.getByRole('button', { name: /Change/ }).click();
  await expect(page).toHaveURL(/\/order_time$/);
  const tomorrow = page.getByRole('region', { name: 'Tomorrow' });
  await expect(tomorrow.getByTestId('menu-served')).toHaveText(SERVED);
  const nine = tomorrow.getByTestId('time-slot').filter({ hasText: /^9:00 AM/ });
  await expect(nine).toContainText('No Crispy Fish Tacos');
  await expect(tomorrow.getByTestId('time-slot').filter({ hasText: /^11:30 AM/ })).not.toContainText('No ');
  await checkScreen('order-time-off-menu');
  await nine.click();

  // Back on the checkout: the chosen time's refusal, before PLACE ORDER.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(time).toContainText('Tomorrow, 9:00 AM');
  await expect(page.getByTestId('off-menu')).toHaveText(`${NOT_ON_MENU} ${SERVED}`);
  await checkScreen('checkout-off-menu');
  // The cart says it too, for the time chosen.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-off-menu')).toHaveText(
    `${NOT_ON_MENU} ${SERVED} Your order is for tomorrow, 9:00 AM.`,
  );
  await checkScreen('cart-off-menu');
  await page.getByRole('link', { name: 'CHECKOUT' }).click();
  await expect(time).toContainText('Tomorrow, 9:00 AM');
  await page.getByRole('radio', { name: 'Pay In-Person' }).check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-error')).toHaveText(NOT_ON_MENU);

  // A time when the tacos are served clears it.
  await time.getByRole('button', { name: /Change/ }).click();
  await page
    .getByRole('region', { name: 'Tomorrow' })
    .getByTestId('time-slot')
    .filter({ hasText: /^11:30 AM/ })
    .click();
  await expect(time).toContainText('Tomorrow, 11:30 AM');
  await expect(page.getByTestId('off-menu')).toHaveCount(0);
  await expect(page.getByTestId('checkout-error')).toBeEmpty();
  if (!isPhone(page)) await expect(page.getByRole('dialog')).toHaveCount(0);
});
