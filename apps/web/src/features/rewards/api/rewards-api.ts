import type { DataOf } from '@orderly/contract';
import type { Reward } from '@orderly/domain';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/client.ts';
import { takePreloadedRewards } from '../../../lib/preloaded.ts';

/** GET /guest/restaurants/{restaurantId}/rewards: the restaurant's rewards, for everyone to see. */
export async function getRewards(restaurantId: string, signal?: AbortSignal): Promise<Reward[]> {
  // index.html's boot script may have read them already (null: it failed, or was not sure they exist).
  const preloaded = await takePreloadedRewards<DataOf<'getRewards'>>(restaurantId);
  if (preloaded) return preloaded.rewards;
  const data = await call('getRewards', { params: { restaurantId }, signal });
  return data.rewards;
}

/** POST /api/rewards/redeem: one more (1) or one fewer (-1) of a reward; answers '{name} redeemed!'. */
export function redeemReward(input: {
  restaurantId: string;
  locationId: string;
  rewardId: string;
  change: 1 | -1;
}): Promise<DataOf<'redeemReward'>> {
  return call('redeemReward', { body: input });
}

export type RewardsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rewards: Reward[] };

/** Rewards rarely change: read once per restaurant and visit. */
const cache = new Map<string, Reward[]>();

export function useRewards(restaurantId: string, enabled = true): RewardsState {
  const cached = cache.get(restaurantId);
  const [state, setState] = useState<RewardsState>(
    cached ? { status: 'ready', rewards: cached } : { status: 'loading' },
  );
  useEffect(() => {
    if (!enabled) return;
    const known = cache.get(restaurantId);
    if (known) {
      setState({ status: 'ready', rewards: known });
      return;
    }
    const controller = new AbortController();
    getRewards(restaurantId, controller.signal).then(
      (rewards) => {
        cache.set(restaurantId, rewards);
        setState({ status: 'ready', rewards });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [restaurantId, enabled]);
  return state;
}
