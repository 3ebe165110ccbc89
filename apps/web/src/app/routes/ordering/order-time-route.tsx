import { deliveryQuote } from '@orderly/domain';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../../features/auth/use-current-user.ts';
import { useKitchenPacing } from '../../../features/checkout/api/full-windows.ts';
import { updateCheckoutChoices, useCheckoutChoices } from '../../../features/checkout/checkout-store.ts';
import { OrderTimePicker } from '../../../features/checkout/components/order-time-picker.tsx';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { useServerNow } from '../../../lib/client.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import { useOrdering } from '../../use-ordering.ts';
import page from '../page.module.css';

export function useOrderTime() {
  const { settings } = useRestaurant();
  const { orderType } = useOrdering();
  const { user } = useCurrentUser();
  const scope = `${settings.restaurantId}:${settings.locationId}`;
  const choices = useCheckoutChoices(scope);
  const now = useServerNow(30_000);
  const deliveryTime =
    orderType === 'Delivery' ? deliveryQuote(user?.latLng ?? null, settings).deliveryTime : undefined;
  const pacing = useKitchenPacing(settings);
  const close = () => window.history.back();
  const picker = (
    <OrderTimePicker
      settings={settings}
      orderType={orderType}
      deliveryTime={deliveryTime}
      now={now}
      pacing={pacing}
      value={choices.orderTime}
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
