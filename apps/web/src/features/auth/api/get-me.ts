import { topics } from '@orderly/client';
import type { DataOf, LiveSnapshots } from '@orderly/contract';
import { call } from '../../../lib/client.ts';

/** The signed-in user's data at one restaurant (the server's per-restaurant user data view). */
export type RestaurantUserData = DataOf<'saveUserRestaurant'>;

/** GET /api/me: the profile, the data at the restaurant, whether the next order is the first. */
export type Me = DataOf<'getMe'>;

/** GET /api/me: the profile, the data at the restaurant and whether the next order is the first. */
export function getMe(restaurantId: string | null, signal?: AbortSignal): Promise<Me> {
  return call('getMe', { query: { restaurantId: restaurantId ?? undefined }, signal });
}

/** Live topic `user:{userId}`: the profile and the data at every restaurant. */
export type LiveUserData = LiveSnapshots['user'];

export const userTopic = topics.user;
