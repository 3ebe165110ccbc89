import type { UserProfile } from '@orderly/domain';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { liveConnection } from '../../lib/client.ts';
import { getSession, useSession } from '../../lib/session.ts';
import { getMe, type LiveUserData, type RestaurantUserData, userTopic } from './api/get-me.ts';
import { getAuthToken, useAuthToken } from './auth-token.ts';

export type { RestaurantUserData } from './api/get-me.ts';

export type CurrentUserStatus = 'signed-out' | 'loading' | 'signed-in';

export interface CurrentUser {
  status: CurrentUserStatus;
  user: UserProfile | null;
  /** The user's data at the session's restaurant (cart, redeemed rewards, points…). */
  restaurantData: RestaurantUserData | null;
  /** Whether the next order is the user's first at the restaurant (null until known). */
  isFirstOrder: boolean | null;
  /** Reads the user again from the server (e.g. after placing an order). */
  refresh(): Promise<void>;
}

interface Loaded {
  /** Token and restaurant the data belongs to. */
  key: string;
  restaurantId: string | null;
  user: UserProfile;
  restaurantData: RestaurantUserData | null;
  isFirstOrder: boolean | null;
}

const RETRY_DELAY = 3000;

let loaded: Loaded | null = null;
let loadingKey: string | null = null;
const listeners = new Set<() => void>();

const keyOf = (token: string, restaurantId: string | null) => `${restaurantId ?? ''}|${token}`;

function publish(next: Loaded | null) {
  loaded = next;
  for (const listener of listeners) listener();
}

/**
 * GET /api/me for the token and restaurant. Concurrent calls for the same key share one request;
 * `force` reads again while keeping what is shown. A network failure retries; a 401 clears the
 * token (in the API client), which signs the user out everywhere.
 */
async function load(token: string, restaurantId: string | null, force = false): Promise<void> {
  const key = keyOf(token, restaurantId);
  if (loadingKey === key || (!force && loaded?.key === key)) return;
  loadingKey = key;
  try {
    const me = await getMe(restaurantId);
    if (loadingKey !== key) return;
    publish({
      key,
      restaurantId,
      user: me.user,
      restaurantData: me.restaurant,
      isFirstOrder: me.isFirstOrder,
    });
  } catch {
    if (loadingKey !== key) return;
    loadingKey = null;
    window.setTimeout(() => {
      if (getAuthToken() === token && loaded?.key !== key) void load(token, restaurantId);
    }, RETRY_DELAY);
    return;
  }
  loadingKey = null;
}

/*
 * Staying live: once the socket is authenticated as the user, `user:{userId}` delivers the profile
 * and per-restaurant data after every change (card saved, cart saved, order placed…).
 */
let stopWatching: (() => void) | null = null;

function applySnapshot(topic: string) {
  const snapshot = liveConnection.getState(topic).data as LiveUserData | null | undefined;
  if (!snapshot || !loaded || loaded.user.id !== snapshot.user.id) return;
  const current = loaded;
  const restaurantData = current.restaurantId
    ? (snapshot.restaurants[current.restaurantId] ?? current.restaurantData)
    : null;
  publish({
    ...current,
    user: { ...snapshot.user, rewardPoints: restaurantData?.rewardPoints ?? current.user.rewardPoints },
    restaurantData,
  });
  // A new order changes whether the next one is the first: only /api/me knows.
  if (restaurantData?.reviewOrderId !== current.restaurantData?.reviewOrderId) {
    const token = getAuthToken();
    if (token) void load(token, current.restaurantId, true);
  }
}

function watchUser(userId: string | null) {
  stopWatching?.();
  stopWatching = null;
  if (!userId) return;
  const topic = userTopic(userId);
  stopWatching = liveConnection.subscribe(topic, () => applySnapshot(topic));
}

liveConnection.onAuthenticated(watchUser);
watchUser(liveConnection.getAuthenticatedUserId());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getLoaded = () => loaded;

/** Reads the current user again (after placing an order, for example). */
export function refreshCurrentUser(): Promise<void> {
  const token = getAuthToken();
  if (!token) return Promise.resolve();
  return load(token, getSession().restaurantId, true);
}

/**
 * The signed-in customer (SPEC.md sections 3 and 6): signed out without a token, loading until
 * /api/me answers, then signed in and kept live.
 */
export function useCurrentUser(): CurrentUser {
  const token = useAuthToken();
  const { restaurantId } = useSession();
  const current = useSyncExternalStore(subscribe, getLoaded);

  useEffect(() => {
    if (token) void load(token, restaurantId);
  }, [token, restaurantId]);

  return useMemo((): CurrentUser => {
    const base = { refresh: refreshCurrentUser };
    if (!token)
      return { ...base, status: 'signed-out', user: null, restaurantData: null, isFirstOrder: null };
    if (!current || current.key !== keyOf(token, restaurantId))
      return { ...base, status: 'loading', user: null, restaurantData: null, isFirstOrder: null };
    return {
      ...base,
      status: 'signed-in',
      user: current.user,
      restaurantData: current.restaurantData,
      isFirstOrder: current.isFirstOrder,
    };
  }, [token, restaurantId, current]);
}

/** Inside `<RequireLogin>`: the signed-in user, never null there. */
export function useSignedInUser(): CurrentUser & { user: UserProfile } {
  const current = useCurrentUser();
  if (!current.user) throw new Error('useSignedInUser used outside RequireLogin');
  return current as CurrentUser & { user: UserProfile };
}
