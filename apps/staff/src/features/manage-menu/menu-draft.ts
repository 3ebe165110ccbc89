import type { DataOf } from '@orderly/contract';
import { MENU_KEYS } from '@orderly/domain';

/**
 * The menu editor's draft: what `PUT …/menu` takes (the catalogue, the restaurant's menus, the
 * takeout accessories), and the pure changes the screens make to it. Every change keeps the draft
 * whole: a removed category leaves every menu, a removed product leaves every category, option list
 * and the accessories, a removed modifier leaves every product.
 */
export type ManagedMenu = DataOf<'getManagedMenu'>;
export type MenuDraft = Pick<ManagedMenu, 'menu' | 'menus' | 'takeoutAccessories'>;
export type Category = ManagedMenu['menu']['categories'][number];
export type Product = ManagedMenu['menu']['products'][number];
export type Modifier = ManagedMenu['menu']['modifiers'][number];
export type Choice = Modifier['choices'][number];
export type Menus = ManagedMenu['menus'];
export type MenuKey = keyof Menus;
export type MenuEntry = NonNullable<Menus[MenuKey]>;
export type DayHours = MenuEntry['hours'][number];

export const draftOf = (view: ManagedMenu): MenuDraft => ({
  menu: view.menu,
  menus: view.menus,
  takeoutAccessories: view.takeoutAccessories,
});

/**
 * An id from a name, as the restaurant document's `slugOf` makes them (written again here so the
 * editor does not load the document's schemas): lower-case letters, digits and dashes.
 */
function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
}

