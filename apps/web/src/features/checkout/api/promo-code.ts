import { call } from '../../../lib/client.ts';

/** POST /api/promo_code: the server checks the code (weekday, frequency…) and remembers it. */
export function redeemPromoCode(body: { restaurantId: string; locationId: string; code: string }) {
  return call('applyPromoCode', { body });
}

/** DELETE /api/promo_code: the promo code no longer applies. */
export function removePromoCode(restaurantId: string) {
  return call('removePromoCode', { query: { restaurantId } });
}
