import { takeoutAccessoryProducts } from '../features/cart/takeout-accessories.ts';
import { useRestaurant } from '../features/restaurant/components/restaurant-provider.tsx';
import { useServerNow } from '../lib/client.ts';
import { useAppLocation } from '../lib/location.tsx';
import { useIsDesktop } from '../lib/use-media-query.ts';
import { useOrdering } from './use-ordering.ts';

/**
 * Where the cart button leads: the takeout-accessories offer first when the order is not dine-in
 * and the location offers accessories, else the cart. On desktop the offer opens over the page.
 */
export function useCartTarget(): { to: string; state?: unknown } {
  const { settings, menu } = useRestaurant();
  const { isDineIn } = useOrdering();
  const location = useAppLocation();
  const isDesktop = useIsDesktop();
  const now = useServerNow(60_000);
  const offer = !isDineIn && takeoutAccessoryProducts(settings, menu.products, now).length > 0;
  if (!offer) return { to: '/cart' };
  return { to: '/accessories', state: isDesktop ? { background: location } : undefined };
}
