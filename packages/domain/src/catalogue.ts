import type { Modifier, Product } from './types.ts';

/** A list of records or a map of them by id; the rules accept either. */
export type ById<T extends { id: string }> = readonly T[] | Readonly<Record<string, T>>;

/** The products and modifiers the prices come from (the server's database, never the client). */
export interface Catalogue {
  products: ById<Product>;
  modifiers: ById<Modifier>;
}

export function indexById<T extends { id: string }>(items: ById<T>): Map<string, T> {
  const list: readonly T[] = Array.isArray(items) ? items : Object.values(items);
  return new Map(list.map((item) => [item.id, item]));
}
