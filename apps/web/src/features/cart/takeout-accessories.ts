import { isProductActive, type Product } from '@orderly/domain';

/**
 * The takeout-accessories offer: the location's accessory products that exist and are available.
 *
 * Not yet in @orderly/domain (reported as missing): move it there and import it once it exists.
 */
export function takeoutAccessoryProducts(
  settings: { takeoutAccessories?: readonly string[] },
  products: readonly Product[],
  now: Date,
): Product[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return (settings.takeoutAccessories ?? [])
    .map((id) => byId.get(id))
    .filter((product): product is Product => !!product && isProductActive(product, now));
}
