import { kitFor } from '@orderly/test-kit/playwright';
import { expect, test } from './fixtures.ts';
import { isPhone, openLocation, RESTAURANT, signUp, useToken } from './ordering-helpers.ts';

/** The cart's lines as a diner uses them (issue 24), on a phone and a desktop. */
const DOWNTOWN = '/restaurants/demo/locations/downtown';

test('a cart line opens in the product dialog to change it; CHECKOUT stays in reach on a phone', async ({
  page,
  request,
  checkScreen,
}) => {
  const { token } = await signUp(request, 'Lina Change');
  // Enough lines that the summary falls below the fold on a phone.
  await kitFor(request).data('saveUserRestaurant', {
    body: {
      restaurantId: RESTAURANT,
      cart: {
        'fish-tacos': { id: 'fish-tacos', count: 1 },
        'kale-caesar': { id: 'kale-caesar', count: 1 },
        'cutlery-kit': { id: 'cutlery-kit', count: 1 },
        chopsticks: { id: 'chopsticks', count: 1 },
      },
      choicesCart: [
        {
          id: 'classic-burger',
          count: 2,
          choicesPrice: 150,
          choices: [
            { modifierId: 'doneness', id: 'doneness-medium', name: 'Medium', price: 0 },
            { modifierId: 'burger-bun', id: 'bun-brioche', name: 'Toasted brioche', price: 0 },
            { modifierId: 'burger-toppings', id: 'topping-cheddar', name: 'Aged white cheddar', price: 150 },
          ],
        },
      ],
      notes: 'Nut allergy!',
    },
    token,
  });
  await useToken(page, token);
  await openLocation(page, DOWNTOWN);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
  const burger = page.getByTestId('cart-line').filter({ hasText: 'The Classic Burger' });
  await expect(burger.getByTestId('cart-line-choices')).toHaveText(
    'Medium, Toasted brioche, Aged white cheddar',
  );
  // The free Cutlery Kit says Free, not $0.00.
  await expect(page.getByTestId('cart-line').filter({ hasText: 'Cutlery Kit' })).toContainText('Free');

  // The main action is in reach without scrolling, above the bottom navigation on a phone.
  const checkout = page.getByRole('link', { name: 'CHECKOUT' });
  await expect(checkout).toBeInViewport({ ratio: 1 });
  if (isPhone(page)) {
    const box = await checkout.boundingBox();
    const nav = await page.getByRole('navigation').last().boundingBox();
    expect(box && nav && box.y + box.height <= nav.y).toBe(true);
    // Scrolled to the end, the last control is not under the bar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const notes = await page.getByLabel('Special Requests').boundingBox();
    const bar = await page.getByTestId('cart-main-action').boundingBox();
    expect(notes && bar && notes.y + notes.height <= bar.y).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await checkScreen('cart-lines');

  // Tapping the line opens the product dialog with its choices and count.
  await burger.getByRole('button', { name: /^Change The Classic Burger/ }).click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole('radio', { name: 'Medium', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Aged white cheddar/ })).toBeChecked();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveText('2');
  // From the keyboard: on a desktop the dialog's action bar may sit over a choice scrolled to.
  const wellDone = page.getByRole('radio', { name: 'Well done' });
  await wellDone.focus();
  await page.keyboard.press('Space');
  await expect(wellDone).toBeChecked();
  const bacon = page.getByRole('checkbox', { name: /Smoked bacon/ });
  await bacon.focus();
  await page.keyboard.press('Space');
  await expect(bacon).toBeChecked();
  await page.getByRole('button', { name: 'Increase Quantity' }).click();
  await expect(page.getByTestId('add-to-cart')).toContainText('UPDATE CART');
  await page.getByTestId('add-to-cart').click();

  // Back at the cart: the line replaced in place, the note kept, and the server prices it.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line').filter({ hasText: 'The Classic Burger' })).toHaveCount(1);
  await expect(burger.getByTestId('cart-line-count')).toHaveText('3×');
  await expect(burger.getByTestId('cart-line-choices')).toHaveText(
    'Well done, Toasted brioche, Aged white cheddar, Smoked bacon',
  );
  await expect(page.getByLabel('Special Requests')).toHaveValue('Nut allergy!');
  await expect
    .poll(async () => {
      const me = await request.get(`/api/me?restaurantId=${RESTAURANT}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const saved = (await me.json()).data.restaurant as { choicesCart: { id: string; count: number }[] };
      return saved.choicesCart.map((item) => `${item.count} ${item.id}`);
    })
    .toEqual(['3 classic-burger']);
});
