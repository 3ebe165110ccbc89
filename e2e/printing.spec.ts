import { products, startPretendCloudPrnt, startPretendPrinter } from '@orderly/test-kit';
import { kitFor } from '@orderly/test-kit/playwright';
import { expect, test } from './fixtures.ts';
import { managerHeaders, openManage } from './manage-journey.ts';
import { CLOSED_URL } from './playwright.config.ts';
import { onKitchenTablet, orderCard } from './staff-helpers.ts';

/**
 * Issue 27 (decision 0090): a manager adds a network printer (a pretend one this test starts) that
 * prints the desserts, prints a test page; staff confirm an order and its ticket arrives as text;
 * the printer goes off, the board says so and the card says "Not printed"; back on, Reprint. On the
 * CLOSED server's Downtown (open all night), and the printer takes only desserts, so other journeys'
 * orders never reach it; the printers are taken away in `finally`.
 */
const LOCATION_API = `${CLOSED_URL}/api/manage/restaurants/demo/locations/downtown`;

test.describe('kitchen printers', () => {
  onKitchenTablet(180_000);

  test('a printer added in the back office prints the test page and each confirmed order; unplugged, Not printed, then Reprint', async ({
    page,
    request,
    checkScreen,
  }) => {
    let printer = await startPretendPrinter({ port: 0 });
    const port = printer.port;
    const headers = await managerHeaders(request, CLOSED_URL);
    try {
      await openManage(page, 'locations/downtown', 'Downtown', CLOSED_URL);
      const section = page.getByRole('region', { name: 'Printers' });
      await section.getByRole('button', { name: 'Add a printer' }).click();
      await section.getByRole('textbox', { name: 'Name' }).fill('Dessert station');
      await section.getByRole('textbox', { name: 'Address' }).fill('127.0.0.1');
      await section.getByRole('textbox', { name: 'Port' }).fill(String(port));
      await section.getByRole('checkbox', { name: 'Desserts' }).check();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await section.getByRole('button', { name: 'Test print' }).click();
      await expect(section.getByRole('status')).toHaveText('The test page printed.');
      await expect.poll(() => printer.tickets.join('\n')).toContain('TEST PRINT');
      await expect(section.getByTestId('printer-contact')).toContainText('Last printed');
      await checkScreen('manage-location-printers');

      // A cheesecake is confirmed on the board: the dessert station's ticket arrives by itself.
      const kit = kitFor(request, CLOSED_URL);
      const { token } = await kit.signUp({ name: 'Zoë Crème', phoneNumber: '6045550127' });
      const order = await kit.placeOrder(token, { products: products({ 'cheesecake-slice': 1 }) });
      // The manager, signed in already, works the board (a manager is staff of every location).
      await page.goto(`${CLOSED_URL}/staff/restaurants/demo/locations/downtown`);
      await expect(page.getByTestId('connection')).toHaveText('Live');
      await orderCard(page, order.orderNumber).getByRole('button', { name: 'Confirm order' }).click();
      await expect.poll(() => printer.tickets.at(-1) ?? '').toContain(`#${order.orderNumber}`);
      const ticket = printer.tickets.at(-1) ?? '';
      expect(ticket).toContain('1x Basque Cheesecake');
      expect(ticket).toContain('Customer: Zoe Creme');

      // Unplugged: the next ticket waits, the board says the printer cannot be reached.
      await printer.close();
      const second = await kit.placeOrder(token, { products: products({ 'cheesecake-slice': 2 }) });
      await orderCard(page, second.orderNumber).getByRole('button', { name: 'Confirm order' }).click();
      const banner = page.getByTestId('printer-banner');
      await expect(banner).toContainText('The Dessert station printer cannot be reached.', {
        timeout: 30_000,
      });
      await expect(banner).toContainText('refused the connection');
      await checkScreen('kitchen-printer-unreachable');

      // Given up after its attempts (the journeys' servers try 3 times): "Not printed" on the card.
      const card = orderCard(page, second.orderNumber);
      await expect(card.getByRole('status').filter({ hasText: 'Not printed' })).toContainText(
        'Not printed (Dessert station)',
        { timeout: 60_000 },
      );
      await checkScreen('kitchen-not-printed');

      // Plugged back in, Reprint: the ticket arrives marked REPRINT, the card and the banner clear.
      printer = await startPretendPrinter({ port });
      await card.getByRole('button', { name: `Reprint order ${second.orderNumber}` }).click();
      await expect
        .poll(() => printer.tickets.join('\n'), { timeout: 30_000 })
        .toContain(`#${second.orderNumber}`);
      const reprinted = printer.tickets.join('\n');
      expect(reprinted).toContain('** REPRINT **');
      expect(reprinted).toContain('2x Basque Cheesecake');
      await expect(card.getByText('Not printed')).toHaveCount(0, { timeout: 30_000 });
      await expect(banner).toHaveCount(0, { timeout: 30_000 });
    } finally {
      await printer.close();
      const put = await request.put(LOCATION_API, { headers, data: { settings: { printers: [] } } });
      expect(put.status(), await put.text()).toBe(200);
    }
  });

  test('a cloud printer added in the editor shows the address to type into the printer, and collects its test page', async ({
    page,
    request,
    checkScreen,
  }) => {
    const headers = await managerHeaders(request, CLOSED_URL);
    let poller: { stop(): void } | undefined;
    try {
      await openManage(page, 'locations/downtown', 'Downtown', CLOSED_URL);
      const section = page.getByRole('region', { name: 'Printers' });
      await section.getByRole('button', { name: 'Add a printer' }).click();
      await section.getByRole('textbox', { name: 'Name' }).fill('Cloud bar');
      await section.getByRole('combobox', { name: 'How it connects' }).selectOption('cloudprnt');
      await expect(section.getByRole('textbox', { name: 'Address' })).toHaveCount(0);
      await section.getByRole('checkbox', { name: 'Desserts' }).check();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await section.getByRole('button', { name: "Make the printer's address" }).click();
      const address = section.getByRole('textbox', { name: 'Server URL for the printer' });
      await expect(address).toBeFocused();
      await expect(address).toHaveValue(/\/cloudprnt\/[A-Za-z0-9_-]{32}$/);
      await expect(section.getByTestId('printer-contact')).toContainText('Has not asked for tickets yet.');
      await checkScreen('manage-location-cloud-printer');

      // A pretend Star printer polls that address: Test print reports it took the page.
      const url = (await address.inputValue()).replace('//localhost:', '//127.0.0.1:');
      const printer = startPretendCloudPrnt(url, { everyMs: 1_000 });
      poller = printer;
      await section.getByRole('button', { name: 'Test print' }).click();
      await expect(section.getByRole('status')).toHaveText('The printer took the test page.', {
        timeout: 20_000,
      });
      expect(printer.tickets.join('\n')).toContain('TEST PRINT');
      await expect(section.getByTestId('printer-contact')).toContainText('Last asked for tickets');
    } finally {
      poller?.stop();
      const put = await request.put(LOCATION_API, { headers, data: { settings: { printers: [] } } });
      expect(put.status(), await put.text()).toBe(200);
    }
  });
});
