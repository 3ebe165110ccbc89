import { GUEST_ORDER, type OrderPricing, priceOrder } from '@orderly/domain';
import { deliveryPosition, type OrderContext } from './place-order-context.ts';

/**
 * Every amount of the order from the catalogue and the location's settings (the same rules as the
 * apps' preview); the client's prices are never read. A round of a table's tab is not paid when
 * sent (its payment method is offline, so it has no tip) and earns no points of its own.
 */
export function price(context: OrderContext): OrderPricing {
  const { request, body, booking } = context;
  const pricing = priceOrder({
    settings: context.settings,
    catalogue: context.menu,
    cart: body.products,
    choicesCart: body.choicesProducts,
    orderType: context.orderType,
    paymentMethod: context.paymentMethod,
    tip: request.kind === 'guest' ? GUEST_ORDER.tip : request.body.tip,
    customTip: request.kind === 'guest' ? null : request.body.customTip,
    rewards: context.rewards,
    redeemedRewards: context.redeemed,
    promo: context.promo,
    isFirstOrder: context.isFirstOrder,
    loggedIn: Boolean(context.userId),
    deliveryLatLng: deliveryPosition(context),
    bookedDeliveryFee: booking instanceof Error ? null : (booking?.deliveryFee ?? null),
  });
  // A round of a table's tab is paid at the table later: the points go to whoever pays it
  // (decision 0093), not to who sent it.
  return context.keepsTab ? { ...pricing, pointsEarned: 0 } : pricing;
}
