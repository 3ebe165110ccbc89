import { formatMoney } from './money.ts';
import type { Cents, OrderReward } from './types.ts';

/** A redeemed reward as a line of the order: the customer's receipt, the staff card and the ticket. */
export interface RewardItem {
  key: string;
  count: number;
  name: string;
  /** A free product the kitchen must make (a product reward), not a discount. */
  free: boolean;
  /** 'FREE' for a product; the discount taken off (negative) for a discount reward. */
  price: string;
  discount: Cents;
}

/** The order's redeemed rewards as the receipt lists them: count × name, 'FREE' or the discount. */
export function rewardItems(order: { rewards?: readonly OrderReward[] | null }): RewardItem[] {
  return (order.rewards ?? [])
    .filter((reward) => reward.count > 0)
    .map((reward) => {
      const free = Boolean(reward.productId);
      return {
        key: reward.rewardId,
        count: reward.count,
        name: reward.name,
        free,
        price: free ? 'FREE' : formatMoney(-reward.totalDiscountSubtotal),
        discount: reward.totalDiscountSubtotal,
      };
    });
}

/** What the kitchen makes for free: the product rewards only (discounts are not items). */
export function freeRewardItems(order: { rewards?: readonly OrderReward[] | null }): RewardItem[] {
  return rewardItems(order).filter((item) => item.free);
}
