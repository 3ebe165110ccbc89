import { expect, test } from './fixtures.ts';

test('smoke: menu renders', async ({ page, checkScreen }) => {
  await page.goto('/restaurants/demo/locations/downtown');
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByTestId('tile-search')).toBeVisible();
  await checkScreen('menu-downtown');
  await page.goto('/restaurants/demo/locations/kitsilano');
  await expect(page.getByTestId('tile-search')).toBeVisible();
  await checkScreen('menu-kitsilano');
});
