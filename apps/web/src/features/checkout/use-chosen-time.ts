import {
  chosenTimeSlot,
  deliveryQuote,
  type OrderType,
  offeredTimeSlots,
  type Product,
} from '@orderly/domain';
import { useMemo } from 'react';
import { useServerNow } from '../../lib/client.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import type { CartState } from '../cart/cart-store.ts';
import { useRestaurant } from '../restaurant/components/restaurant-provider.tsx';
import { useKitchenPacing } from './api/full-windows.ts';
import { useCheckoutChoices } from './checkout-store.ts';

/**
 * The order time chosen for this location, as the checkout takes it: the times offered now for the
 * order type (the delivery address's zone sets the lead for Delivery), and the chosen one while it
 * is still offered, else the first (`chosenTimeSlot`); with capacity pacing, full windows are left
 * out (decision 0077). `when` is the instant its menus are read at:
 * now for ASAP. The checkout, the cart and the time picker read the same.
 */
export function useChosenTime(orderType: OrderType, refreshMillis = 30_000) {
  const { settings } = useRestaurant();
  const { user } = useCurrentUser();
  const scope = `${settings.restaurantId}:${settings.locationId}`;
  const choices = useCheckoutChoices(scope);
  const now = useServerNow(refreshMillis);
  const deliveryTime =
    orderType === 'Delivery' ? deliveryQuote(user?.latLng ?? null, settings).deliveryTime : undefined;
  const pacing = useKitchenPacing(settings);
  const slots = useMemo(
    () => offeredTimeSlots({ settings, now, orderType, deliveryTime, pacing }),
    [settings, now, orderType, deliveryTime, pacing],
  );
  // A time whose window filled since it was chosen stays chosen: PLACE ORDER then hears the
  // server's sentence and its next free time, rather than being moved unseen (capacity pacing, 0077).
  const unpaced = useMemo(
    () => (pacing ? offeredTimeSlots({ settings, now, orderType, deliveryTime }) : slots),
    [pacing, slots, settings, now, orderType, deliveryTime],
  );
  const slot = chosenTimeSlot(slots, choices.orderTime, unpaced);
  return {
    scope,
    choices,
    now,
    deliveryTime,
    pacing,
    slots,
    slot,
    when: slot.value === 'ASAP' ? now : slot.value,
  };
}

/** The menu's products in the cart (each line's product; a product on two lines is listed twice). */
export function productsInCart(
  products: readonly Product[],
  cart: Pick<CartState, 'cart' | 'choicesCart'>,
): Product[] {
  const ids = [...Object.keys(cart.cart), ...cart.choicesCart.map((item) => item.id)];
  return ids.flatMap((id) => products.find((product) => product.id === id) ?? []);
}
