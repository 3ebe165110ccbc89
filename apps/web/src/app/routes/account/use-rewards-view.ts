import {
  cartLines,
  pointsAfterRewards,
  pointsMeterMax,
  type RedeemedRewards,
  type Reward,
  type RewardContext,
  redeemedRewardList,
  rewardsForDisplay,
} from '@orderly/domain';
import { useCallback, useMemo, useState } from 'react';
import { flushAccountCart } from '../../../features/auth/account-cart.ts';
import { useCurrentUser } from '../../../features/auth/use-current-user.ts';
import { useCart } from '../../../features/cart/cart-store.ts';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { type RewardsState, redeemReward, useRewards } from '../../../features/rewards/api/rewards-api.ts';
import type { DisplayReward } from '../../../features/rewards/components/reward-card.tsx';
import { useServerNow } from '../../../lib/client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';

const EMPTY: RedeemedRewards = {};

export interface RewardsView {
  state: RewardsState;
  rewards: readonly Reward[];
  signedIn: boolean;
  /** Each reward with its points, redeemed count and whether one more is valid. */
  display: DisplayReward[];
  redeemed: RedeemedRewards;
  isFirstOrder: boolean;
  /** Points left once the redeemed rewards are paid for (the meter). */
  points: number;
  /**
   * The meter's target, from the customer's own points before any reward is redeemed: it stays put
   * while rewards are added and removed (it jumped 3,000 → 1,000 → 2,000, issue 17).
   */
  target: number;
  /** The reward being changed (its buttons wait). */
  busyId: string | null;
  change: (reward: DisplayReward, change: 1 | -1) => Promise<void>;
}

/**
 * The rewards as the domain sees them for this customer, cart and moment, and redeeming them.
 * `load: false` leaves the restaurant's rewards unread for now (the empty cart shows none).
 */
export function useRewardsView({ load = true }: { load?: boolean } = {}): RewardsView {
  const { settings, menu, restaurant } = useRestaurant();
  const { locationId } = useSession();
  const { status, restaurantData, isFirstOrder, refresh } = useCurrentUser();
  const { cart, choicesCart } = useCart();
  const state = useRewards(restaurant.id, settings.rewardsEnabled && load);
  const now = useServerNow(60_000);
  const [busyId, setBusyId] = useState<string | null>(null);
  const signedIn = status === 'signed-in';
  const rewards = state.status === 'ready' ? state.rewards : [];
  const redeemed = restaurantData?.promos ?? EMPTY;
  const firstOrder = isFirstOrder ?? false;
  const userPoints = restaurantData?.rewardPoints ?? 0;

  const view = useMemo(() => {
    const catalogue = { products: menu.products, modifiers: menu.modifiers };
    const { lines } = cartLines({ catalogue, cart, choicesCart });
    const context: RewardContext = {
      loggedIn: signedIn,
      isFirstOrder: firstOrder,
      userPoints,
      subTotal: lines.reduce((sum, line) => sum + line.totalPrice, 0),
      cartIsEmpty: lines.length === 0,
      products: menu.products,
      rewards,
      redeemed,
      now,
    };
    const list = redeemedRewardList({ rewards, redeemed, isFirstOrder: firstOrder, products: menu.products });
    return {
      display: rewardsForDisplay(context),
      points: pointsAfterRewards(userPoints, list),
      target: pointsMeterMax(userPoints),
    };
  }, [menu, cart, choicesCart, signedIn, firstOrder, userPoints, rewards, redeemed, now]);

  const change = useCallback(
    async (reward: DisplayReward, step: 1 | -1) => {
      if (!locationId) return;
      setBusyId(reward.id);
      try {
        // The server checks the reward against the cart it has: send the latest first.
        await flushAccountCart();
        const { message } = await redeemReward({
          restaurantId: restaurant.id,
          locationId,
          rewardId: reward.id,
          change: step,
        });
        notifySuccess(message);
        await refresh();
      } catch (error) {
        notifyError(error instanceof Error ? error.message : String(error));
      } finally {
        setBusyId(null);
      }
    },
    [locationId, restaurant.id, refresh],
  );

  return { state, rewards, signedIn, redeemed, isFirstOrder: firstOrder, busyId, change, ...view };
}
