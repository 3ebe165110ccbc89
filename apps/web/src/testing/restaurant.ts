import type { Product } from '@orderly/domain';
import { catalogue, makeCategory } from '@orderly/domain/testing/fixtures';

/**
 * What `useRestaurant` answers once the restaurant is loaded, for tests that mock the provider:
 * the given settings and the fixture catalogue, with one category on the default menu listing
 * every product, so each line is on the menu at any time.
 */
export function readyRestaurant(settings: unknown, products: Product[] = catalogue.products) {
  return {
    status: 'ready' as const,
    settings,
    menu: {
      categories: [
        {
          ...makeCategory(
            'mains',
            products.map((product) => product.id),
          ),
          name: 'Mains',
        },
      ],
      tables: [],
      products,
      modifiers: catalogue.modifiers,
    },
    locations: [],
    restaurant: {},
  };
}
