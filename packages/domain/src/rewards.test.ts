import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  isRewardRedeemable,
  nextRedeemCount,
  orderRewards,
  parseReward,
  pointsAfterRewards,
  pointsMeterMax,
  type RewardContext,
  redeemedCount,
  redeemedRewardList,
  rewardDiscountValue,
  rewardMaximumCount,
  rewardRequiredPoints,
  rewardStatus,
  rewardsForDisplay,
} from './rewards.ts';
import { at, products } from './testing/fixtures.ts';
import type { Reward } from './types.ts';

const fiveOff: Reward = { id: 'd5', type: 'Points/Discount', value: '500', points: 100 };
const firstThreeOff: Reward = { id: 'ffod', type: 'FreeFirstOrderOrPoints/Discount', value: 300, points: 50 };
const freeFries: Reward = { id: 'ff', type: 'FreeFirstOrderOrPoints/Product', value: 'fries', points: 200 };
const sodaForPoints: Reward = {
  id: 'ps',
  type: 'Points/Product',
  value: 'soda',
  points: 150,
  imageUrl: 'soda.png',
};
const pieForPoints: Reward = { id: 'pie', type: 'Points/Product', value: 'sold-out', points: 10 };
const ghost: Reward = { id: 'ghost', type: 'Points/Product', value: 'nope', points: 10 };
const rewards = [fiveOff, firstThreeOff, freeFries, sodaForPoints, pieForPoints, ghost];

const context = (overrides: Partial<RewardContext> = {}): RewardContext => ({
  loggedIn: true,
  isFirstOrder: false,
  userPoints: 1000,
  subTotal: 2000,
  cartIsEmpty: false,
  products,
  rewards,
  redeemed: {},
  now: at('2026-06-10T12:00'),
  ...overrides,
});

describe('parsing', () => {
  it('parses discount rewards', () => {
    expect(parseReward(fiveOff, { count: 2, isFirstOrder: false, products })).toEqual({
      id: 'd5',
      type: 'Points/Discount',
      name: '$5.00 Off',
      count: 2,
      maximumCount: 100,
      requiredPoints: 100,
      totalRequiredPoints: 200,
      discountSubtotal: 500,
      totalDiscountSubtotal: 1000,
      productId: null,
      price: 0,
      rewardValue: 500,
      totalRewardValue: 1000,
    });
  });
  it('parses product rewards: free product, nothing off the subtotal', () => {
    expect(parseReward(sodaForPoints, { count: 3, isFirstOrder: false, products })).toEqual({
      id: 'ps',
      type: 'Points/Product',
      name: 'Soda',
      imageUrl: 'soda.png',
      count: 3,
      maximumCount: 100,
      requiredPoints: 150,
      totalRequiredPoints: 450,
      discountSubtotal: 0,
      totalDiscountSubtotal: 0,
      productId: 'soda',
      price: 250,
      rewardValue: 250,
      totalRewardValue: 750,
    });
  });
  it('names unknown products and keeps given names', () => {
    expect(parseReward(ghost, { count: 1, isFirstOrder: false, products: new Map() }).name).toBe('Free item');
    expect(
      parseReward({ ...fiveOff, name: 'Five bucks' }, { count: 1, isFirstOrder: false, products }).name,
    ).toBe('Five bucks');
  });
  it('makes FreeFirstOrderOrPoints rewards free and single on the first order', () => {
    const parsed = parseReward(freeFries, { count: 1, isFirstOrder: true, products });
    expect(parsed.requiredPoints).toBe(0);
    expect(parsed.maximumCount).toBe(1);
    expect(rewardMaximumCount('FreeFirstOrderOrPoints/Discount', true)).toBe(1);
    expect(rewardMaximumCount('FreeFirstOrderOrPoints/Discount', false)).toBe(100);
    expect(rewardMaximumCount('Points/Discount', true)).toBe(100);
    expect(rewardRequiredPoints(firstThreeOff, false)).toBe(50);
    expect(rewardRequiredPoints(fiveOff, true)).toBe(100);
    expect(rewardRequiredPoints({ type: 'Points/Discount', points: -5 }, false)).toBe(0);
  });
  it('reads discount values as cents, 0 when unreadable', () => {
    expect(rewardDiscountValue('500')).toBe(500);
    expect(rewardDiscountValue(250)).toBe(250);
    expect(rewardDiscountValue('')).toBe(0);
    expect(rewardDiscountValue('five')).toBe(0);
    expect(rewardDiscountValue(-3)).toBe(0);
  });
  it('lists redeemed rewards, leaving out unknown ids and counts below 1', () => {
    const list = redeemedRewardList({
      rewards,
      redeemed: { d5: { id: 'd5', count: 2 }, x: { id: 'x', count: 1 }, ps: { id: 'ps', count: 0 } },
      isFirstOrder: false,
      products,
    });
    expect(list.map((reward) => [reward.id, reward.count])).toEqual([['d5', 2]]);
    expect(orderRewards(list)).toEqual([
      { rewardId: 'd5', count: 2, name: '$5.00 Off', productId: null, totalDiscountSubtotal: 1000 },
    ]);
  });
});

