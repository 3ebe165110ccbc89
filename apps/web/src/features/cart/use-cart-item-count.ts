import { cartItemCount } from '@orderly/domain';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { useCart } from './cart-store.ts';

/**
 * The count on the cart (the desktop top bar's CART (count), the phone's cart badge): items, choice
 * items and redeemed rewards (SPEC.md section 9), by the domain's one rule. Rewards are redeemed
 * only by a signed-in customer, on the server's per-restaurant data.
 */
export function useCartItemCount(): number {
  const { cart, choicesCart } = useCart();
  const { restaurantData } = useCurrentUser();
  return cartItemCount(cart, choicesCart, restaurantData?.promos ?? {});
}
