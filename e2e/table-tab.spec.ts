import { demo } from '@orderly/test-kit';
import { kitFor } from '@orderly/test-kit/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { serverForDescribe } from './restaurant-server.ts';
import { orderCard, STAFF } from './staff-helpers.ts';

/**
 * The table's shared tab (issue 28, decisions 0093 and 0094): two phones scan table 5 at
 * Kitsilano, each joins the table's visit with a name, each sends a round, the other phone sees it
 * on the tab live, the kitchen's card reads "Table 5 · round 2"; one phone splits the tab in 2 and
 * pays its share by card with a tip, the other pays at the counter and staff take it on the Tables
 * tab (decision 0097); staff close the visit and the next scan starts a clean one with nothing of
 * the last (on screen and through the API).
 *
 * It runs on a server of its own (E2E_PORT + 5): tabs are a location's setting, and on a shared
 * server every other journey's dine-in order at Kitsilano would become a round of this visit (and
 * a journey pausing Kitsilano would stop these rounds). Phone only (PHONE_ONLY in the config).
 */
const LOCATION = demo.kitsilano;
const TABLE = `/restaurants/${demo.restaurantId}/locations/${LOCATION}/tables/t5`;
const LOCATION_API = { restaurantId: demo.restaurantId, locationId: LOCATION };

async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** Scans the table's code and joins its visit under `name`, landing on the menu. */
async function scanAndJoin(page: Page, name: string) {
  await page.goto(TABLE);
  const title = page.getByRole('heading', { level: 1, name: 'Join table 5' });
  await expect(title).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('button', { name: 'JOIN TABLE' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByTestId('menu-tiles')).toBeVisible({ timeout: 15_000 });
}

/** Sends the fish tacos to the kitchen as a guest: the order becomes the table's next round. */
async function sendRound(page: Page): Promise<number> {
  await page.goto('/menu');
  await page.getByTestId('menu-tiles').getByRole('button', { name: 'Snacks & Small Plates' }).click();
  await page.getByTestId('product-card').filter({ hasText: 'Crispy Fish Tacos' }).click();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-button').click();
  await page.getByRole('link', { name: 'ORDER AS GUEST' }).click();
  await page.getByRole('button', { name: 'CONTINUE AS GUEST' }).click();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/order_complete$/);
  return Number((await page.getByTestId('order-number').textContent())?.replace('#', ''));
}

const heldToken = (page: Page) =>
  page.evaluate(({ restaurantId }) => sessionStorage.getItem(`orderly.visit:${restaurantId}:t5`), {
    restaurantId: demo.restaurantId,
  });

