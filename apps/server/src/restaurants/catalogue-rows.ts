import type { RestaurantMenuDocument } from '@orderly/domain/restaurant-document';
import type { Db } from '../db/client.ts';
import { categories, choices, modifiers, products } from '../db/schema.ts';

const toDate = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/**
 * One location's catalogue rows from a restaurant's menu: its categories, products, modifiers and
 * choices, with what the location has sold out written as inactive (a choice keeps its place in
 * its modifier). The importer and the back office's menu save both write a location's catalogue
 * through it, so a file and an edit give the same rows.
 */
export function catalogueRows(
  scope: { restaurantId: string; locationId: string },
  menu: RestaurantMenuDocument,
  soldOutIds: Iterable<string>,
) {
  const soldOut = new Set(soldOutIds);
  return {
    categories: menu.categories.map((category) => ({ ...scope, ...category })),
    products: menu.products.map((product) => ({
      ...scope,
      ...product,
      active: product.active && !soldOut.has(product.id),
      activeAfter: toDate(product.activeAfter),
    })),
    modifiers: menu.modifiers.map(({ choices: _choices, ...modifier }) => ({ ...scope, ...modifier })),
    choices: menu.modifiers.flatMap((modifier) =>
      modifier.choices.map((choice, index) => ({
        ...scope,
        ...choice,
        modifierId: modifier.id,
        active: choice.active && !soldOut.has(choice.id),
        activeAfter: toDate(choice.activeAfter),
        position: index,
      })),
    ),
  };
}

/**
 * Inserts one location's catalogue (see `catalogueRows`); a row already there is kept as it is
 * (the importer's 'add-missing' mode; the other writers delete the location's rows first).
 */
export async function insertCatalogue(
  tx: Db,
  scope: { restaurantId: string; locationId: string },
  menu: RestaurantMenuDocument,
  soldOutIds: Iterable<string>,
): Promise<void> {
  const rows = catalogueRows(scope, menu, soldOutIds);
  if (rows.categories.length > 0) await tx.insert(categories).values(rows.categories).onConflictDoNothing();
  if (rows.products.length > 0) await tx.insert(products).values(rows.products).onConflictDoNothing();
  if (rows.modifiers.length > 0) await tx.insert(modifiers).values(rows.modifiers).onConflictDoNothing();
  if (rows.choices.length > 0) await tx.insert(choices).values(rows.choices).onConflictDoNothing();
}
