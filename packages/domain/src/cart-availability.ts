import { type Instant, inZone, weekdayIndex } from './clock.ts';
import { windowText } from './delivery-terms.ts';
import {
  isChoiceActive,
  isProductActive,
  matchesOrderType,
  menuProductIds,
  timedMenus,
} from './menu-activity.ts';
import { messages, notOnMenuMessage } from './messages.ts';
import { type OpeningWindow, openingWindow } from './opening-hours.ts';
import type { Category, Choice, LocationSettings, Product } from './types.ts';

/**
 * Why a cart line can no longer be ordered, or null: the product has sold out (or left the menu),
 * or one of its picked choices has. The menu arrives live, so the cart can say so before Place Order.
 */
export function cartLineUnavailable(input: {
  product: Pick<Product, 'active' | 'activeAfter'> | undefined;
  picked: readonly { modifierId: string; id: string }[];
  modifiers: readonly { id: string; choices: readonly Pick<Choice, 'id' | 'active' | 'activeAfter'>[] }[];
  now: Instant;
}): string | null {
  if (!input.product || !isProductActive(input.product, input.now)) return messages.productSoldOut;
  for (const pick of input.picked) {
    const choice = input.modifiers
      .find((modifier) => modifier.id === pick.modifierId)
      ?.choices.find((candidate) => candidate.id === pick.id);
    if (!choice || !isChoiceActive(choice, input.now)) return messages.choiceSoldOut;
  }
  return null;
}

/** A cart line the menus open at the order's time do not offer, said before Place Order. */
export interface OffMenuLine {
  productId: string;
  name: string;
  /** The server's refusal: 'Sorry, Classic Burger is not on the menu at this time.' */
  message: string;
  /** When its timed menus serve it that day, e.g. 'Classic Burger is served 11:00 AM – 10:00 PM.' */
  served: string | null;
}

type MenuSettings = Pick<LocationSettings, 'menus' | 'timeZone' | 'categoryOrder'>;

/**
 * When the timed menus that list a product serve it on the day of `when` (the location's day),
 * e.g. 'Classic Burger is served 11:00 AM – 10:00 PM.', or '… is not served that day.'; null when
 * the product is on no timed menu (the default menu serves it whenever no timed menu is open).
 */
export function productServedText(input: {
  settings: MenuSettings;
  categories: readonly Category[];
  product: Pick<Product, 'id' | 'name'>;
  when: Instant;
  isDineIn: boolean;
}): string | null {
  const { settings, product } = input;
  const listing = new Set(
    input.categories
      .filter(
        (category) =>
          category.productOrder.includes(product.id) && matchesOrderType(category.orderType, input.isDineIn),
      )
      .map((category) => category.id),
  );
  const menus = timedMenus(settings).filter((menu) => menu.categoryOrder.some((id) => listing.has(id)));
  if (menus.length === 0) return null;
  const day = inZone(input.when, settings.timeZone);
  const windows = menus
    .map((menu) => openingWindow(day, menu.hours[weekdayIndex(day)]))
    .filter((window): window is OpeningWindow => window !== null);
  if (windows.length === 0) return `${product.name} is not served that day.`;
  if (windows.some((window) => window.allDay)) return null;
  // Each window less its break, then the spans of several menus that meet or overlap made one
  // (breakfast until 11:00 and lunch from 11:00 read '8:00 AM – 10:00 PM').
  const spans = windows
    .flatMap((window) =>
      window.breakStart === null || window.breakEnd === null
        ? [[window.open, window.close]]
        : [
            [window.open, window.breakStart],
            [window.breakEnd, window.close],
          ],
    )
    .sort((a, b) => a[0]! - b[0]!);
  const merged: number[][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0]! <= last[1]!) last[1] = Math.max(last[1]!, span[1]!);
    else merged.push([...span]);
  }
  const text = merged
    .map(([from, to]) =>
      windowText(
        { open: from!, close: to!, breakStart: null, breakEnd: null, allDay: false },
        settings.timeZone,
      ),
    )
    .join(' and ');
  return `${product.name} is served ${text}.`;
}

/**
 * The lines (by product) that the menus open at `when` do not offer: the server's check at Place
 * Order (`menuProductIds`, SPEC.md section 4), said on the checkout as soon as the chosen time
 * makes it so, with when the product is served that day.
 */
export function linesOffMenu(input: {
  settings: MenuSettings;
  categories: readonly Category[];
  products: readonly Pick<Product, 'id' | 'name'>[];
  when: Instant;
  isDineIn: boolean;
}): OffMenuLine[] {
  const onMenu = menuProductIds(input);
  const seen = new Set<string>();
  const off: OffMenuLine[] = [];
  for (const product of input.products) {
    if (onMenu.has(product.id) || seen.has(product.id)) continue;
    seen.add(product.id);
    off.push({
      productId: product.id,
      name: product.name,
      message: notOnMenuMessage(product.name),
      served: productServedText({ ...input, product }),
    });
  }
  return off;
}
