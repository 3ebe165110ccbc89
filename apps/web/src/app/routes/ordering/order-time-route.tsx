import { linesOffMenu } from '@orderly/domain';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCart } from '../../../features/cart/cart-store.ts';
import { updateCheckoutChoices } from '../../../features/checkout/checkout-store.ts';
import { OrderTimePicker } from '../../../features/checkout/components/order-time-picker.tsx';
import { productsInCart, useChosenTime } from '../../../features/checkout/use-chosen-time.ts';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';
import { useOrdering } from '../../use-ordering.ts';
import page from '../page.module.css';

export function useOrderTime() {
  const { settings, menu } = useRestaurant();
  const { orderType, isDineIn } = useOrdering();
  const cart = useCart();
  const { scope, choices, now, deliveryTime, pacing } = useChosenTime(orderType);
  const close = () => window.history.back();
  // Each time says whether its menus serve what is in the cart (the server's check at PLACE ORDER).
  const products = productsInCart(menu.products, cart);
  const offMenuAt = (value: string) =>
    linesOffMenu({
      settings,
      categories: menu.categories,
      products,
      when: value === 'ASAP' ? now : value,
      isDineIn,
    });
  const picker = (
    <OrderTimePicker
      settings={settings}
      orderType={orderType}
      deliveryTime={deliveryTime}
      now={now}
      pacing={pacing}
      value={choices.orderTime}
      offMenuAt={offMenuAt}
      onChoose={(orderTime) => {
        // A courier booked for another time no longer fits.
        updateCheckoutChoices(scope, { orderTime, courierDetails: null });
        close();
      }}
    />
  );
  return { settings, picker, close };
}

/** /order_time as a page (mobile, or opened directly). */
export default function OrderTimeRoute() {
  const { settings, picker } = useOrderTime();
  useDocumentTitle(`Order Time · ${settings.name}`);
  return (
    <div className={page.page}>
      <PageHeader title="Order Time" fallback="/checkout" />
      <div className={`${page.content} ${page.narrow}`}>{picker}</div>
    </div>
  );
}
