import { formatMoney, priceOrder, validateAccessoryQuantity } from '@orderly/domain';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { setSimpleCount, useCart } from '../../features/cart/cart-store.ts';
import { AccessoryList } from '../../features/cart/components/accessory-list.tsx';
import { takeoutAccessoryProducts } from '../../features/cart/takeout-accessories.ts';
import { useRestaurant } from '../../features/restaurant/components/restaurant-provider.tsx';
import { useServerNow } from '../../lib/client.ts';
import { useOrdering } from '../use-ordering.ts';
import styles from './accessories-panel.module.css';

/** The takeout-accessories offer, then GO TO CART with the cart's total. */
export function AccessoriesPanel({ replaceOnContinue }: { replaceOnContinue: boolean }) {
  const { settings, menu } = useRestaurant();
  const { orderType } = useOrdering();
  const { cart, choicesCart } = useCart();
  const [, navigate] = useLocation();
  const now = useServerNow(60_000);
  const products = takeoutAccessoryProducts(settings, menu.products, now);
  const catalogue = { products: menu.products, modifiers: menu.modifiers };
  const total = priceOrder({ settings, catalogue, cart, choicesCart, orderType, paymentMethod: '', tip: 0 });

  return (
    <div className={styles.panel}>
      <p className={styles.lead}>Need anything for your order to go?</p>
      <AccessoryList
        products={products}
        countOf={(id) => cart[id]?.count ?? 0}
        onChange={(id, count) => {
          if (validateAccessoryQuantity(count) === null) setSimpleCount(id, count);
        }}
      />
      <Button
        block
        onClick={() => navigate('/cart', { replace: replaceOnContinue })}
        data-testid="go-to-cart"
      >
        <span>GO TO CART</span>
        <span aria-hidden="true">·</span>
        <span>{formatMoney(total.subTotalAfterRewards)}</span>
      </Button>
    </div>
  );
}
