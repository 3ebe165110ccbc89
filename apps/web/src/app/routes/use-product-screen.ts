import { type PickedChoice, successMessages } from '@orderly/domain';
import { addChoicesItem, addSimpleItem } from '../../features/cart/cart-store.ts';
import { useRestaurant } from '../../features/restaurant/components/restaurant-provider.tsx';
import { afterNextPaint } from '../../lib/after-next-paint.ts';
import { useServerNow } from '../../lib/client.ts';
import { useAppLocation } from '../../lib/location.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useOrdering } from '../use-ordering.ts';

/**
 * /product: the product comes through navigation state; adding puts it in the cart with a toast.
 * A visit that cannot order (dine-in ordering off) gets the reason instead of an add button.
 */
export function useProductScreen() {
  const { menu } = useRestaurant();
  const location = useAppLocation();
  const now = useServerNow(5000);
  const productId = (location.state as { productId?: string } | null)?.productId;
  const product = menu.products.find((candidate) => candidate.id === productId);
  const { blocked } = useOrdering();

  const addToCart = (count: number, choices: PickedChoice[]) => {
    if (!product || blocked) return;
    if (choices.length > 0) addChoicesItem(product.id, count, choices);
    else addSimpleItem(product.id, count);
    // The tap's answer (the cart count, the dialog closing) is painted first; the toast follows.
    const message = successMessages.addedToCart(product.name);
    void afterNextPaint().then(() => notifySuccess(message));
  };

  return { product, modifiers: menu.modifiers, now, addToCart, blocked };
}
