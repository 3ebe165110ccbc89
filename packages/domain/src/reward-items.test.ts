import { describe, expect, it } from 'vitest';
import { freeRewardItems, rewardItems } from './reward-items.ts';

const rewards = [
  {
    rewardId: 'cheesecake',
    count: 1,
    name: 'Free Basque Cheesecake',
    productId: 'basque',
    totalDiscountSubtotal: 0,
  },
  { rewardId: 'five-off', count: 2, name: '$5 off', productId: null, totalDiscountSubtotal: 1000 },
  { rewardId: 'none', count: 0, name: 'Nothing', productId: 'x', totalDiscountSubtotal: 0 },
];

describe('rewardItems', () => {
  it('lists each redeemed reward as the receipt does: FREE for a product, the discount otherwise', () => {
    expect(rewardItems({ rewards })).toEqual([
      { key: 'cheesecake', count: 1, name: 'Free Basque Cheesecake', free: true, price: 'FREE', discount: 0 },
      { key: 'five-off', count: 2, name: '$5 off', free: false, price: '-$10.00', discount: 1000 },
    ]);
  });

  it('gives the kitchen only the free products', () => {
    expect(freeRewardItems({ rewards }).map((item) => item.name)).toEqual(['Free Basque Cheesecake']);
    expect(freeRewardItems({ rewards: null })).toEqual([]);
  });
});
