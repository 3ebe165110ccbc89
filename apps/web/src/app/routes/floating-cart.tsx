import { cartItemCount } from '@orderly/domain';
import { useCart } from '../../features/cart/cart-store.ts';
import { CartButton } from '../../features/cart/components/cart-button.tsx';
import { useCartTarget } from '../use-cart-target.ts';

/** The cart button of the browsing screens (menu, category, search), while the cart holds something. */
export function FloatingCart() {
  const { cart, choicesCart } = useCart();
  const target = useCartTarget();
  return <CartButton count={cartItemCount(cart, choicesCart)} to={target.to} state={target.state} />;
}
