import { type ById, indexById } from './catalogue.ts';
import type { Instant } from './clock.ts';
import { isProductActive } from './menu-activity.ts';
import { messages } from './messages.ts';
import { formatMoney } from './money.ts';
import type { Cents, OrderReward, Product, RedeemedRewards, Reward, RewardType } from './types.ts';

export const REWARD_MAXIMUM_COUNT = 100;
/** FreeFirstOrderOrPoints rewards on the first order: one, for free. */
export const FIRST_ORDER_REWARD_MAXIMUM_COUNT = 1;
export const POINTS_METER_STEP = 1000;

/** A reward worked out for a count of redemptions (SPEC.md section 3, "Parsed reward"). */
export interface ParsedReward {
  id: string;
  type: RewardType;
  name: string;
  imageUrl?: string;
  count: number;
  maximumCount: number;
  /** Points for one redemption (0 for a first-order free reward on the first order). */
  requiredPoints: number;
  totalRequiredPoints: number;
  /** Taken off the subtotal per redemption: the discount for discount rewards, 0 for free products. */
  discountSubtotal: Cents;
  totalDiscountSubtotal: Cents;
  /** The free product of a product reward. */
  productId: string | null;
  /** The free product's price (0 for discount rewards or an unknown product). */
  price: Cents;
  /** What one redemption is worth to the customer: the discount or the product's price. */
  rewardValue: Cents;
  totalRewardValue: Cents;
}

export function isFirstOrderRewardType(type: RewardType): boolean {
  return type.startsWith('FreeFirstOrderOrPoints/');
}

export function isProductRewardType(type: RewardType): boolean {
  return type.endsWith('/Product');
}

/** 100, or 1 for a FreeFirstOrderOrPoints reward on the first order. */
export function rewardMaximumCount(type: RewardType, isFirstOrder: boolean): number {
  return isFirstOrder && isFirstOrderRewardType(type)
    ? FIRST_ORDER_REWARD_MAXIMUM_COUNT
    : REWARD_MAXIMUM_COUNT;
}

/** Points for one redemption; FreeFirstOrderOrPoints rewards cost nothing on the first order. */
export function rewardRequiredPoints(reward: Pick<Reward, 'type' | 'points'>, isFirstOrder: boolean): number {
  if (isFirstOrder && isFirstOrderRewardType(reward.type)) return 0;
  return Math.max(0, reward.points);
}

/** A discount reward's value in cents (stored as a number or a string of digits); 0 when unreadable. */
export function rewardDiscountValue(value: Cents | string): Cents {
  const cents = typeof value === 'number' ? value : Number(value.trim() === '' ? Number.NaN : value);
  return Number.isFinite(cents) && cents > 0 ? Math.round(cents) : 0;
}

export function parseReward(
  reward: Reward,
  options: { count: number; isFirstOrder: boolean; products: ById<Product> | Map<string, Product> },
): ParsedReward {
  const products = options.products instanceof Map ? options.products : indexById(options.products);
  const isProduct = isProductRewardType(reward.type);
  const productId = isProduct ? String(reward.value) : null;
  const product = productId === null ? undefined : products.get(productId);
  const price = product ? product.price : 0;
  const discountSubtotal = isProduct ? 0 : rewardDiscountValue(reward.value);
  const rewardValue = isProduct ? price : discountSubtotal;
  const requiredPoints = rewardRequiredPoints(reward, options.isFirstOrder);
  const count = options.count;
  const name =
    reward.name ?? (isProduct ? (product?.name ?? 'Free item') : `${formatMoney(discountSubtotal)} Off`);
  return {
    id: reward.id,
    type: reward.type,
    name,
    ...(reward.imageUrl === undefined ? {} : { imageUrl: reward.imageUrl }),
    count,
    maximumCount: rewardMaximumCount(reward.type, options.isFirstOrder),
    requiredPoints,
    totalRequiredPoints: requiredPoints * count,
    discountSubtotal,
    totalDiscountSubtotal: discountSubtotal * count,
    productId,
    price,
    rewardValue,
    totalRewardValue: rewardValue * count,
  };
}

/** The redeemed rewards worked out (unknown reward ids and counts below 1 are left out). */
export function redeemedRewardList(input: {
  rewards: readonly Reward[];
  redeemed: RedeemedRewards;
  isFirstOrder: boolean;
  products: ById<Product> | Map<string, Product>;
}): ParsedReward[] {
  const products = input.products instanceof Map ? input.products : indexById(input.products);
  const byId = new Map(input.rewards.map((reward) => [reward.id, reward]));
  const parsed: ParsedReward[] = [];
  for (const entry of Object.values(input.redeemed)) {
    const reward = byId.get(entry.id);
    if (reward && entry.count >= 1) {
      parsed.push(
        parseReward(reward, { count: Math.floor(entry.count), isFirstOrder: input.isFirstOrder, products }),
      );
    }
  }
  return parsed;
}

