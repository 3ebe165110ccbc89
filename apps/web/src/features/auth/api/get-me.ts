import type {
  ChoicesCartItem,
  OrderType,
  PaymentMethod,
  RedeemedRewards,
  SimpleCart,
  UserProfile,
} from '@orderly/domain';
import { apiData } from '../../../lib/api-client.ts';

/** The signed-in user's data at one restaurant (the server's per-restaurant user data view). */
export interface RestaurantUserData {
  cart: SimpleCart;
  choicesCart: ChoicesCartItem[];
  orderType: OrderType;
  paymentMethod: PaymentMethod;
  promos: RedeemedRewards;
  promoCode: string | null;
  notes: string;
  /** 'ASAP' or an ISO time. */
  orderTime: string;
  tip: number | null;
  reviewOrderId: string | null;
  rewardPoints: number;
}

export interface Me {
  user: UserProfile;
  restaurant: RestaurantUserData | null;
  isFirstOrder: boolean | null;
}

/** GET /api/me: the profile, the data at the restaurant and whether the next order is the first. */
export function getMe(restaurantId: string | null, signal?: AbortSignal): Promise<Me> {
  const query = restaurantId ? `?restaurantId=${encodeURIComponent(restaurantId)}` : '';
  return apiData<Me>(`/api/me${query}`, { signal });
}

/** Live topic `user:{userId}`: the profile and the data at every restaurant. */
export interface LiveUserData {
  user: UserProfile;
  restaurants: Record<string, RestaurantUserData>;
}

export const userTopic = (userId: string) => `user:${userId}`;
