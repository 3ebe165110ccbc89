import { GUEST_ORDER, type OrderPricing, priceOrder } from '@orderly/domain';
import { deliveryPosition, type OrderContext } from './place-order-context.ts';

/**
 * Every amount of the order from the catalogue and the location's settings (the same rules as the
 * apps' preview); the client's prices are never read.
 */
export function price(context: OrderContext): OrderPricing {
  const { request, body, booking } = context;
  return priceOrder({
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
}
