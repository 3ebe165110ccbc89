import { topics } from '@orderly/client';
import type { DataOf } from '@orderly/contract';
import type { UserProfile } from '@orderly/domain';
import { apiData } from '../../../lib/client.ts';

/** The signed-in user's data at one restaurant (the server's per-restaurant user data view). */
export type RestaurantUserData = DataOf<'saveUserRestaurant'>;

/** GET /api/me: the profile, the data at the restaurant, whether the next order is the first. */
export type Me = DataOf<'getMe'>;

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

export const userTopic = topics.user;
