import type { DataOf } from '@orderly/contract';
import { apiData } from '../../../lib/client.ts';

/** POST /api/promo_code: the server checks the code (weekday, frequency…) and remembers it. */
export function redeemPromoCode(body: { restaurantId: string; locationId: string; code: string }) {
  return apiData<DataOf<'applyPromoCode'>>('/api/promo_code', { method: 'POST', body });
}

/** DELETE /api/promo_code: the promo code no longer applies. */
export function removePromoCode(restaurantId: string) {
  return apiData<DataOf<'removePromoCode'>>(
    `/api/promo_code?restaurantId=${encodeURIComponent(restaurantId)}`,
    {
      method: 'DELETE',
    },
  );
}
