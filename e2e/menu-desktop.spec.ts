import { expect, test } from './fixtures.ts';
import { isPhone, openLocation } from './ordering-helpers.ts';

/**
 * Issue 17, "The diner": on desktop the menu is one continuous list under a sticky bar of its
 * categories (the big delivery apps' menu); the bar marks the section in view and jumps on click
 * or Enter; the tile grid still selects its category in the panel. The phone menu is unchanged.
 */
const DOWNTOWN = '/restaurants/demo/locations/downtown';

/** Resolves once the page has not scrolled for three frames in a row (a smooth scroll has ended). */
const scrollStill = () =>
  new Promise<void>((resolve) => {
    let last = Number.NaN;
    let still = 0;
    const frame = () => {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still >= 3) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });

test('desktop: one scrolling menu with a sticky category bar that follows and jumps', async ({
  page,
  checkScreen,
}) => {
  test.skip(isPhone(page), 'the desktop menu');
  await openLocation(page, DOWNTOWN);
  const menu = page.getByTestId('continuous-menu');
  const bar = menu.getByRole('navigation', { name: 'Menu sections' });
  const links = bar.getByTestId('section-link');
  const sections = menu.getByTestId('menu-section');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(2);
  await expect(sections).toHaveCount(count);
  await expect(links.first()).toHaveAttribute('aria-current', 'true');
  await checkScreen('menu-desktop-continuous');

  // Pictures below the fold wait until they are scrolled to.
  const lastPictures = sections.last().locator('img');
  if ((await lastPictures.count()) > 0) await expect(lastPictures.first()).toHaveAttribute('loading', 'lazy');

  // A click on the bar jumps to the section, marks it and gives its heading the focus.
  const third = links.nth(2);
  const thirdName = (await third.textContent()) ?? '';
  await third.click();
  await expect(third).toHaveAttribute('aria-current', 'true');
  await expect(sections.nth(2).getByRole('heading', { level: 2, name: thirdName })).toBeInViewport();
  await expect(sections.nth(2).getByRole('heading', { level: 2, name: thirdName })).toBeFocused();
  // The bar stays on screen (sticky) after the jump.
  await expect(bar).toBeInViewport();

  // From the keyboard: a link of the bar, then Enter.
  await links.last().focus();
  await page.keyboard.press('Enter');
  await expect(links.last()).toHaveAttribute('aria-current', 'true');
  await expect(sections.last().getByRole('heading', { level: 2 })).toBeFocused();

  // Scrolling by hand marks the section in view (once the jump has landed: a diner does not scroll
  // back within the same frames, and a smooth scroll still running on a busy machine may carry on).
  await expect(sections.last().getByRole('heading', { level: 2 })).toBeInViewport();
  await page.evaluate(scrollStill);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(links.first()).toHaveAttribute('aria-current', 'true');
  await page.evaluate(() => {
    const second = document.querySelectorAll('[data-testid="menu-section"]')[1] as HTMLElement;
    window.scrollTo({ top: second.getBoundingClientRect().top + window.scrollY - 100, behavior: 'instant' });
  });
  await expect(links.nth(1)).toHaveAttribute('aria-current', 'true');

  // The tile grid selects its category in the panel: the list scrolls to it.
  const tile = page.getByTestId('menu-tiles').getByRole('button', { name: thirdName });
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await expect(sections.nth(2).getByRole('heading', { level: 2, name: thirdName })).toBeInViewport();
  // Focus follows to the chosen category's heading (issue 24): the next Tab reaches its products,
  // not the rest of the side bar.
  await expect(sections.nth(2).getByRole('heading', { level: 2, name: thirdName })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('data-testid', 'product-card');
  await checkScreen('menu-desktop-continuous-jumped');

  // A product opens over the menu; closed, its card is no longer shown as opening.
  const card = sections.nth(2).getByTestId('product-card').first();
  await card.click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  // The dialog opens on its close control, not on an unchecked choice of the product.
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/menu$/);
  await expect(card).not.toHaveAttribute('aria-busy', 'true');
});

test('phone: the menu stays a grid of category tiles', async ({ page }) => {
  test.skip(!isPhone(page), 'the phone menu');
  await openLocation(page, DOWNTOWN);
  await expect(page.getByTestId('continuous-menu')).toHaveCount(0);
  await expect(page.getByTestId('menu-tiles').getByTestId('category-tile').first()).toBeVisible();
});