describe('rewardStatus, in the spec order', () => {
  const invalid = (message: string) => ({ valid: false, message });
  it('needs a login first', () => {
    expect(rewardStatus(fiveOff, 0, context({ loggedIn: false }))).toEqual(invalid(messages.rewardLogin));
    expect(messages.rewardLogin).toBe('Please log in before redeeming rewards');
  });
  it('needs a count of at least 1', () => {
    expect(rewardStatus(fiveOff, 0, context({ subTotal: -1 }))).toEqual(invalid('You must redeem 1 or more'));
  });
  it('refuses a negative subtotal after the discounts', () => {
    expect(rewardStatus(fiveOff, 5, context({ subTotal: 2000 }))).toEqual(
      invalid('SubTotal cannot be negative'),
    );
    expect(rewardStatus(fiveOff, 4, context({ subTotal: 2000 }))).toEqual({ valid: true, message: null });
    expect(
      rewardStatus(fiveOff, 3, context({ subTotal: 2000, redeemed: { ffod: { id: 'ffod', count: 2 } } })),
    ).toEqual(invalid('SubTotal cannot be negative'));
  });
  it('refuses a free first-order reward with an empty cart', () => {
    expect(rewardStatus(freeFries, 1, context({ cartIsEmpty: true }))).toEqual(
      invalid('Free Reward cannot be redeemed with empty cart'),
    );
  });
  it('refuses a discount reward with an empty cart', () => {
    expect(
      rewardStatus(firstThreeOff, 1, context({ cartIsEmpty: true, subTotal: 0, isFirstOrder: true })),
    ).toEqual(invalid('SubTotal cannot be negative'));
    expect(rewardStatus({ ...fiveOff, value: 0 }, 1, context({ cartIsEmpty: true, subTotal: 0 }))).toEqual(
      invalid('Discount cannot be redeemed with empty cart'),
    );
  });
  it('lets a points product reward go with an empty cart', () => {
    expect(rewardStatus(sodaForPoints, 1, context({ cartIsEmpty: true, subTotal: 0 }))).toEqual({
      valid: true,
      message: null,
    });
  });
  it('refuses more than the maximum', () => {
    expect(rewardStatus(sodaForPoints, 101, context({ userPoints: 1e9 }))).toEqual(
      invalid('You cannot redeem any more of this reward'),
    );
    expect(rewardStatus(freeFries, 2, context({ isFirstOrder: true }))).toEqual(
      invalid('You cannot redeem any more of this reward'),
    );
  });
  it('refuses unknown and sold-out products', () => {
    expect(rewardStatus(ghost, 1, context())).toEqual(invalid('Product is Invalid'));
    expect(rewardStatus(pieForPoints, 1, context())).toEqual(invalid('Product is temporarily Out Of Stock'));
  });
  it('refuses when the points run out, counting every redeemed reward', () => {
    expect(rewardStatus(sodaForPoints, 1, context({ userPoints: 149 }))).toEqual(
      invalid('Not Enough Points'),
    );
    expect(
      rewardStatus(sodaForPoints, 1, context({ userPoints: 249, redeemed: { d5: { id: 'd5', count: 1 } } })),
    ).toEqual(invalid('Not Enough Points'));
    expect(
      rewardStatus(sodaForPoints, 1, context({ userPoints: 250, redeemed: { d5: { id: 'd5', count: 1 } } }))
        .valid,
    ).toBe(true);
    expect(rewardStatus(sodaForPoints, 1, context({ userPoints: 250 }))).toEqual({
      valid: true,
      message: null,
    });
  });
  it('makes the first-order free reward cost nothing', () => {
    expect(rewardStatus(freeFries, 1, context({ userPoints: 0, isFirstOrder: true }))).toEqual({
      valid: true,
      message: null,
    });
    expect(rewardStatus(freeFries, 1, context({ userPoints: 0, isFirstOrder: false }))).toEqual(
      invalid('Not Enough Points'),
    );
  });
  it('accepts the catalogue as a map', () => {
    const byId = new Map(products.map((product) => [product.id, product]));
    expect(rewardStatus(pieForPoints, 1, context({ products: byId }))).toEqual(
      invalid('Product is temporarily Out Of Stock'),
    );
  });
  it('checks a reward that is not in the list too', () => {
    const extra: Reward = { id: 'extra', type: 'Points/Discount', value: 100, points: 1 };
    expect(rewardStatus(extra, 1, context())).toEqual({ valid: true, message: null });
  });
});

