import { describe, expect, it } from 'vitest';
import { cartLines, catalogueChoices, type PriceOrderInput, pointsEarned, priceOrder } from './pricing.ts';
import {
  catalogue,
  downtown,
  insideDowntown,
  makeProduct,
  makeSettings,
  modifiers,
  outsideDowntown,
} from './testing/fixtures.ts';
import type { ChoicesCartItem, Reward } from './types.ts';

const fiveOff: Reward = { id: 'd5', type: 'Points/Discount', value: '500', points: 100 };
const freeSoda: Reward = { id: 'soda-free', type: 'Points/Product', value: 'soda', points: 150 };

const base = (overrides: Partial<PriceOrderInput> = {}): PriceOrderInput => ({
  settings: makeSettings(),
  catalogue,
  cart: {},
  choicesCart: [],
  orderType: 'Pickup',
  paymentMethod: 'offline',
  tip: 0.15,
  loggedIn: true,
  ...overrides,
});

const burgerLarge: ChoicesCartItem = {
  id: 'burger',
  count: 2,
  // A client claiming the choices cost one cent: ignored.
  choicesPrice: 1,
  choices: [
    { modifierId: 'size', id: 'large', name: 'Large', price: 0 },
    { modifierId: 'toppings', id: 'cheese', name: 'Cheese', price: 0 },
    { modifierId: 'toppings', id: 'bacon', name: 'Bacon', price: 0 },
  ],
};

describe('priceOrder', () => {
  it('prices a simple pickup order', () => {
    const priced = priceOrder(
      base({ cart: { fries: { id: 'fries', count: 2 }, soda: { id: 'soda', count: 1 } } }),
    );
    expect(priced).toMatchObject({
      subTotal: 1248,
      rewardsDiscount: 0,
      subTotalAfterRewards: 1248,
      firstOrderDiscountAmount: 0,
      pickupDiscountAmount: 0,
      promoDiscountAmount: 0,
      deliveryFee: 0,
      deliveryTime: 0,
      taxAmount: 62,
      bagFeeAmount: 0,
      depositAmount: 0,
      tipAmount: 0,
      total: 1310,
      pointsEarned: 12,
      pointsRedeemed: 0,
      rewards: [],
    });
    expect(priced.lines).toEqual([
      { productId: 'fries', name: 'Fries', count: 2, unitPrice: 499, choices: [], totalPrice: 998 },
      { productId: 'soda', name: 'Soda', count: 1, unitPrice: 250, choices: [], totalPrice: 250 },
    ]);
  });

  it('prices a full delivery order: choices from the catalogue, rewards, discounts, zone fee, tax, bag fee, deposit, tip', () => {
    const priced = priceOrder(
      base({
        settings: makeSettings({
          bagFee: { amount: 25, interval: 2000 },
          deposit: 100,
          deliveryZonesWithFees: [{ deliveryZone: downtown, deliveryFee: 300, deliveryTime: 20 }],
        }),
        choicesCart: [burgerLarge, { id: 'beer', count: 1, choices: [{ modifierId: 'size', id: 'large' }] }],
        orderType: 'Delivery',
        paymentMethod: 'online',
        isFirstOrder: true,
        rewards: [fiveOff],
        redeemedRewards: { d5: { id: 'd5', count: 1 } },
        promo: { code: 'SAVE20', discount: 0.2, maxDiscountAmount: 1000 },
        deliveryLatLng: insideDowntown,
      }),
    );
    expect(priced.lines[0]).toEqual({
      productId: 'burger',
      name: 'Classic Burger',
      count: 2,
      unitPrice: 1899,
      choices: [
        { modifierId: 'size', id: 'large', name: 'Large', price: 200 },
        { modifierId: 'toppings', id: 'cheese', name: 'Cheese', price: 150 },
        { modifierId: 'toppings', id: 'bacon', name: 'Bacon', price: 250 },
      ],
      totalPrice: 3798,
    });
    expect(priced).toMatchObject({
      subTotal: 4798,
      rewardsDiscount: 500,
      subTotalAfterRewards: 4298,
      firstOrderDiscountAmount: 430,
      pickupDiscountAmount: 0,
      promoDiscountAmount: 960,
      deliveryFee: 300,
      deliveryTime: 20,
      // 5% of (2908 + 300) = 160.40, plus the beer's extra 5% on its paid share 1000 x 2908/4798 = 30.30
      taxAmount: 191,
      bagFeeAmount: 75,
      depositAmount: 100,
      totalBeforeTip: 3574,
      tipAmount: 536,
      total: 4110,
      pointsEarned: 29,
      pointsRedeemed: 100,
    });
    expect(priced.rewards).toEqual([
      { rewardId: 'd5', count: 1, name: '$5.00 Off', productId: null, totalDiscountSubtotal: 500 },
    ]);
  });

  it('applies the pickup discount on pickup orders from minOrderDiscount', () => {
    const priced = priceOrder(base({ cart: { fries: { id: 'fries', count: 5 } } }));
    expect(priced.subTotal).toBe(2495);
    expect(priced.pickupDiscountAmount).toBe(125);
    expect(priceOrder(base({ cart: { fries: { id: 'fries', count: 4 } } })).pickupDiscountAmount).toBe(0);
  });

  it('charges the default delivery fee outside the zones or without coordinates', () => {
    const settings = makeSettings({
      deliveryZonesWithFees: [{ deliveryZone: downtown, deliveryFee: 300, deliveryTime: 20 }],
    });
    const cart = { fries: { id: 'fries', count: 1 } };
    expect(
      priceOrder(base({ settings, cart, orderType: 'Delivery', deliveryLatLng: outsideDowntown }))
        .deliveryFee,
    ).toBe(500);
    expect(priceOrder(base({ settings, cart, orderType: 'Delivery' }))).toMatchObject({
      deliveryFee: 500,
      deliveryTime: 30,
    });
  });

  it('charges no delivery fee and no bag fee for dine-in', () => {
    const priced = priceOrder(
      base({
        settings: makeSettings({ bagFee: { amount: 25, interval: 1000 } }),
        cart: { fries: { id: 'fries', count: 1 } },
        orderType: 'Dine-in',
      }),
    );
    expect(priced.deliveryFee).toBe(0);
    expect(priced.bagFeeAmount).toBe(0);
  });

  it('caps the rewards discount by the subtotal', () => {
    const priced = priceOrder(
      base({
        cart: { fries: { id: 'fries', count: 1 } },
        rewards: [fiveOff],
        redeemedRewards: { d5: { id: 'd5', count: 3 } },
      }),
    );
    expect(priced).toMatchObject({
      subTotal: 499,
      rewardsDiscount: 499,
      subTotalAfterRewards: 0,
      taxAmount: 0,
      total: 0,
    });
  });

  it('gives product rewards as free lines: nothing off the subtotal', () => {
    const priced = priceOrder(
      base({
        cart: { fries: { id: 'fries', count: 1 } },
        rewards: [freeSoda],
        redeemedRewards: { s: { id: 'soda-free', count: 2 } },
      }),
    );
    expect(priced.rewardsDiscount).toBe(0);
    expect(priced.rewards).toEqual([
      { rewardId: 'soda-free', count: 2, name: 'Soda', productId: 'soda', totalDiscountSubtotal: 0 },
    ]);
    expect(priced.pointsRedeemed).toBe(300);
  });

  it('tips only online, at least 10% for courier delivery', () => {
    const cart = { fries: { id: 'fries', count: 2 } };
    expect(priceOrder(base({ cart, paymentMethod: 'online', tip: 0.2 })).tipAmount).toBe(210);
    expect(priceOrder(base({ cart, paymentMethod: 'offline', tip: 0.2 })).tipAmount).toBe(0);
    const courier = priceOrder(
      base({
        settings: makeSettings({ courierEnabled: true }),
        cart,
        orderType: 'Delivery',
        paymentMethod: 'online',
        tip: 0,
      }),
    );
    expect(courier.tipAmount).toBe(Math.round(courier.totalBeforeTip * 0.1));
  });

  it('earns points only when logged in', () => {
    expect(
      priceOrder(base({ cart: { fries: { id: 'fries', count: 3 } }, loggedIn: false })).pointsEarned,
    ).toBe(0);
    expect(
      priceOrder(base({ cart: { fries: { id: 'fries', count: 3 } }, loggedIn: undefined })).pointsEarned,
    ).toBe(0);
    expect(pointsEarned(1999, true)).toBe(19);
    expect(pointsEarned(-5, true)).toBe(0);
  });

  it('defaults the deposit to zero and never charges a negative one', () => {
    const cart = { fries: { id: 'fries', count: 1 } };
    expect(
      priceOrder(base({ cart, settings: { ...makeSettings(), deposit: undefined as never } })).depositAmount,
    ).toBe(0);
    expect(priceOrder(base({ cart, settings: makeSettings({ deposit: -100 }) })).depositAmount).toBe(0);
    expect(priceOrder(base({ cart, settings: makeSettings({ deposit: 200 }) })).total).toBe(499 + 25 + 200);
  });

  it('prices an empty cart at zero (plus the deposit)', () => {
    expect(priceOrder(base()).total).toBe(0);
  });
});

