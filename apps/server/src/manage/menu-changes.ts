import { formatMoney } from '@orderly/domain';
import type { MenuEdit, MenusDocument } from '@orderly/domain/restaurant-document';

/**
 * What a menu save changes, one sentence each, for the audit log and the import preview:
 * 'Changed the price of "Burger" from $13.50 to $14.50.', 'Added the product "Tofu bowl".'
 * Each change also carries its field's values before and after (the audit log's `changes`).
 */
export interface MenuChange {
  /** A stable key: 'product:burger:price'. */
  key: string;
  sentence: string;
  from: unknown;
  to: unknown;
}

type Menu = MenuEdit['menu'];
type Item = { id: string; name: string } & Record<string, unknown>;

const fieldWords: Record<string, string> = {
  name: 'name',
  description: 'description',
  imageUrl: 'picture',
  productOrder: 'product order',
  orderType: 'order type',
  takeoutAccessory: 'takeout-accessory flag',
  options: 'options',
  modifiers: 'modifiers',
  taxRate: 'tax rate',
  activeAfter: 'available-from time',
  prepMinutes: 'prep minutes',
  required: 'required choices',
  maxSelect: 'most choices',
  selected: 'preselected choice',
  hours: 'hours',
  categoryOrder: 'category order',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const quoted = (item: { name: string }) => `"${item.name}"`;

function compareItems<T extends Item>(
  kind: string,
  before: readonly T[],
  after: readonly T[],
  fields: readonly string[],
  label: (item: T) => string = quoted,
): MenuChange[] {
  const changes: MenuChange[] = [];
  const old = new Map(before.map((item) => [item.id, item]));
  const now = new Set(after.map((item) => item.id));
  for (const item of after) {
    const previous = old.get(item.id);
    if (!previous) {
      changes.push({
        key: `${kind}:${item.id}`,
        sentence: `Added the ${kind} ${label(item)}.`,
        from: null,
        to: item,
      });
      continue;
    }
    for (const field of fields) {
      const from = previous[field];
      const to = item[field];
      if (same(from, to)) continue;
      const key = `${kind}:${item.id}:${field}`;
      if (field === 'price') {
        changes.push({
          key,
          sentence: `Changed the price of ${label(item)} from ${formatMoney(Number(from))} to ${formatMoney(Number(to))}.`,
          from,
          to,
        });
      } else if (field === 'active') {
        changes.push({
          key,
          sentence:
            kind === 'menu'
              ? `Switched ${to ? 'on' : 'off'} the menu ${label(item)}.`
              : `Marked ${label(item)} ${to ? 'available' : 'sold out'}.`,
          from,
          to,
        });
      } else if (field === 'name') {
        changes.push({
          key,
          sentence: `Renamed the ${kind} ${quoted(previous)} to ${quoted(item)}.`,
          from,
          to,
        });
      } else {
        changes.push({
          key,
          sentence: `Changed the ${fieldWords[field] ?? field} of ${label(item)}.`,
          from,
          to,
        });
      }
    }
  }
  for (const item of before) {
    if (!now.has(item.id)) {
      changes.push({
        key: `${kind}:${item.id}`,
        sentence: `Removed the ${kind} ${label(item)}.`,
        from: item,
        to: null,
      });
    }
  }
  return changes;
}

type Choice = Menu['modifiers'][number]['choices'][number];

/** The choices of every modifier, labelled with their modifier. */
const choicesOf = (menu: Menu) =>
  menu.modifiers.flatMap((modifier) =>
    modifier.choices.map((choice) => ({
      ...choice,
      id: `${modifier.id}/${choice.id}`,
      modifierId: modifier.id,
      modifier: modifier.name,
    })),
  );

/** The changes between two sets of menus (hours, category order, name, on or off). */
export function menusChanges(before: MenusDocument, after: MenusDocument, where = ''): MenuChange[] {
  const list = (menus: MenusDocument) =>
    Object.entries(menus).flatMap(([key, menu]) => (menu ? [{ ...menu, id: key }] : []));
  const suffix = where ? ` at ${where}` : '';
  return compareItems(
    'menu',
    list(before),
    list(after),
    ['name', 'active', 'hours', 'categoryOrder'],
    (menu) => `${quoted(menu)}${suffix}`,
  );
}

/** Whether the categories both menus have come in another order (adding or removing one does not count). */
export function categoriesReordered(before: Menu, after: Menu): boolean {
  const beforeIds = before.categories.map((category) => category.id);
  const afterIds = after.categories.map((category) => category.id);
  const kept = (ids: string[], other: string[]) => ids.filter((id) => other.includes(id));
  return !same(kept(beforeIds, afterIds), kept(afterIds, beforeIds));
}

/** Every change from one menu edit to the next, in the order a manager reads them. */
export function menuChanges(before: MenuEdit, after: MenuEdit): MenuChange[] {
  const beforeModifiers = new Set(before.menu.modifiers.map((modifier) => modifier.id));
  const afterModifiers = new Set(after.menu.modifiers.map((modifier) => modifier.id));
  const categoryOrder: MenuChange[] = categoriesReordered(before.menu, after.menu)
    ? [
        {
          key: 'categoryOrder',
          sentence: 'Changed the order of the categories.',
          from: before.menu.categories.map((category) => category.id),
          to: after.menu.categories.map((category) => category.id),
        },
      ]
    : [];
  const changes = [
    ...categoryOrder,
    ...compareItems('category', before.menu.categories, after.menu.categories, [
      'name',
      'description',
      'imageUrl',
      'orderType',
      'takeoutAccessory',
      'productOrder',
    ]),
    ...compareItems('product', before.menu.products, after.menu.products, [
      'name',
      'price',
      'active',
      'description',
      'imageUrl',
      'options',
      'modifiers',
      'orderType',
      'activeAfter',
      'taxRate',
      'prepMinutes',
    ]),
    ...compareItems(
      'modifier',
      before.menu.modifiers.map(({ choices: _choices, ...modifier }) => modifier),
      after.menu.modifiers.map(({ choices: _choices, ...modifier }) => modifier),
      ['name', 'required', 'maxSelect'],
    ),
    // The choices of a modifier added or removed come and go with it (one change).
    ...compareItems<Choice & { modifier: string; modifierId: string }>(
      'choice',
      choicesOf(before.menu).filter((choice) => afterModifiers.has(choice.modifierId)),
      choicesOf(after.menu).filter((choice) => beforeModifiers.has(choice.modifierId)),
      ['name', 'price', 'active', 'selected', 'activeAfter'],
      (choice) => `${quoted(choice)} of "${choice.modifier}"`,
    ),
    // The order of choices within a modifier.
    ...after.menu.modifiers.flatMap((modifier) => {
      const previous = before.menu.modifiers.find((candidate) => candidate.id === modifier.id);
      const order = (choices: readonly Choice[]) => choices.map((choice) => choice.id);
      if (!previous || same(order(previous.choices), order(modifier.choices))) return [];
      return [
        {
          key: `modifier:${modifier.id}:choiceOrder`,
          sentence: `Changed the order of the choices of ${quoted(modifier)}.`,
          from: order(previous.choices),
          to: order(modifier.choices),
        },
      ];
    }),
    ...menusChanges(before.menus, after.menus),
  ];
  if (!same(before.takeoutAccessories, after.takeoutAccessories)) {
    changes.push({
      key: 'takeoutAccessories',
      sentence: 'Changed the takeout accessories.',
      from: before.takeoutAccessories,
      to: after.takeoutAccessories,
    });
  }
  return changes;
}

/** One sentence for the audit log: the first change, and how many more. */
export function changesSummary(changes: MenuChange[], prefix = ''): string {
  const [first] = changes;
  if (!first) return `${prefix}No changes.`;
  const more = changes.length - 1;
  const sentence =
    more > 0
      ? `${first.sentence.replace(/\.$/, '')} and ${more} more change${more === 1 ? '' : 's'}.`
      : first.sentence;
  return `${prefix}${sentence}`;
}

/** The audit log's `changes`: each change's values by its key (at most 200, the rest counted). */
export function auditChanges(changes: MenuChange[]): Record<string, { from: unknown; to: unknown }> {
  const record: Record<string, { from: unknown; to: unknown }> = {};
  for (const change of changes.slice(0, 200)) record[change.key] = { from: change.from, to: change.to };
  if (changes.length > 200) record.more = { from: null, to: changes.length - 200 };
  return record;
}