test.describe('the table tab', () => {
  const BASE = serverForDescribe({
    portOffset: 5,
    name: 'table-tab',
    serverEnv: { DATA_DIR: 'memory', CLOCK_NOW: '2026-11-18T19:30:00-08:00' },
  });
  test.use({ baseURL: BASE });

  test('two phones at table 5 share one tab, round by round, and the next guests start clean', async ({
    page,
    browser,
    request,
    checkScreen,
    checkPage,
  }) => {
    // Two phones and a tablet through two rounds, on a shared 2-core machine.
    test.setTimeout(150_000);
    const kit = kitFor(request, BASE);
    const manager = await kit.staffSignIn(demo.manager);
    const setTabs = (enabled: boolean) =>
      kit.data('updateLocation', {
        params: LOCATION_API,
        body: { settings: { tableTabs: { enabled, idleCloseMinutes: 180 } } },
        token: manager,
      });
    await setTabs(true);
    const ben = await phone(browser, BASE);
    const staff = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    try {
      // Ana scans the table: a short join step, her name asked for (an empty one is refused).
      await page.goto(TABLE);
      await expect(page.getByRole('heading', { level: 1, name: 'Join table 5' })).toBeVisible({
        timeout: 20_000,
      });
      await page.getByRole('button', { name: 'JOIN TABLE' }).click();
      await expect(page.getByText('Tell the table your name (or a nickname).')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Your name' })).toBeFocused();
      await checkScreen('table-join');
      await page.getByRole('textbox', { name: 'Your name' }).fill('Ana');
      await page.getByRole('button', { name: 'JOIN TABLE' }).click();
      await expect(page.getByTestId('menu-tiles')).toBeVisible({ timeout: 15_000 });

      // Ben scans the same table and joins; his tab shows both of them, no rounds yet.
      await scanAndJoin(ben, 'Ben');
      await ben.getByTestId('table-tab-link').click();
      const benTab = ben.getByTestId('table-tab');
      await expect(ben.getByRole('heading', { level: 1, name: 'Table 5' })).toBeVisible();
      await expect(ben.getByTestId('tab-guests')).toHaveText(/Ana\s*Ben \(you\)/);
      await expect(ben.getByTestId('tab-empty')).toContainText('No rounds yet.');
      await checkPage(ben, 'table-tab-empty');

      // Ana sends round 1: her order complete page says so; Ben's tab shows it without a reload.
      await sendRound(page);
      await expect(page.getByTestId('order-complete-round')).toContainText(
        "This is round 1 of table 5's tab.",
      );
      await expect(benTab.getByTestId('tab-round')).toHaveCount(1);
      await expect(benTab.getByTestId('tab-round').first()).toContainText(
        /Round 1 · sent by Ana · \d{1,2}:\d\d [AP]M/,
      );
      await expect(benTab.getByTestId('tab-round').first()).toContainText('Crispy Fish Tacos');
      await expect(benTab.getByTestId('round-status').first()).toHaveText('Sent to the kitchen');
      const afterOne = await benTab.getByTestId('tab-total').textContent();
      expect(afterOne).toMatch(/Total so far\$\d+\.\d\d/);

      // Ben sends round 2; the kitchen's card reads "Table 5 · round 2".
      const second = await sendRound(ben);
      await expect(ben.getByTestId('order-complete-round')).toContainText(
        "This is round 2 of table 5's tab.",
      );
      await ben.getByRole('link', { name: 'VIEW TABLE TAB' }).click();
      await expect(benTab.getByTestId('tab-round')).toHaveCount(2);
      await expect(benTab.getByTestId('tab-total')).not.toHaveText(afterOne ?? '');
      await expect(benTab.getByTestId('tab-paid')).toHaveText('Paid$0.00');

      // Ana's tab (from her order complete page) shows both rounds too.
      await page.getByRole('link', { name: 'VIEW TABLE TAB' }).click();
      await expect(page.getByTestId('tab-round')).toHaveCount(2);
      await expect(page.getByTestId('tab-guests')).toHaveText(/Ana \(you\)\s*Ben/);
      await checkScreen('table-tab');

      await staff.goto(`${BASE}/staff/restaurants/${demo.restaurantId}/locations/${LOCATION}`);
      await staff.getByLabel('Email').fill(STAFF.email);
      await staff.getByLabel('Password').fill(STAFF.password);
      await staff.getByRole('button', { name: 'Sign in' }).click();
      await expect(orderCard(staff, second)).toContainText('Table 5 · round 2', { timeout: 15_000 });

      // Paying (decision 0097). Ana signs in on her phone (her visit stays: the token is the
      // browser tab's), splits the tab in 2 and pays her share by card with a tip; Ben, a guest,
      // pays the other share at the counter; staff take it on the Tables tab; the tab reads paid.
      const ana = await kit.signUp({ name: 'Ana Diner', phoneNumber: '6045550105' });
      await kit.saveCard(ana.token);
      await page.evaluate((value) => localStorage.setItem('orderly.auth', JSON.stringify(value)), ana.token);
      await page.reload();
      const anaPay = page.getByTestId('tab-pay');
      await expect(anaPay.getByRole('radio', { name: 'Card Visa •••• 4242' })).toBeChecked({
        timeout: 15_000,
      });
      await anaPay.getByRole('radio', { name: 'Split evenly' }).check();
      await anaPay.getByRole('spinbutton').fill('2');
      await anaPay.getByRole('button', { name: 'SPLIT THE TAB' }).click();
      const anaShare = anaPay.getByRole('radio', { name: /^Share 1\s*\$\d+\.\d\d$/ });
      await expect(anaShare).toBeFocused();
      await expect(anaShare).toBeChecked();
      await anaPay.getByRole('radio', { name: /^20% · / }).check();
      await checkScreen('table-tab-pay');
      await anaPay.getByRole('button', { name: /^PAY \$\d+\.\d\d BY CARD$/ }).click();
      await expect(anaPay.getByTestId('pay-done')).toContainText(
        /Paid \$\d+\.\d\d by card \(including a \$\d+\.\d\d tip\)/,
      );
      await expect(anaPay.getByTestId('pay-done')).toBeFocused();

      // Ben's tab shows the split live, his share chosen; as a guest he pays at the counter.
      const benPay = ben.getByTestId('tab-pay');
      await expect(ben.getByTestId('tab-payments')).toContainText(
        /Ana paid \$\d+\.\d\d \+ \$\d+\.\d\d tip by card/,
      );
      await expect(benPay.getByRole('radio', { name: /^Share 2\s*\$\d+\.\d\d$/ })).toBeChecked();
      await expect(benPay.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await benPay.getByRole('button', { name: /^PAY \$\d+\.\d\d AT THE COUNTER$/ }).click();
      await expect(benPay.getByTestId('pay-done')).toContainText('Waiting for the counter');

      // Staff take Ben's payment on the Tables tab; both phones read the tab paid, live.
      await staff.getByRole('link', { name: 'Tables' }).click();
      const visitCard = staff.getByTestId('visit-card').filter({ hasText: 'Table 5' });
      await expect(visitCard).toContainText(/Ben pays \$\d+\.\d\d at the counter/);
      await visitCard.getByRole('button', { name: 'Payment taken' }).click();
      await expect(visitCard.locator('.status')).toHaveText('Paid');
      await expect(benPay.getByTestId('pay-done')).toContainText('The counter took your');
      await expect(ben.getByTestId('tab-remaining')).toHaveText('Remaining$0.00');
      await expect(page.getByTestId('tab-remaining')).toHaveText('Remaining$0.00');
      await expect(page.getByTestId('tab-payments')).toContainText(/Ben paid \$\d+\.\d\d at the counter/);
      await expect(page.getByTestId('tab-all-paid')).toHaveText('Everything on the tab is paid or promised.');

      // Staff close the visit: both phones forget it at once.
      const anaToken = await heldToken(page);
      expect(anaToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const open = await kit.data('getTableTab', { query: { token: anaToken ?? '' } });
      await kit.data('closeTableVisit', {
        params: { visitId: open.tab.visit.visitId },
        body: { reason: 'Paid at the counter' },
        token: await kit.staffSignIn(),
      });
      await expect(page.getByRole('heading', { level: 1, name: "This table's tab is closed" })).toBeVisible();
      expect(await heldToken(page)).toBeNull();
      await expect(kit.call('getTableTab', { query: { token: anaToken ?? '' } })).rejects.toMatchObject({
        status: 404,
      });

      // The next guest scans the table on Ben's phone: a new visit, nothing of Ana's or Ben's.
      await scanAndJoin(ben, 'Cy');
      await ben.getByTestId('table-tab-link').click();
      await expect(ben.getByTestId('tab-guests')).toHaveText('Cy (you)');
      await expect(ben.getByTestId('tab-empty')).toBeVisible();
      await expect(ben.getByTestId('table-tab')).not.toContainText('Ana');
      const fresh = await kit.data('getTableTab', { query: { token: (await heldToken(ben)) ?? '' } });
      expect(fresh.tab.visit.visitId).not.toBe(open.tab.visit.visitId);
      expect(fresh.tab.guests).toEqual([{ name: 'Cy', you: true }]);
      expect(fresh.tab.rounds).toEqual([]);
    } finally {
      await setTabs(false);
      await staff.close();
      await ben.context().close();
    }
  });
});
