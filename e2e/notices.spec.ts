import { expect, test } from './fixtures.ts';
import { placePickupOrder, signUp } from './ordering-helpers.ts';
import { OPEN_URL } from './playwright.config.ts';
import { onKitchenTablet, orderCard, signInStaff } from './staff-helpers.ts';

/**
 * Issue 26 (decision 0084): a diner's order e-mails go out through the notices outbox. A customer
 * places a pickup order; staff confirm it and mark it done; the development outbox page shows the
 * receipt and the "ready" e-mail, and the order's details list each notice as sent.
 */
test.describe('order e-mails', () => {
  onKitchenTablet(150_000);

  test('the receipt and the ready e-mail reach the outbox, and the order details list them', async ({
    page,
    request,
    checkScreen,
  }) => {
    await signInStaff(page, OPEN_URL);
    const { token, email } = await signUp(request, 'Ada Diner', '6045550199');
    const order = await placePickupOrder(request, token);
    const number = `#${order.orderNumber}`;

    const card = orderCard(page, order.orderNumber);
    await card.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.locator('#lane-preparing')).toContainText(number);
    await card.getByRole('button', { name: `Details of order ${number}` }).click();
    const dialog = page.getByRole('dialog');
    // Running late (0089): one tap moves the ready time 10 minutes later and e-mails the diner.
    const readyBy = async () => (await card.textContent())?.match(/Ready by (\d{1,2}:\d{2} [AP]M)/)?.[1];
    const before = await readyBy();
    await dialog
      .getByRole('group', { name: 'Running late' })
      .getByRole('button', { name: '+10 min' })
      .click();
    await expect(page.getByText(`Order ${number} delayed by 10 min`)).toBeVisible();
    await expect.poll(readyBy).not.toBe(before);
    await checkScreen('staff-order-running-late');
    await dialog.getByRole('button', { name: 'Mark done' }).click();
    await expect(dialog.locator('.status')).toHaveText('Done');

    // The details list every e-mail the order sent, each once it went (the worker sends within a second).
    const notices = dialog.getByTestId('detail-notices').getByRole('listitem');
    await expect(notices).toHaveCount(4);
    await expect(notices.nth(0)).toContainText('Receipt');
    await expect(notices.nth(1)).toContainText('Order confirmed');
    await expect(notices.nth(2)).toContainText('Running late');
    await expect(notices.nth(3)).toContainText('Ready for pickup');
    for (const row of await notices.all()) {
      await expect(row).toContainText(`E-mail to ${email}`);
      await expect(row).toContainText(/Sent \d{1,2}:\d{2} [AP]M/);
    }
    await checkScreen('staff-order-notices');
    await page.keyboard.press('Escape');

    // The development outbox page (the mailer's sandbox) shows the receipt and the ready e-mail.
    // At the server's public address (localhost), where the e-mails' logo comes from.
    const publicUrl = OPEN_URL.replace('127.0.0.1', 'localhost');
    await page.goto(`${publicUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
    await expect(
      page.getByRole('heading', { level: 2, name: `Your order ${number} is ready for pickup` }),
    ).toBeVisible();
    const receipt = page.getByRole('article').filter({
      has: page.getByRole('heading', {
        level: 2,
        name: new RegExp(`Your receipt from .+: order ${number}$`),
      }),
    });
    await expect(receipt).toBeVisible();
    await expect(receipt.locator('pre')).toContainText('2 × Crispy Fish Tacos');
    await expect(receipt.locator('pre')).toContainText(/Total {2}\$\d+\.\d{2}/);
    await expect(receipt.locator('pre')).toContainText('Payment: Pay In-Person.');
    // The outbox draws each e-mail's HTML in a sandboxed frame, which axe cannot enter: a screenshot only.
    await page.screenshot({ path: test.info().outputPath('dev-outbox-order-notices.png'), fullPage: true });

    // The ready e-mail's unsubscribe link (not the receipt's: a receipt always comes) asks first, then
    // turns the restaurant's order e-mails off for this address.
    const ready = page.getByRole('article').filter({
      has: page.getByRole('heading', { level: 2, name: `Your order ${number} is ready for pickup` }),
    });
    const text = (await ready.locator('pre').textContent()) ?? '';
    const link = /To stop them: (\S+)/.exec(text)?.[1];
    expect(link, 'the unsubscribe link in the text part').toBeTruthy();
    await page.goto(link!.replace('localhost', '127.0.0.1'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Stop order e-mails from .+\?$/);
    await checkScreen('notices-unsubscribe');
    await page.getByRole('button', { name: 'Stop order e-mails' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`will no longer e-mail ${email} about orders`);
    await checkScreen('notices-unsubscribed');
  });
});
