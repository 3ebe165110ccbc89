import { type PickedChoice, productServedText, successMessages } from '@orderly/domain';
import { addChoicesItem, addSimpleItem, replaceLine } from '../../features/cart/cart-store.ts';
import { useRestaurant } from '../../features/restaurant/components/restaurant-provider.tsx';
import { afterNextPaint } from '../../lib/after-next-paint.ts';
import { useServerNow } from '../../lib/client.ts';
import { useAppLocation } from '../../lib/location.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useOrdering } from '../use-ordering.ts';

/** A cart line opened to change it (the cart's rows): its key in the cart, count and choices. */
export interface EditedLine {
  key: string;
  count: number;
  choices: PickedChoice[];
}

/**
 * /product: the product comes through navigation state; adding puts it in the cart with a toast.
 * Opened from a cart line (`edit` in the state), the dialog starts from that line and saving
 * replaces it (the server prices the cart as always).
 * A visit that cannot order (dine-in ordering off) gets the reason instead of an add button.
 */
export function useProductScreen() {
  const { menu, settings } = useRestaurant();
  const location = useAppLocation();
  const now = useServerNow(5000);
  const state = location.state as { productId?: string; edit?: EditedLine } | null;
  const productId = state?.productId;
  const editing = state?.edit ?? null;
  const product = menu.products.find((candidate) => candidate.id === productId);
  const { blocked, isDineIn } = useOrdering();
  // A product of a timed menu (breakfast) says when it is served: the checkout refuses it at other times.
  const served = product
    ? productServedText({ settings, categories: menu.categories, product, when: now, isDineIn })
    : null;

  const addToCart = (count: number, choices: PickedChoice[]) => {
    if (!product || blocked) return;
    if (editing) return replaceLine(editing.key, product.id, count, choices);
    if (choices.length > 0) addChoicesItem(product.id, count, choices);
    else addSimpleItem(product.id, count);
    // The tap's answer (the cart count, the dialog closing) is painted first; the toast follows.
    const message = successMessages.addedToCart(product.name);
    void afterNextPaint().then(() => notifySuccess(message));
  };

  return { product, modifiers: menu.modifiers, now, addToCart, blocked, editing, served };
}