describe('cartLines', () => {
  it('leaves out unknown products, unknown choices and counts below one; floors fractions', () => {
    const { lines, choiceLines } = cartLines({
      catalogue: { products: Object.fromEntries(catalogue.products.map((p) => [p.id, p])), modifiers },
      cart: {
        ghost: { id: 'ghost', count: 1 },
        fries: { id: 'fries', count: 2.7 },
        soda: { id: 'soda', count: -1 },
        beer: { id: 'beer', count: Number.NaN },
      },
      choicesCart: [
        { id: 'ghost', count: 1, choices: [] },
        { id: 'burger', count: 0, choices: [] },
        {
          id: 'burger',
          count: 1,
          choices: [
            { modifierId: 'nope', id: 'large' },
            { modifierId: 'size', id: 'nope' },
          ],
        },
      ],
    });
    expect(lines.map((line) => [line.productId, line.count, line.totalPrice])).toEqual([
      ['fries', 2, 998],
      ['burger', 1, 1299],
    ]);
    expect(choiceLines).toEqual([{ totalPrice: 1299, taxRate: 0.05 }]);
  });
  it('taxes choice lines at 5% when the product has no rate', () => {
    const plain = makeProduct({ id: 'plain', price: 100 });
    const { choiceLines } = cartLines({
      catalogue: { products: [{ ...plain, taxRate: undefined as never }], modifiers: [] },
      cart: {},
      choicesCart: [{ id: 'plain', count: 1, choices: [] }],
    });
    expect(choiceLines).toEqual([{ totalPrice: 100, taxRate: 0.05 }]);
  });
  it('takes choice names and prices from the catalogue', () => {
    expect(
      catalogueChoices([{ modifierId: 'toppings', id: 'bacon' }], new Map(modifiers.map((m) => [m.id, m]))),
    ).toEqual([{ modifierId: 'toppings', id: 'bacon', name: 'Bacon', price: 250 }]);
  });
});
