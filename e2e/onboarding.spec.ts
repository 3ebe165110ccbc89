import { expect, test } from './fixtures.ts';
import { invitationMail, restaurantServerForDescribe } from './restaurant-server.ts';

/**
 * Bringing a restaurant on board (issue 16): `npm run restaurant -- create` makes an empty
 * restaurant in a server's data folder; its manager gets the invitation e-mail (the outbox), sets a
 * password on the staff app's invitation screen and is signed in. This journey runs its own server
 * (E2E_PORT + 2) on a fresh PGlite folder, since the command works on the database, not over HTTP.
 */
test.describe('onboarding a restaurant', () => {
  test.skip(({ isMobile }) => isMobile, 'the back-office journeys run on the desktop project');
  test.describe.configure({ timeout: 180_000 });

  const URL_BASE = restaurantServerForDescribe({
    portOffset: 2,
    restaurantId: 'luigis-trattoria',
    manager: 'luigi@example.com',
    create: [
      '--name',
      "Luigi's Trattoria",
      '--location',
      'Main Street',
      '--manager',
      'luigi@example.com',
      '--time-zone',
      'America/Toronto',
    ],
  });

  test('the manager of a restaurant made by the command accepts the invitation and signs in', async ({
    page,
    request,
    checkScreen,
  }) => {
    const { subject, link } = await invitationMail(request, URL_BASE, 'luigi@example.com');
    expect(subject).toBe("You're invited to Luigi's Trattoria");

    await page.goto(link);
    await expect(page.getByRole('heading', { name: "Join Luigi's Trattoria" })).toBeVisible();
    await expect(
      page.getByText('You are invited as a manager. Choose a password for luigi@example.com.'),
    ).toBeVisible();
    await checkScreen('onboarding-invitation');

    await page.getByLabel('New password').fill('secret123');
    await page.getByLabel('Confirm password').fill('secret12');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The two passwords are not the same.');

    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByText('Signed in as luigi@example.com')).toBeVisible();
    await expect(page.getByText("Luigi's Trattoria")).toBeVisible();
    await expect(page.getByText('Main Street').first()).toBeVisible();

    // The link was for one use.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText(
      'This invitation link has expired or was already used.',
    );
  });
});
