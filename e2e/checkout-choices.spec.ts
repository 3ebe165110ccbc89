import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  isPhone,
  openCheckout,
  openLocation,
  putCart,
  saveCardThroughForm,
  signUp,
  useToken,
} from './ordering-helpers.ts';

/**
 * The checkout's choices as a diner makes them (issue 24), on a phone (editors are pages) and a
 * desktop (editors are dialogs over the checkout).
 */
const DOWNTOWN = '/restaurants/demo/locations/downtown';

/** Leaves the card editor without saving: the page's Back on a phone, the dialog's Close on a desktop. */
async function leaveCardEditor(page: Page) {
  await expect(page).toHaveURL(/\/credit_card\/checkout$/);
  await expect(page.getByLabel('Card number')).toBeVisible();
  if (isPhone(page)) await page.getByRole('button', { name: 'Back', exact: true }).click();
  else await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

test('Pay Online without a card: leaving the card editor unchosen resets it, saving a card keeps it', async ({
  page,
  request,
  checkScreen,
}) => {
  const { token } = await signUp(request, 'Cardless Carla');
  await putCart(request, token, { 'fish-tacos': 1 });
  await useToken(page, token);
  await openLocation(page, DOWNTOWN);
  await openCheckout(page);
  await page.getByRole('radio', { name: 'Pickup' }).check();

  // SPEC.md section 4: closing the card editor without a card resets the payment method to empty.
  await page.getByRole('radio', { name: 'Pay Online' }).click();
  await leaveCardEditor(page);
  await expect(page.getByRole('radio', { name: 'Pay Online' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Pay In-Person' })).not.toBeChecked();
  await expect(page.getByTestId('place-order')).toHaveText('PLACE ORDER');
  await checkScreen('checkout-card-editor-left');

  // Saving a card there keeps Pay Online chosen, once the saved card has arrived too.
  await page.getByRole('radio', { name: 'Pay Online' }).click();
  await saveCardThroughForm(page);
  // The checkout's payment section (the editor's own card may still be on its way out on a desktop).
  await expect(page.getByTestId('section-payment').getByTestId('saved-card')).toContainText('4242');
  await expect(page.getByRole('radio', { name: 'Pay Online' })).toBeChecked();
  await expect(page.getByTestId('place-order')).toHaveText('PLACE ORDER');
  // And it stays so: nothing resets it a moment later.
  await page.waitForTimeout(1000);
  await expect(page.getByRole('radio', { name: 'Pay Online' })).toBeChecked();
});
