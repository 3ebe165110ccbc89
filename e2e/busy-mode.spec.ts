import { demo } from '@orderly/test-kit';
import { expect, test } from './fixtures.ts';
import { customerBrowser, longJourney } from './manage-journey.ts';
import { openCheckout, openLocation, putCart, signUp, staffToken, useToken } from './ordering-helpers.ts';

/**
 * Busy mode (issue 25 item 4, decision 0082) as staff and a diner meet it: staff add 20 minutes
 * from the store controls, the diner's open checkout says so and promises 20 minutes later, staff
 * end it and the diner's promise comes back. Kitsilano, so that the kitchen journeys downtown are
 * not slowed; busy mode is ended in `finally` whatever happens.
 */
const KITSILANO = '/restaurants/demo/locations/kitsilano';
const where = { restaurantId: demo.restaurantId, locationId: demo.kitsilano };

test('busy mode: staff add 20 minutes, the diner sees it before ordering, and ending it restores the promise', async ({
  page,
  browser,
  request,
  baseURL,
  checkScreen,
  checkPage,
  isMobile,
}) => {
  // One project only: the phone's and the desktop's runs would share Kitsilano's busy mode.
  test.skip(!isMobile, 'the diner on a phone; staff on a tablet beside it');
  // Two browsers (the diner's and the staff's), as the other journeys with two.
  longJourney();
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const { page: staff, close } = await customerBrowser(browser, { width: 1024, height: 768 });
  try {
    const { token } = await signUp(request, 'Bea Busy');
    await putCart(request, token, { 'fish-tacos': 1 });
    await useToken(page, token);
    await openLocation(page, KITSILANO);
    await openCheckout(page);
    await page.getByRole('radio', { name: 'Pickup' }).check();
    const time = page.getByTestId('section-time');
    const asap = async () => Number(/about (\d+) min/.exec((await time.textContent()) ?? '')?.[1]);
    await expect(time).toContainText(/ASAP · about \d+ min/);
    const calm = await asap();
    await expect(page.getByTestId('busy-banner')).toHaveCount(0);

    // Staff: the store controls, beside Ordering and Delivery.
    await staff.goto(`${baseURL}/staff/restaurants/${where.restaurantId}/locations/${where.locationId}`);
    await staff.getByLabel('Email').fill(demo.staff.email);
    await staff.getByLabel('Password').fill(demo.staff.password);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await expect(staff.getByTestId('connection')).toHaveText('Live');
    await staff.getByRole('button', { name: 'Busy mode off' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Busy mode' });
    await dialog.getByRole('radio', { name: '30 min' }).check();
    await checkPage(staff, 'busy-mode-staff-dialog');
    await dialog.getByRole('button', { name: '+20 min' }).click();
    await expect(dialog).toHaveCount(0);
    const banner = staff.getByTestId('busy-banner');
    await expect(banner).toContainText('Busy mode: +20 min.');
    await expect(banner).toContainText(/Ends by itself at \d{1,2}:\d{2} [AP]M\./);
    await expect(staff.getByRole('button', { name: 'Busy mode on: +20 min' })).toBeVisible();
    await checkPage(staff, 'busy-mode-staff');
    // Two more screens to look at (axe has checked their parts above and below).
    const shot = (on: typeof page, name: string) =>
      on.screenshot({ path: test.info().outputPath(`${name}.png`) });
    await staff.setViewportSize({ width: 390, height: 844 });
    await shot(staff, 'busy-mode-staff-phone');

    // The diner's open checkout hears it live: the sentence, and a promise 20 minutes later.
    await expect(page.getByTestId('busy-banner')).toHaveText(
      `Busy right now: ready in about ${calm + 20} min`,
    );
    await expect(time).toContainText(`about ${calm + 20} min`);
    await checkScreen('busy-mode-diner');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'busy-mode-diner-desktop');

    // Staff end it early: the diner's promise is today's again.
    await banner.getByRole('button', { name: 'End busy mode' }).click();
    await expect(banner).toHaveCount(0);
    await expect(staff.getByRole('button', { name: 'Busy mode off' })).toBeVisible();
    await expect(page.getByTestId('busy-banner')).toHaveCount(0);
    await expect(time).toContainText(`about ${calm} min`);
  } finally {
    await request.put('/api/staff/busy_mode', { headers, data: { ...where, choice: 'off' } });
    await close();
  }
});
