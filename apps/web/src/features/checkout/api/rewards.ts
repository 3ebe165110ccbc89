import type { Reward } from '@orderly/domain';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/client.ts';

/** The restaurant's rewards (to price redeemed rewards in the preview); empty until they arrive. */
export function useRestaurantRewards(restaurantId: string, enabled: boolean): Reward[] {
  const [rewards, setRewards] = useState<Reward[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    call('getRewards', { params: { restaurantId }, signal: controller.signal }).then(
      (data) => setRewards(data.rewards),
      () => undefined,
    );
    return () => controller.abort();
  }, [restaurantId, enabled]);
  return rewards;
}
