import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, saveDocsScreen, saveScreens, test } from './fixtures.ts';

/**
 * What the back-office journeys share (manage-*.spec.ts): the demo's manager, signing in through
 * the API and through the staff app, a customer's browser beside the back office, and the screens
 * saved to docs/screenshots.
 */
export const MANAGER = { email: 'manager@demo.test', password: 'demo1234' };

/** A 96×96 PNG: a white dot on blue (a logo, a reward's picture). */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAMAAADVRocKAAABuVBMVEVMaXEZZswUZcAUZMAUZMAUZMAAZswVZb8VZb8Af/8UZMAUZcAZZr8AVaoUZcASZL8VZb8SZ7wUZL8VZL8VZb8UZb8VZMAAf78UZb8UZMAVZL8VZL8UY8EVZsAOY8YVZL8aa7sUZMAWZsAVZcAWZL8UZb8VZb8UZb8UZb8VZMATZcASY8EVZMAUZL8UZMAVZr8TZMEUZMAAVdQUZMAVZMAVZcAUZb8TZsAYYcIVZL8RYMERZsMVZL8UZb8VZcD////u9Ps3e8n8/f4WZsDv9fvM3fFXkNLK3PGXu+P5+/45fco2e8lCg8xHhs2gwOVyotk/gcv3+v0dasIcasKdvuX2+f3t8/r9/v/g6vfB1u7V4/SWuuNYkdLC1+/j7fhBgszJ2/CaveT1+Px0o9mZvOQ1esn5+/1FhM3L3fGev+XD2O/P4PIbacJ0pNpHhs76/P7N3vKVueJMic9Lic/u9Ppbk9Pj7PfS4fM6fcrm7/jl7viVuuNDg8zw9fucvuTf6vZAgcxzo9mfwOVEhM1WkNLe6fbd6fZIh87Q4PLC1+5dlNPT4vNck9PR4fPi7Pfh6/eUuOI+gMtZktIw9YaJAAAAPnRSTlMACpd66/gF+e0Ch6sUA9Qc4hvStrVYmwSU7PqYV1US7hOTOeM4rpmtiOQ1NneVhnhbuwavtLPqWhXVHR7h0fGRLkcAAAAJcEhZcwAACxMAAAsTAQCanBgAAALNSURBVGje1ZqHVhpBFEAHEJcSC8beW+wlvWeGpYMgKip2Y9SosbdETTG99y+OxpgAsrBvdt455n7Au3tgdvY1QmLJqjU03qgqpZyUVmU3GurNRImbTc1UAHWWnKThrzdIVBCS/szJ+NdMVCAlBQnhMwupYMoyY+PrzlLh5Otinh8hPqUXLv4VFFIU9Mfxz1Mkyo/iV2dgCUxHp7WBotF+GD9HwhNItw4ETRQRCyHmOkxBcxappai0EgOuoJOcwxVYSTauII+YcAUZRMIVGAlF5hQJdpa7x4dcq6uu/fGX0wHRgknfLotjb/S5OIHzs5slYX7bKUYQWmQKrM0JEPQ9izJFolMRrYLACEvJJ1mbYGWLpcG1oUUw1svSMuDhF7y7x1TQu8ErCDxlqrDLfILII6aSkT4uQT9TzQyPYM6hXhANwQXORQbA7QQLPjIQY2CBGybwQgVBBqQHKPBBBetAwS5UMAET7DAwXSDBMlzwAiTohgv6QYIHcMEwSPAVLhgCCexwwSBI4IcL7p8uAfpP9A37T0Y/pugv2jRcEAYJAtiXHd2Dxn8I/B6MQgXfgYJJ7E8mnYfFvwvOKrZhAg888VoTkrWkSB1fAVJHR5An+Z1SL/BxZddLX5DTdyqrvLS3ZnlLqBV1JdQmfxHoGVBRBL7WUsaGBtOWsZvaCnE5TaH2flZrKyEyk+J9cPiWBDRDnijWIt6goH7RT2/S+80jsCHV83gi4fuy/kN0S00OL3x4Y/f77W+HF8Jd/2NTkFeA3phFby2jN8fR2/vIA4o2Uo8raCHmXMz4tw/G4xZMQQfyoM5oOxwF6vEENb9nmZVow9KSP6P9AixBxfFAuQwnfvG/fY1LGPEvF8UsDeSLj39FF7f2IPwoFRclbFaUCz1LVytOroZUtxuFvV81lUm3W2wWIfdSbodNcT/H3NppzTNx3x2S6Y61rSV+/ecXyGZ9t4rLOy8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A spec of back-office journeys: one at a time (each changes the demo and puts it back), on the
 * desktop project (tablet and phone screens are opened by the journeys themselves).
 */
