import { type Instant, instantMillis } from './clock.ts';
import { isWithinHours } from './opening-hours.ts';
import type { Category, Choice, LocationSettings, Menu, OrderTypeFilter, Product } from './types.ts';
import { TIMED_MENU_KEYS } from './vocabulary.ts';

/** Activity of a product or choice: once now is past activeAfter, else unless active is false. */
export function isAvailable(item: Pick<Product | Choice, 'active' | 'activeAfter'>, now: Instant): boolean {
  if (item.activeAfter) return instantMillis(now) > instantMillis(item.activeAfter);
  return item.active !== false;
}

export const isProductActive: (product: Pick<Product, 'active' | 'activeAfter'>, now: Instant) => boolean =
  isAvailable;
export const isChoiceActive: (choice: Pick<Choice, 'active' | 'activeAfter'>, now: Instant) => boolean =
  isAvailable;

/** 'all' fits every order; 'dine-in' only dine-in; 'dine-out' only Pickup and Delivery. */
export function matchesOrderType(filter: OrderTypeFilter | null | undefined, isDineIn: boolean): boolean {
  if (filter === 'dine-in') return isDineIn;
  if (filter === 'dine-out') return !isDineIn;
  return true;
}

/** The timed menus (menu1..menu9) that are active, whatever their hours. */
export function timedMenus(settings: Pick<LocationSettings, 'menus'>): Menu[] {
  return TIMED_MENU_KEYS.map((key) => settings.menus[key]).filter(
    (menu): menu is Menu => menu?.active === true,
  );
}

/** The timed menus (menu1..menu9) that are active and whose hours are open now. */
export function activeMenus(settings: Pick<LocationSettings, 'menus' | 'timeZone'>, now: Instant): Menu[] {
  return timedMenus(settings).filter((menu) => isWithinHours(menu.hours, now, settings.timeZone, 0));
}

/**
 * Category ids to show now: the category orders of every open timed menu (first appearance wins),
 * else the default menu's, else the location's fallback category order.
 */
export function activeCategoryOrder(
  settings: Pick<LocationSettings, 'menus' | 'timeZone' | 'categoryOrder'>,
  now: Instant,
): string[] {
  const open = activeMenus(settings, now);
  const order =
    open.length > 0 ? open.flatMap((menu) => menu.categoryOrder) : settings.menus.default?.categoryOrder;
  return [...new Set(order ?? settings.categoryOrder)];
}

/** The categories in the active order, kept only when they fit the order type. */
export function menuCategories(input: {
  settings: Pick<LocationSettings, 'menus' | 'timeZone' | 'categoryOrder'>;
  categories: readonly Category[];
  now: Instant;
  isDineIn: boolean;
}): Category[] {
  const byId = new Map(input.categories.map((category) => [category.id, category]));
  return activeCategoryOrder(input.settings, input.now)
    .map((id) => byId.get(id))
    .filter(
      (category): category is Category => !!category && matchesOrderType(category.orderType, input.isDineIn),
    );
}

/**
 * The ids of the products the menu offers at `when` (SPEC.md section 4's menu activity): those of
 * the categories shown then that fit the order type. Whether each is sold out is checked apart.
 */
export function menuProductIds(input: {
  settings: Pick<LocationSettings, 'menus' | 'timeZone' | 'categoryOrder'>;
  categories: readonly Category[];
  when: Instant;
  isDineIn: boolean;
}): Set<string> {
  const ids = new Set<string>();
  for (const category of menuCategories({ ...input, now: input.when }))
    for (const id of category.productOrder) ids.add(id);
  return ids;
}

/**
 * A category's products in display order that fit the order type. Inactive products stay (the
 * cards show SOLD OUT) unless `onlyActive` is set.
 */
export function categoryProducts(input: {
  category: Pick<Category, 'productOrder'>;
  products: readonly Product[];
  now: Instant;
  isDineIn: boolean;
  onlyActive?: boolean;
}): Product[] {
  const byId = new Map(input.products.map((product) => [product.id, product]));
  return input.category.productOrder
    .map((id) => byId.get(id))
    .filter(
      (product): product is Product =>
        !!product &&
        matchesOrderType(product.orderType, input.isDineIn) &&
        (!input.onlyActive || isProductActive(product, input.now)),
    );
}

/**
 * The products offered in the takeout-accessories dialog: the location's accessory ids in their
 * order (each once) that exist and are active now; none for a dine-in order.
 */
export function takeoutAccessoryProducts(
  settings: { readonly takeoutAccessories?: readonly string[] },
  products: readonly Product[],
  now: Instant,
  isDineIn: boolean,
): Product[] {
  if (isDineIn) return [];
  const byId = new Map(products.map((product) => [product.id, product]));
  return [...new Set(settings.takeoutAccessories ?? [])]
    .map((id) => byId.get(id))
    .filter((product): product is Product => !!product && isProductActive(product, now));
}
