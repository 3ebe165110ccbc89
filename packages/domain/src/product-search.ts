import Fuse from 'fuse.js';
import type { Instant } from './clock.ts';
import { isProductActive } from './menu-activity.ts';
import type { Product } from './types.ts';

/**
 * Products whose name matches the query: fuzzy search with threshold 0 (the letters must appear
 * as typed, any case) anywhere in the name. Only active products; an empty query finds nothing.
 */
export function searchProducts(products: readonly Product[], query: string, now: Instant): Product[] {
  const text = query.trim();
  if (text === '') return [];
  const active = products.filter((product) => isProductActive(product, now));
  const fuse = new Fuse(active, { keys: ['name'], threshold: 0, ignoreLocation: true });
  return fuse.search(text).map((result) => result.item);
}
