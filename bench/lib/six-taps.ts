/**
 * The six taps a diner makes from the menu to a placed order, walked by both tap benches:
 * interactions.ts (tap to the next paint) and first-tap.ts (tap to the expected screen). Each
 * bench measures a tap its own way and says what each tap must bring before the walk goes on.
 */
import { getJson } from './customers.ts';
import { sleep } from './stats.ts';

export const TAPS = [
  'open a category',
  'open a product',
  'choose a modifier',
  'add to cart',
  'open the cart',
  'press Place Order',
] as const;
export type Tap = (typeof TAPS)[number];

/** What the walk needs of a DevTools session on the page. */
export interface DevtoolsPage {
  send: (method: string, params?: Record<string, unknown>) => Promise<Record<string, unknown>>;
  evaluate: (expression: string) => Promise<unknown>;
}

export async function waitUntil(page: DevtoolsPage, condition: string, what: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate(`Boolean(${condition})`)) return;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

const byText = (selector: string, text: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].find((element) => element.textContent.includes(${JSON.stringify(text)}))`;

interface MenuSnapshot {
  categories: { id: string; name: string; productOrder?: string[] }[];
  products: { id: string; name: string; active?: boolean; modifiers?: string[] }[];
  modifiers: { id: string; required?: number; maxSelect?: number }[];
}

/**
 * For each category of the downtown catalogue, a product whose first modifier is a required single
 * choice (the run taps the first such category the menu shows now: menus change with the time).
 */
export async function productsToPick(base: string) {
  const menu = (await getJson(`${base}/guest/restaurants/demo/locations/downtown/menu`)).data as MenuSnapshot;
  const modifiers = new Map(menu.modifiers.map((modifier) => [modifier.id, modifier]));
  const picks: Record<string, string> = {};
  for (const category of menu.categories) {
    for (const productId of category.productOrder ?? []) {
      const product = menu.products.find((candidate) => candidate.id === productId);
      const first = modifiers.get(product?.modifiers?.[0] ?? '');
      if (product && product.active !== false && first?.required === 1 && first.maxSelect === 1) {
        picks[category.name] = product.name;
        break;
      }
    }
  }
  return picks;
}

/** On /menu, the first category shown that has a product to pick, and that product. */
export async function pickOnTheMenu(page: DevtoolsPage, picks: Record<string, string>) {
  const shown = (await page.evaluate(
    `[...document.querySelectorAll('[data-testid="menu-tiles"] button')].map((tile) => tile.textContent.trim())`,
  )) as string[];
  const category = shown.find((name) => picks[name] !== undefined);
  if (!category) throw new Error('No category on the menu now has a product with a single required choice');
  return { category, product: picks[category] ?? '' };
}

/** Taps the element the first expression finds; answers the tap's figure once `brings` holds. */
export type MeasureTap = (element: string, brings: string, what: Tap) => Promise<number>;

/**
 * From /menu (open), the six taps to a placed order; `brings` is what each tap must have brought
 * for the walk to go on (and for the bench's measure to end). Answers each tap's figure.
 */
export async function walkTheSixTaps(
  page: DevtoolsPage,
  base: string,
  pick: { category: string; product: string },
  measure: MeasureTap,
  brings: Record<Tap, string>,
) {
  const measured: Partial<Record<Tap, number>> = {};
  measured['open a category'] = await measure(
    byText('[data-testid="menu-tiles"] button', pick.category),
    brings['open a category'],
    'open a category',
  );
  measured['open a product'] = await measure(
    byText('[data-testid="product-card"]', pick.product),
    brings['open a product'],
    'open a product',
  );
  measured['choose a modifier'] = await measure(
    `document.querySelector('input[type="radio"]:not(:checked):not(:disabled)')`,
    brings['choose a modifier'],
    'choose a modifier',
  );
  // Any other required group gets its first choice without being measured.
  await page.evaluate(`(() => {
    for (const group of document.querySelectorAll('[role="radiogroup"], fieldset')) {
      if (!group.querySelector('input:checked')) group.querySelector('input:not(:disabled)')?.click();
    }
  })()`);
  measured['add to cart'] = await measure(
    `document.querySelector('[data-testid="add-to-cart"]')`,
    brings['add to cart'],
    'add to cart',
  );
  measured['open the cart'] = await measure(
    `document.querySelector('[data-testid="cart-button"]')`,
    brings['open the cart'],
    'open the cart',
  );
  await page.send('Page.navigate', { url: `${base}/checkout` });
  await waitUntil(page, `document.querySelector('[data-testid="place-order"]')`, 'the checkout');
  await page.evaluate(`(() => {
    const radio = (name) => [...document.querySelectorAll('input[type="radio"]')].find((input) => input.labels?.[0]?.textContent.includes(name));
    radio('Pickup')?.click();
    radio('Pay In-Person')?.click();
  })()`);
  await waitUntil(
    page,
    `document.querySelector('[data-testid="place-order"]')?.textContent.includes('PLACE ORDER')`,
    'PLACE ORDER',
  );
  await sleep(500);
  measured['press Place Order'] = await measure(
    `document.querySelector('[data-testid="place-order"]')`,
    brings['press Place Order'],
    'press Place Order',
  );
  await waitUntil(page, "location.pathname === '/order_complete'", 'the order to be placed', 30_000);
  return measured;
}
