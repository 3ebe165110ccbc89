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
    await page.getByRole('button', { name: 'Set password and join' }).click();
    await expect(page.getByRole('alert')).toHaveText('The two passwords are not the same.');

    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByRole('button', { name: 'Set password and join' }).click();
    await expect(page.getByText('Signed in as luigi@example.com')).toBeVisible();
    await expect(page.getByText("Luigi's Trattoria")).toBeVisible();
    await expect(page.getByText('Main Street').first()).toBeVisible();

    // The link was for one use.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(
      'This invitation was already accepted. Sign in to the staff app with your account.',
    );
  });

  test('someone with an account is invited: nothing shows or joins until they sign in and tap Join; a cancelled link says so', async ({
    page,
    browser,
    request,
    checkScreen,
    checkPage,
  }) => {
    // Maria already orders here: an account with a name and a password.
    const signUp = await request.post(`${URL_BASE}/guest/auth/sign_up`, {
      data: {
        email: 'maria@example.com',
        password: 'a long passphrase 7',
        name: 'Maria Rossi',
        phoneNumber: '6045550123',
        restaurantId: 'luigis-trattoria',
      },
    });
    expect(signUp.ok()).toBe(true);

    // Luigi (who accepted in the journey before) invites her and someone he then thinks better of.
    await page.goto(`${URL_BASE}/staff/sign-in`);
    await page.getByLabel('Email').fill('luigi@example.com');
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Signed in as luigi@example.com')).toBeVisible();
    await page.goto(`${URL_BASE}/staff/manage/luigis-trattoria/staff`);
    for (const email of ['maria@example.com', 'not-after-all@example.com']) {
      await page.getByLabel('E-mail address').fill(email);
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` }),
      ).toBeVisible();
    }
    const invitations = page.getByRole('list', { name: 'Invitations' });
    const mariaInvited = invitations.getByRole('listitem').filter({ hasText: 'maria@example.com' });
    await expect(mariaInvited).toContainText('Invited');
    // Nothing of her account shows: not her name, not on the members' list.
    await expect(page.getByText('Maria Rossi')).toHaveCount(0);
    await expect(
      page.getByRole('list', { name: 'Staff members' }).getByRole('listitem').filter({ hasText: 'maria@' }),
    ).toHaveCount(0);
    await checkScreen('manage-staff-invited');
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await checkScreen('manage-staff-invited-phone');
    if (desktop) await page.setViewportSize(desktop);

    await page.getByRole('button', { name: 'Cancel invitation of not-after-all@example.com' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel invitation' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'The invitation of not-after-all@example.com was cancelled' }),
    ).toBeVisible();
    const cancelled = await invitationMail(request, URL_BASE, 'not-after-all@example.com');

    // Maria follows her link on her own phone: she signs in, then chooses to join.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    try {
      const maria = await context.newPage();
      const { link } = await invitationMail(request, URL_BASE, 'maria@example.com');
      await maria.goto(link);
      await expect(maria.getByRole('heading', { name: "Join Luigi's Trattoria" })).toBeVisible();
      await expect(
        maria.getByText('You are invited as staff. Sign in with your account, maria@example.com, to accept.'),
      ).toBeVisible();
      await checkPage(maria, 'invitation-sign-in-phone');
      await maria.getByLabel('Password').fill('a long passphrase 7');
      await maria.getByRole('button', { name: 'Sign in' }).click();
      // Signed in, she is not staff yet: joining is her own tap.
      await expect(maria.getByText('You are signed in as maria@example.com')).toBeVisible();
      await checkPage(maria, 'invitation-join-phone');
      await page.reload();
      await expect(mariaInvited).toContainText('Invited');
      await maria.getByRole('button', { name: "Join Luigi's Trattoria" }).click();
      await expect(maria.getByText('Signed in as Maria Rossi')).toBeVisible();
      await expect(maria.getByText('Main Street').first()).toBeVisible();

      // The cancelled link says so.
      await maria.goto(cancelled.link);
      await expect(maria.getByRole('alert')).toHaveText(
        'This invitation was cancelled by the restaurant. Ask your manager if you should still join.',
      );
    } finally {
      await context.close();
    }

    // Now she is a member, by name; no invitation is left.
    await page.reload();
    await expect(
      page
        .getByRole('list', { name: 'Staff members' })
        .getByRole('listitem')
        .filter({ hasText: 'Maria Rossi' }),
    ).toContainText('maria@example.com');
    await expect(page.getByText('No invitations waiting: everyone invited has joined.')).toBeVisible();
  });
});