export function backOfficeJourneys() {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'The back office is for desktops and tablets');
}

/**
 * A journey with a customer's browser beside the back office and several accessibility checks:
 * over 90 s on a loaded machine (CI timed one out at 90 s once, before its `finally` put the demo
 * back for the retry).
 */
export const longJourney = () => test.setTimeout(180_000);

/** The demo manager's bearer token (for reading and restoring the demo through the API). */
export async function managerToken(request: APIRequestContext, origin = '') {
  const response = await request.post(`${origin}/guest/auth/sign_in`, { data: MANAGER });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()).data as { token: string }).token;
}

export async function managerHeaders(request: APIRequestContext, origin = '') {
  return { authorization: `Bearer ${await managerToken(request, origin)}` };
}

/**
 * Opens a back-office page of the demo (`path` under /staff/manage/demo/); the staff app asks the
 * manager to sign in first, when not signed in yet, and comes back to it.
 */
export async function openManage(page: Page, path: string, heading: string, origin = '') {
  await page.goto(`${origin}/staff/manage/demo/${path}`);
  const title = page.getByRole('heading', { level: 1, name: heading });
  const email = page.getByLabel('Email');
  // The first load of the staff app may be slow on a busy machine.
  await expect(title.or(email)).toBeVisible({ timeout: 20_000 });
  if (await email.isVisible()) {
    await expect(page).toHaveURL(/\/staff\/sign-in\?next=/);
    await email.fill(MANAGER.email);
    await page.getByLabel('Password').fill(MANAGER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/staff/manage/demo/${path}$`));
  await expect(title).toBeVisible({ timeout: 20_000 });
}

/** A customer's own browser (its own storage and session), a desktop unless told. */
export async function customerBrowser(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  return { page: await context.newPage(), close: () => context.close() };
}

/** A 390×844 phone (the size the back office and the customer app are checked at on phones). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/**
 * The screen as a person sees it (the viewport, from the top, or from `show` when given), saved as
 * docs/screenshots/<name>.png.
 */
export async function docsShot(page: Page, name: string, show?: Locator) {
  if (!saveScreens) return;
  if (show) {
    await show.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -16);
    });
  } else await page.evaluate(() => window.scrollTo(0, 0));
  await saveDocsScreen(page, name);
}

/**
 * A back-office page on a 390×844 phone, signed in as the manager: nothing is wider than the
 * screen (the page never scrolls sideways), and it is saved as docs/screenshots/<name>.png, from
 * its top or from `show` (the shell's navigation takes most of a phone's first screen).
 * `ready` waits for what the page loads after its title.
 */
export async function onPhone(
  browser: Browser,
  {
    path,
    heading,
    name,
    ready,
    show,
  }: {
    path: string;
    heading: string;
    name: string;
    ready: (page: Page) => Promise<void>;
    show?: (page: Page) => Locator;
  },
) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await openManage(page, path, heading);
    await ready(page);
    const sideways = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const beyond = (element: Element) => element.getBoundingClientRect().right > width + 1;
      // Past the right edge, and not inside a box that scrolls or clips it (a table's scroller, the map).
      const unclipped = (element: Element) => {
        for (let box = element.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible' && !beyond(box)) return false;
        }
        return true;
      };
      const wider = [...document.querySelectorAll('body *')].filter(
        (element) => beyond(element) && unclipped(element),
      );
      return {
        scrollWidth: document.documentElement.scrollWidth,
        width,
        wider: wider
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`),
      };
    });
    expect(sideways.wider, 'parts of the page wider than the phone').toEqual([]);
    expect(sideways.scrollWidth).toBeLessThanOrEqual(sideways.width);
    await docsShot(page, name, show?.(page));
  } finally {
    await context.close();
  }
}
