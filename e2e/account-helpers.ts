import { demo } from '@orderly/test-kit';
import { kitFor } from '@orderly/test-kit/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

export const CUSTOMER = demo.customer;

/** A fresh address per test and project (within the form's 38 characters), so runs never share an account. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const stamp = `${Date.now().toString(36).slice(-6)}${Math.random().toString(36).slice(2, 5)}`;
  return `${label}-${testInfo.project.name.charAt(0)}${stamp}@example.test`;
}

/** Opens the demo restaurant's location (downtown delivers in its own zone). */
export async function openRestaurant(page: Page, location = 'downtown') {
  await page.goto(`/restaurants/demo/locations/${location}`);
  await expect(page).toHaveURL(/\/menu$/);
}

export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** Signs up through the API: answers the session token. */
export async function signUpByApi(
  request: APIRequestContext,
  account: { email: string; password?: string; name?: string; phoneNumber?: string },
): Promise<string> {
  const customer = await kitFor(request).signUp({ name: 'Test Customer', ...account });
  return customer.token;
}

/** A signed-in browser: the restaurant opened, then the session token stored as the app keeps it. */
export async function openSignedIn(page: Page, token: string, location = 'downtown') {
  await openRestaurant(page, location);
  await page.evaluate((value) => window.localStorage.setItem('orderly.auth', JSON.stringify(value)), token);
  await page.reload();
  await expect(userNav(page)).toBeVisible();
}

/** USER in the bottom navigation (phone) or the top bar (desktop). */
export const userNav = (page: Page) =>
  (isPhone(page) ? page.getByTestId('bottom-nav') : page.getByRole('banner')).getByRole('link', {
    name: 'USER',
  });

export const loginNav = (page: Page) =>
  (isPhone(page) ? page.getByTestId('bottom-nav') : page.getByRole('banner')).getByRole('link', {
    name: 'LOGIN',
  });

/** The login flow from its e-mail step: e-mail, then password, then LOGIN. */
export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}