/** The order's reward lines. */
export function orderRewards(parsed: readonly ParsedReward[]): OrderReward[] {
  return parsed.map((reward) => ({
    rewardId: reward.id,
    count: reward.count,
    name: reward.name,
    productId: reward.productId,
    totalDiscountSubtotal: reward.totalDiscountSubtotal,
  }));
}

/** Everything a reward's validity depends on. */
export interface RewardContext {
  loggedIn: boolean;
  isFirstOrder: boolean;
  userPoints: number;
  /** Cart subtotal before rewards. */
  subTotal: Cents;
  /** No products and no choice items in the cart (redeemed rewards do not count). */
  cartIsEmpty: boolean;
  products: ById<Product> | Map<string, Product>;
  rewards: readonly Reward[];
  redeemed: RedeemedRewards;
  now: Instant;
}

export interface RewardStatus {
  valid: boolean;
  /** The reward's own message when invalid; null when valid. */
  message: string | null;
}

function withCount(redeemed: RedeemedRewards, rewardId: string, count: number): RedeemedRewards {
  const rest = Object.fromEntries(Object.entries(redeemed).filter(([, entry]) => entry.id !== rewardId));
  return { ...rest, [rewardId]: { id: rewardId, count } };
}

/**
 * Whether redeeming `count` of a reward (with the other redeemed rewards as they are) is valid,
 * checked in the spec's order; the first failing rule gives the message.
 */
export function rewardStatus(reward: Reward, count: number, context: RewardContext): RewardStatus {
  const invalid = (message: string): RewardStatus => ({ valid: false, message });
  if (!context.loggedIn) return invalid(messages.rewardLogin);
  if (count < 1) return invalid(messages.rewardCountBelowOne);

  const products = context.products instanceof Map ? context.products : indexById(context.products);
  const all = redeemedRewardList({
    rewards: [...context.rewards.filter((known) => known.id !== reward.id), reward],
    redeemed: withCount(context.redeemed, reward.id, count),
    isFirstOrder: context.isFirstOrder,
    products,
  });
  const discounted = all.reduce((total, parsed) => total + parsed.totalDiscountSubtotal, 0);
  if (context.subTotal - discounted < 0) return invalid(messages.rewardNegativeSubTotal);

  if (reward.type === 'FreeFirstOrderOrPoints/Product' && context.cartIsEmpty) {
    return invalid(messages.rewardFreeEmptyCart);
  }
  if (!isProductRewardType(reward.type) && context.cartIsEmpty)
    return invalid(messages.rewardDiscountEmptyCart);
  if (count > rewardMaximumCount(reward.type, context.isFirstOrder)) return invalid(messages.rewardMaximum);

  if (isProductRewardType(reward.type)) {
    const product = products.get(String(reward.value));
    if (!product) return invalid(messages.rewardProductInvalid);
    if (!isProductActive(product, context.now)) return invalid(messages.rewardProductOutOfStock);
  }

  const spent = all.reduce((total, parsed) => total + parsed.totalRequiredPoints, 0);
  if (context.userPoints - spent < 0) return invalid(messages.rewardNotEnoughPoints);
  return { valid: true, message: null };
}

/** How many of a reward are redeemed now. */
export function redeemedCount(redeemed: RedeemedRewards, rewardId: string): number {
  return Object.values(redeemed).find((entry) => entry.id === rewardId)?.count ?? 0;
}

/** Redeemable: redeeming one more is still valid. */
export function isRewardRedeemable(reward: Reward, context: RewardContext): boolean {
  return rewardStatus(reward, redeemedCount(context.redeemed, reward.id) + 1, context).valid;
}

/** The rewards carousel: each reward with its required points, validity for one more, and message. */
export function rewardsForDisplay(
  context: RewardContext,
): Array<ParsedReward & { valid: boolean; message: string | null }> {
  return context.rewards.map((reward) => {
    const count = redeemedCount(context.redeemed, reward.id);
    const status = rewardStatus(reward, count + 1, context);
    return {
      ...parseReward(reward, { count, isFirstOrder: context.isFirstOrder, products: context.products }),
      ...status,
    };
  });
}

/** Points left once the redeemed rewards are paid for (never below 0). */
export function pointsAfterRewards(userPoints: number, redeemed: readonly ParsedReward[]): number {
  return Math.max(0, userPoints - redeemed.reduce((total, reward) => total + reward.totalRequiredPoints, 0));
}

/** The points meter's maximum: the next multiple of 1000 at or above the points, at least 1000. */
export function pointsMeterMax(points: number): number {
  return Math.max(POINTS_METER_STEP, Math.ceil(Math.max(0, points) / POINTS_METER_STEP) * POINTS_METER_STEP);
}

/** Reward redeem count after a click: at one or fewer the reward is removed (null). */
export function nextRedeemCount(current: number, change: 1 | -1): number | null {
  const next = current + change;
  return next < 1 ? null : next;
}