/** An id from a name that none of `taken` has: "Tofu bowl" → "tofu-bowl" (or "tofu-bowl-2"). */
export function freshId(name: string, taken: Iterable<string>, fallback: string): string {
  const used = new Set(taken);
  const base = slugOf(name) || fallback;
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Moves the entry at `from` to `to` (both indexes in the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}

/** Every menu's categories in the catalogue's order (menus keep which categories they show). */
export function sortMenus(menus: Menus, categories: readonly Category[]): Menus {
  const rank = new Map(categories.map((category, index) => [category.id, index]));
  const at = (id: string) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  return Object.fromEntries(
    Object.entries(menus).map(([key, menu]) => [
      key,
      menu && { ...menu, categoryOrder: [...menu.categoryOrder].sort((a, b) => at(a) - at(b)) },
    ]),
  ) as Menus;
}

export function reorderCategories(draft: MenuDraft, from: number, to: number): MenuDraft {
  const categories = moved(draft.menu.categories, from, to);
  return { ...draft, menu: { ...draft.menu, categories }, menus: sortMenus(draft.menus, categories) };
}

export function updateCategory(draft: MenuDraft, id: string, change: Partial<Category>): MenuDraft {
  return {
    ...draft,
    menu: {
      ...draft.menu,
      categories: draft.menu.categories.map((category) =>
        category.id === id ? { ...category, ...change } : category,
      ),
    },
  };
}

/** A new category at the end, shown on the default menu. */
export function addCategory(draft: MenuDraft, name: string): { draft: MenuDraft; id: string } {
  const id = freshId(
    name,
    draft.menu.categories.map((category) => category.id),
    'category',
  );
  const category: Category = { id, name, productOrder: [], orderType: 'all', takeoutAccessory: false };
  const menus = {
    ...draft.menus,
    default: { ...draft.menus.default, categoryOrder: [...draft.menus.default.categoryOrder, id] },
  };
  return {
    draft: { ...draft, menu: { ...draft.menu, categories: [...draft.menu.categories, category] }, menus },
    id,
  };
}

export function removeCategory(draft: MenuDraft, id: string): MenuDraft {
  const menus = Object.fromEntries(
    Object.entries(draft.menus).map(([key, menu]) => [
      key,
      menu && { ...menu, categoryOrder: menu.categoryOrder.filter((entry) => entry !== id) },
    ]),
  ) as Menus;
  return {
    ...draft,
    menus,
    menu: { ...draft.menu, categories: draft.menu.categories.filter((category) => category.id !== id) },
  };
}

export const newProduct = (draft: MenuDraft): Product => ({
  id: '',
  name: '',
  price: 0,
  description: '',
  imageUrl: '',
  options: [],
  modifiers: [],
  orderType: 'all',
  active: true,
  taxRate: draft.menu.products[0]?.taxRate ?? 0.05,
});

/**
 * Saves a product into the draft (a new one gets an id from its name) and puts it in exactly the
 * categories given (at the end of those it joins; where it was, it keeps its place).
 */
export function putProduct(draft: MenuDraft, product: Product, categoryIds: readonly string[]): MenuDraft {
  const isNew = product.id === '';
  const id = isNew
    ? freshId(
        product.name,
        draft.menu.products.map((entry) => entry.id),
        'product',
      )
    : product.id;
  const saved = { ...product, id };
  const products = isNew
    ? [...draft.menu.products, saved]
    : draft.menu.products.map((entry) => (entry.id === id ? saved : entry));
  const wanted = new Set(categoryIds);
  const categories = draft.menu.categories.map((category) => {
    const has = category.productOrder.includes(id);
    if (wanted.has(category.id) && !has) return { ...category, productOrder: [...category.productOrder, id] };
    if (!wanted.has(category.id) && has)
      return { ...category, productOrder: category.productOrder.filter((entry) => entry !== id) };
    return category;
  });
  return { ...draft, menu: { ...draft.menu, products, categories } };
}

export function removeProduct(draft: MenuDraft, id: string): MenuDraft {
  return {
    ...draft,
    takeoutAccessories: draft.takeoutAccessories.filter((entry) => entry !== id),
    menu: {
      ...draft.menu,
      products: draft.menu.products
        .filter((product) => product.id !== id)
        .map((product) =>
          product.options.includes(id)
            ? { ...product, options: product.options.filter((entry) => entry !== id) }
            : product,
        ),
      categories: draft.menu.categories.map((category) =>
        category.productOrder.includes(id)
          ? { ...category, productOrder: category.productOrder.filter((entry) => entry !== id) }
          : category,
      ),
    },
  };
}

export function reorderProducts(draft: MenuDraft, categoryId: string, from: number, to: number): MenuDraft {
  const category = draft.menu.categories.find((entry) => entry.id === categoryId);
  if (!category) return draft;
  return updateCategory(draft, categoryId, { productOrder: moved(category.productOrder, from, to) });
}

export function putModifier(draft: MenuDraft, modifier: Modifier): MenuDraft {
  const exists = draft.menu.modifiers.some((entry) => entry.id === modifier.id);
  return {
    ...draft,
    menu: {
      ...draft.menu,
      modifiers: exists
        ? draft.menu.modifiers.map((entry) => (entry.id === modifier.id ? modifier : entry))
        : [...draft.menu.modifiers, modifier],
    },
  };
}

export function addModifier(draft: MenuDraft, name: string): { draft: MenuDraft; id: string } {
  const id = freshId(
    name,
    draft.menu.modifiers.map((modifier) => modifier.id),
    'modifier',
  );
  const modifier: Modifier = {
    id,
    name,
    required: 0,
    maxSelect: 1,
    choices: [{ id: `${id}-1`, name: 'First choice', price: 0, selected: false, active: true }],
  };
  return { draft: putModifier(draft, modifier), id };
}

export function removeModifier(draft: MenuDraft, id: string): MenuDraft {
  return {
    ...draft,
    menu: {
      ...draft.menu,
      modifiers: draft.menu.modifiers.filter((modifier) => modifier.id !== id),
      products: draft.menu.products.map((product) =>
        product.modifiers.includes(id)
          ? { ...product, modifiers: product.modifiers.filter((entry) => entry !== id) }
          : product,
      ),
    },
  };
}

/** A choice id unique in the whole menu (the document lists sold-out choices by id). */
export function freshChoiceId(draft: MenuDraft, modifier: Modifier, name: string): string {
  const taken = [
    ...draft.menu.modifiers.flatMap((entry) => entry.choices.map((choice) => choice.id)),
    ...modifier.choices.map((choice) => choice.id),
  ];
  return freshId(`${modifier.id} ${name}`, taken, `${modifier.id}-choice`);
}

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The menus that exist, default first. */
export const menuEntries = (menus: Menus) =>
  MENU_KEYS.flatMap((key) => {
    const menu = menus[key];
    return menu ? [{ key, menu }] : [];
  });

export const allDay = (): MenuEntry['hours'] => [
  { open: '00:00', close: '24:00' },
  { open: '00:00', close: '24:00' },
  { open: '00:00', close: '24:00' },
  { open: '00:00', close: '24:00' },
  { open: '00:00', close: '24:00' },
  { open: '00:00', close: '24:00' },
  { open: '00:00', close: '24:00' },
];
