import { kitFor } from '@orderly/test-kit/playwright';
import { expect, test } from './fixtures.ts';
import { openLocation } from './ordering-helpers.ts';

/**
 * Issue 24, focus: where the keyboard is after each step a person takes. Typing must go where the
 * next step is, never to the page body.
 */
const DOWNTOWN = '/restaurants/demo/locations/downtown';

test('sign-in: the password takes the keyboard after the e-mail, the next screen after signing in', async ({
  page,
  request,
}) => {
  const account = await kitFor(request).signUp();
  await openLocation(page, DOWNTOWN);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeFocused();
  // Typing goes into the password, then Enter logs in.
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/menu$/);
  // Focus is on the menu's heading, not left on the page body.
  await expect(page.locator('#main h1')).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});
