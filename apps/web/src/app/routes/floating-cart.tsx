import { CartButton } from '../../features/cart/components/cart-button.tsx';
import { useCartItemCount } from '../../features/cart/use-cart-item-count.ts';
import { useCartTarget } from '../use-cart-target.ts';

/** The cart button of the browsing screens (menu, category, search), while the cart holds something. */
export function FloatingCart() {
  const count = useCartItemCount();
  const target = useCartTarget();
  return <CartButton count={count} to={target.to} state={target.state} />;
}