describe('redeemable and display', () => {
  it('is redeemable when one more is still valid', () => {
    expect(isRewardRedeemable(freeFries, context({ isFirstOrder: true }))).toBe(true);
    expect(
      isRewardRedeemable(
        freeFries,
        context({ isFirstOrder: true, redeemed: { ff: { id: 'ff', count: 1 } } }),
      ),
    ).toBe(false);
    expect(redeemedCount({ a: { id: 'ff', count: 3 } }, 'ff')).toBe(3);
    expect(redeemedCount({}, 'ff')).toBe(0);
  });
  it('lists every reward with its validity for one more', () => {
    const display = rewardsForDisplay(context({ userPoints: 120, redeemed: { d5: { id: 'd5', count: 1 } } }));
    expect(display.map((reward) => [reward.id, reward.count, reward.valid, reward.message])).toEqual([
      ['d5', 1, false, 'Not Enough Points'],
      ['ffod', 0, false, 'Not Enough Points'],
      ['ff', 0, false, 'Not Enough Points'],
      ['ps', 0, false, 'Not Enough Points'],
      ['pie', 0, false, 'Product is temporarily Out Of Stock'],
      ['ghost', 0, false, 'Product is Invalid'],
    ]);
  });
});

describe('points', () => {
  it('takes the redeemed rewards off the points, never below 0', () => {
    const list = redeemedRewardList({
      rewards,
      redeemed: { d5: { id: 'd5', count: 2 } },
      isFirstOrder: false,
      products,
    });
    expect(pointsAfterRewards(1000, list)).toBe(800);
    expect(pointsAfterRewards(100, list)).toBe(0);
  });
  it('has a meter maximum in steps of 1000, at least 1000', () => {
    expect(pointsMeterMax(0)).toBe(1000);
    expect(pointsMeterMax(-50)).toBe(1000);
    expect(pointsMeterMax(999)).toBe(1000);
    expect(pointsMeterMax(1000)).toBe(1000);
    expect(pointsMeterMax(1001)).toBe(2000);
    expect(pointsMeterMax(4500)).toBe(5000);
  });
  it('removes a reward when its count drops below 1', () => {
    expect(nextRedeemCount(1, 1)).toBe(2);
    expect(nextRedeemCount(2, -1)).toBe(1);
    expect(nextRedeemCount(1, -1)).toBeNull();
  });
});
