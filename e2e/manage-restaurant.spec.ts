import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  backOfficeJourneys,
  customerBrowser,
  longJourney,
  managerHeaders,
  onPhone,
  openManage,
} from './manage-journey.ts';
import { openLocation } from './ordering-helpers.ts';
import { CLOSED_URL } from './playwright.config.ts';

/**
 * The back office's restaurant, locations, staff and activity (issue 16), as a manager uses them
 * in the staff app: a change saved there reaches a customer's open menu at once (the welcome
 * message; Kitsilano's hours, at a 1024×768 tablet); tables are added and taken out of use; staff
 * are invited and removed; the activity lists who changed what. Each journey puts back what it
 * changed, so the other journeys see the demo as it was.
 */
const SETTINGS_API = '/api/manage/restaurants/demo/settings';
const KITSILANO_API = '/api/manage/restaurants/demo/locations/kitsilano';

backOfficeJourneys();

/** A customer's own browser on a phone, with the menu of a location open. */
async function customerMenu(browser: Browser, url: string) {
  const customer = await customerBrowser(browser, { width: 390, height: 844 });
  await openLocation(customer.page, url);
  return customer;
}

test.describe('on a desktop', () => {
  test('the welcome message is saved and a customer’s open menu shows it at once', async ({
    page,
    browser,
    request,
    checkScreen,
  }) => {
    const headers = await managerHeaders(request);
    const before = (await (await request.get(SETTINGS_API, { headers })).json()).data;
    const customer = await customerMenu(browser, '/restaurants/demo/locations/downtown');
    try {
      await openManage(page, 'restaurant', 'Restaurant');
      // Desktop: the sections are a side navigation beside the page.
      const nav = page.getByRole('navigation', { name: 'Back office sections' });
      const navBox = (await nav.boundingBox())!;
      const mainBox = (await page.locator('#manage-main').boundingBox())!;
      expect(navBox.x + navBox.width).toBeLessThanOrEqual(mainBox.x + 1);
      await expect(page.getByText('Maple & Miso').first()).toBeVisible();
      await checkScreen('manage-restaurant');

      const welcome = page.getByRole('region', { name: 'Welcome message' });
      await welcome.getByRole('textbox', { name: 'Title' }).fill('Welcome to the new patio');
      await welcome
        .getByRole('textbox', { name: 'Message' })
        .fill('Heaters on, blankets out. Ask for a table outside.');
      await expect(page.getByText('You have unsaved changes.')).toBeVisible();
      // The preview shows it before saving.
      await expect(page.getByRole('figure', { name: 'Preview' })).toContainText('Welcome to the new patio');
      // A tip option that is not a percentage is caught before anything is sent.
      const tip = page.getByRole('textbox', { name: 'Tip option 2' });
      await tip.fill('lots');
      await expect(page.getByText('Use a percentage such as 10 or 12.5.')).toBeVisible();
      await tip.fill('18');
      // Leaving with unsaved changes asks first.
      await page.getByRole('link', { name: 'Activity' }).click();
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(leave).toBeVisible();
      await leave.getByRole('button', { name: 'Stay' }).click();
      await expect(leave).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Restaurant' })).toBeVisible();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

      // The customer did nothing: the menu changed by itself.
      await expect(
        customer.page.getByRole('heading', { level: 1, name: 'Welcome to the new patio' }),
      ).toBeVisible();
      await expect(customer.page.getByText('Heaters on, blankets out.')).toBeVisible();

      // The activity says who changed what.
      await page.getByRole('link', { name: 'Activity' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
      const entry = page
        .getByRole('listitem')
        .filter({ hasText: "Changed the restaurant's welcome message" })
        .first();
      await expect(entry).toContainText('Priya Sandhu');
      await entry.getByText(/fields? changed/).click();
      await expect(entry).toContainText('Welcome to the new patio');
      await checkScreen('manage-activity');
    } finally {
      await customer.close();
      const put = await request.put(SETTINGS_API, {
        headers,
        data: {
          settings: {
            welcomeMessage: before.settings.welcomeMessage ?? { title: '', body: '' },
            tipValues: before.settings.tipValues,
          },
        },
      });
      expect(put.status(), await put.text()).toBe(200);
    }
  });

  test('tables are added, renamed and taken out of use; staff are invited and removed', async ({
    page,
    checkScreen,
  }) => {
    const stamp = String(Date.now() % 100000);
    await openManage(page, 'locations', 'Locations');
    await page.getByRole('link', { name: 'Edit Downtown (Yaletown)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Downtown (Yaletown)' })).toBeVisible();

    const tables = page.getByRole('region', { name: 'Tables and kiosks' });
    await tables.getByLabel('New table').fill(`Patio ${stamp}`);
    await tables.getByRole('button', { name: 'Add table' }).click();
    await expect(tables.getByRole('status')).toHaveText(`Table Patio ${stamp} added.`);
    const name = tables.getByLabel(`Name of table Patio ${stamp}`);
    await name.fill(`Deck ${stamp}`);
    await tables.getByRole('button', { name: `Rename table Patio ${stamp}` }).click();
    await expect(tables.getByRole('status')).toHaveText(`Table Patio ${stamp} is now Deck ${stamp}.`);
    await tables.getByRole('button', { name: `Take out of use table Deck ${stamp}` }).click();
    await expect(tables.getByRole('status')).toHaveText(`Table Deck ${stamp} is out of use.`);
    await expect(tables.getByRole('button', { name: `Put back in use table Deck ${stamp}` })).toBeVisible();
    // The same name twice is refused with a sentence.
    await tables.getByLabel('New table').fill(`deck ${stamp}`);
    await tables.getByRole('button', { name: 'Add table' }).click();
    await expect(tables.getByRole('status')).toHaveText(
      `Downtown (Yaletown) already has a table deck ${stamp}.`,
    );
    await checkScreen('manage-location');

    await page.getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const email = `cook-${stamp}@example.com`;
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Every location').uncheck();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('alert')).toContainText('Choose at least one location, or every location.');
    await page.getByLabel('Downtown (Yaletown)').check();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
    // Pending, apart from the members: nobody joins before accepting.
    const row = page
      .getByRole('list', { name: 'Invitations' })
      .getByRole('listitem')
      .filter({ hasText: email });
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('Downtown (Yaletown)');
    await expect(
      page.getByRole('list', { name: 'Staff members' }).getByRole('listitem').filter({ hasText: email }),
    ).toHaveCount(0);
    await checkScreen('manage-staff');

    // The only manager cannot remove themselves.
    await page.getByRole('button', { name: 'Remove manager@demo.test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are the last manager' })).toBeVisible();

    await page.getByRole('button', { name: `Send again to ${email}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Invitation sent again to ${email}.` }),
    ).toBeVisible();
    await page.getByRole('button', { name: `Cancel invitation of ${email}` }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'The link in their e-mail will say the invitation was cancelled.',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel invitation' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `The invitation of ${email} was cancelled: its link no longer works.` }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test.describe('a new location', () => {
  test('is added from the Locations screen, shows in a customer’s open location picker at once, and is removed', async ({
    page,
    browser,
    request,
    checkScreen,
    checkPage,
  }) => {
    longJourney();
    const headers = await managerHeaders(request);
    const { page: customer, close } = await customerBrowser(browser);
    try {
      // The customer has the location picker open.
      await openLocation(customer, '/restaurants/demo/locations/downtown');
      await customer.getByRole('link', { name: /Change location/ }).click();
      await expect(customer.getByRole('heading', { name: 'Choose a location' })).toBeVisible();
      await expect(customer.getByRole('button', { name: /Kitsilano/ })).toBeVisible();

      await openManage(page, 'locations', 'Locations');
      await page.getByRole('button', { name: 'Add a location' }).click();
      const form = page.getByRole('region', { name: 'Add a location' });
      await form.getByRole('textbox', { name: 'Location name' }).fill('Gastown Pop-up');
      // The name in its addresses follows the name until the manager types one.
      await expect(form.getByRole('textbox', { name: 'Address name' })).toHaveValue('gastown-pop-up');
      await form.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Water St, Vancouver, BC');
      await expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Vancouver');
      // A map position half given is caught before anything is sent.
      await form.getByRole('textbox', { name: 'Latitude' }).fill('49.2843');
      await form.getByRole('button', { name: 'Add location' }).click();
      await expect(form.getByRole('alert')).toContainText('Map position: use a latitude from -90 to 90');
      await form.getByRole('textbox', { name: 'Longitude' }).fill('-123.1047');
      await checkScreen('manage-add-location');
      await form.getByRole('button', { name: 'Add location' }).click();

      // Its page: closed every day until the manager sets its hours.
      await expect(page.getByRole('heading', { level: 1, name: 'Gastown Pop-up' })).toBeVisible();
      await expect(page).toHaveURL(/\/staff\/manage\/demo\/locations\/gastown-pop-up$/);
      const hours = page.getByRole('region', { name: 'Opening hours' });
      await expect(hours.getByRole('switch', { name: 'Monday open' })).not.toBeChecked();
      await expect(hours.getByRole('switch', { name: 'Saturday open' })).not.toBeChecked();

      // The customer's open picker lists it without a reload.
      await expect(customer.getByRole('button', { name: /Gastown Pop-up/ })).toBeVisible({ timeout: 10_000 });
      await checkPage(customer, 'manage-add-location-customer-picker');

      // Removed again (it never took an order); the picker drops it.
      await page.getByRole('button', { name: 'Remove location Gastown Pop-up' }).click();
      await page.getByRole('button', { name: 'Remove Gastown Pop-up' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
      await expect(page.getByText('Gastown Pop-up')).toHaveCount(0);
      await expect(customer.getByRole('button', { name: /Gastown Pop-up/ })).toHaveCount(0, {
        timeout: 10_000,
      });
    } finally {
      await close();
      // Whatever happened above, the demo has its two locations only.
      await request.delete('/api/manage/restaurants/demo/locations/gastown-pop-up', { headers });
    }
  });
});

test.describe('on a 1024x768 tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('Kitsilano stays open past midnight: a closed customer menu opens at once', async ({
    page,
    browser,
    request,
    checkScreen,
  }) => {
    // The CLOSED server's clock: Wednesday 23:30, after Kitsilano's 22:00 closing.
    const headers = await managerHeaders(request, CLOSED_URL);
    const before = (await (await request.get(`${CLOSED_URL}${KITSILANO_API}`, { headers })).json()).data
      .location;
    const customer = await customerMenu(browser, `${CLOSED_URL}/restaurants/demo/locations/kitsilano`);
    try {
      await expect(customer.page.getByTestId('closed-banner')).toBeVisible();
      await openManage(page, 'locations/kitsilano', 'Kitsilano', CLOSED_URL);
      // Tablet: the sections are tabs above the page, not a side column.
      const nav = page.getByRole('navigation', { name: 'Back office sections' });
      const navBox = (await nav.boundingBox())!;
      expect(navBox.width).toBeGreaterThan(900);
      // The page starts right under them (no empty band between).
      const mainBox = (await page.locator('#manage-main').boundingBox())!;
      expect(Math.abs(mainBox.y - (navBox.y + navBox.height))).toBeLessThanOrEqual(2);

      const hours = page.getByRole('region', { name: 'Opening hours' });
      await hours.getByLabel('Wednesday closes at').fill('02:00');
      await expect(hours).toContainText('Closes at 02:00 the next day.');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

      await expect(customer.page.getByTestId('closed-banner')).toHaveCount(0);
      await checkScreen('manage-location-tablet');
    } finally {
      await customer.close();
      const put = await request.put(`${CLOSED_URL}${KITSILANO_API}`, {
        headers,
        data: { settings: { hours: before.settings.hours } },
      });
      expect(put.status(), await put.text()).toBe(200);
    }
  });
});

test('on a 390x844 phone a location’s page fits the screen', async ({ browser }) => {
  await onPhone(browser, {
    path: 'locations/downtown',
    heading: 'Downtown (Yaletown)',
    name: 'manage-locations-phone',
    ready: (page) =>
      expect(page.getByRole('textbox', { name: 'Location name' })).toHaveValue('Downtown (Yaletown)'),
    show: (page) => page.getByRole('region', { name: 'Opening hours' }),
  });
});
