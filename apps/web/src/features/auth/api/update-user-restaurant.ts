import type { ChoicesCartItem, OrderType, PaymentMethod, SimpleCart } from '@orderly/domain';
import { call } from '../../../lib/client.ts';
import type { RestaurantUserData } from './get-me.ts';

/** What a signed-in user keeps at a restaurant between visits; only the given fields change. */
export interface UserRestaurantChanges {
  cart?: SimpleCart;
  choicesCart?: ChoicesCartItem[];
  notes?: string;
  orderType?: OrderType;
  paymentMethod?: PaymentMethod;
  tip?: number | null;
  /** 'ASAP' or an ISO time. */
  orderTime?: string;
}

/** PUT /api/user_restaurant. */
export function updateUserRestaurant(
  restaurantId: string,
  changes: UserRestaurantChanges,
  keepalive?: boolean,
): Promise<RestaurantUserData> {
  return call('saveUserRestaurant', {
    body: { restaurantId, ...changes },
    keepalive,
  });
}
