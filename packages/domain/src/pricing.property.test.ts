import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PriceOrderInput, priceOrder } from './pricing.ts';
import { downtown, insideDowntown, makeProduct, makeSettings, outsideDowntown } from './testing/fixtures.ts';
import type { Modifier, OrderType, PaymentMethod, Reward } from './types.ts';

const cents = (max: number) => fc.integer({ min: 0, max });
const fraction = fc.oneof(
  fc.constantFrom(0, 0.05, 0.1, 0.15, 0.2, 0.5, 1),
  fc.double({ min: 0, max: 1, noNaN: true }),
);

const productIds = ['p0', 'p1', 'p2', 'p3', 'p4'];
const choiceIds = ['c0', 'c1', 'c2', 'c3'];

const catalogueArb = fc.record({
  prices: fc.array(cents(5000), { minLength: productIds.length, maxLength: productIds.length }),
  taxRates: fc.array(fc.constantFrom(0, 0.05, 0.07, 0.12, 0.15), {
    minLength: productIds.length,
    maxLength: productIds.length,
  }),
  choicePrices: fc.array(cents(1000), { minLength: choiceIds.length, maxLength: choiceIds.length }),
});

const rewards: Reward[] = [
  { id: 'r-small', type: 'Points/Discount', value: 300, points: 100 },
  { id: 'r-big', type: 'FreeFirstOrderOrPoints/Discount', value: '2500', points: 100 },
  { id: 'r-product', type: 'Points/Product', value: 'p1', points: 100 },
];

const orderArb = fc.record({
  catalogue: catalogueArb,
  cart: fc.dictionary(fc.constantFrom(...productIds), fc.integer({ min: 1, max: 50 })),
  choicesCart: fc.array(
    fc.record({
      id: fc.constantFrom(...productIds),
      count: fc.integer({ min: 1, max: 50 }),
      choices: fc.subarray(choiceIds),
    }),
    { maxLength: 5 },
  ),
  orderType: fc.constantFrom<OrderType>('Pickup', 'Delivery', 'Dine-in', ''),
  paymentMethod: fc.constantFrom<PaymentMethod>('online', 'offline', ''),
  tip: fraction,
  redeemed: fc.dictionary(fc.constantFrom('r-small', 'r-big', 'r-product'), fc.integer({ min: 1, max: 10 })),
  promo: fc.option(fc.record({ code: fc.constant('P'), discount: fraction, maxDiscountAmount: cents(5000) })),
  isFirstOrder: fc.boolean(),
  loggedIn: fc.boolean(),
  courierEnabled: fc.boolean(),
  firstOrderDiscount: fraction,
  pickupDiscount: fraction,
  minOrderDiscount: cents(5000),
  deposit: cents(500),
  bagFee: fc.record({ amount: cents(100), interval: cents(5000) }),
  deliveryFee: cents(1500),
  deliveryLatLng: fc.constantFrom(insideDowntown, outsideDowntown, null),
});

type OrderSample = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;

function toInput(order: OrderSample): PriceOrderInput {
  const products = productIds.map((id, index) =>
    makeProduct({ id, price: order.catalogue.prices[index]!, taxRate: order.catalogue.taxRates[index]! }),
  );
  const modifier: Modifier = {
    id: 'm',
    name: 'Extras',
    required: 0,
    maxSelect: 0,
    choices: choiceIds.map((id, index) => ({
      id,
      name: id,
      price: order.catalogue.choicePrices[index]!,
      selected: false,
      active: true,
    })),
  };
  return {
    settings: makeSettings({
      courierEnabled: order.courierEnabled,
      firstOrderDiscount: order.firstOrderDiscount,
      pickupDiscount: order.pickupDiscount,
      minOrderDiscount: order.minOrderDiscount,
      deposit: order.deposit,
      bagFee: order.bagFee,
      deliveryFee: order.deliveryFee,
      deliveryZonesWithFees: [{ deliveryZone: downtown, deliveryFee: 250, deliveryTime: 15 }],
    }),
    catalogue: { products, modifiers: [modifier] },
    cart: Object.fromEntries(Object.entries(order.cart).map(([id, count]) => [id, { id, count }])),
    choicesCart: order.choicesCart.map((item) => ({
      id: item.id,
      count: item.count,
      choices: item.choices.map((id) => ({ modifierId: 'm', id })),
    })),
    orderType: order.orderType,
    paymentMethod: order.paymentMethod,
    tip: order.tip,
    rewards,
    redeemedRewards: Object.fromEntries(
      Object.entries(order.redeemed).map(([id, count]) => [id, { id, count }]),
    ),
    promo: order.promo,
    isFirstOrder: order.isFirstOrder,
    loggedIn: order.loggedIn,
    deliveryLatLng: order.deliveryLatLng,
  };
}

const AMOUNTS = [
  'subTotal',
  'rewardsDiscount',
  'subTotalAfterRewards',
  'firstOrderDiscountAmount',
  'pickupDiscountAmount',
  'promoDiscountAmount',
  'deliveryFee',
  'taxAmount',
  'bagFeeAmount',
  'depositAmount',
  'totalBeforeTip',
  'tipAmount',
  'total',
  'pointsEarned',
  'pointsRedeemed',
] as const;

describe('priceOrder over random carts', () => {
  it('gives whole, non-negative cents for every amount', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const priced = priceOrder(toInput(order));
        for (const key of AMOUNTS) {
          expect(Number.isInteger(priced[key]), key).toBe(true);
          expect(priced[key], key).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never discounts more than what is discounted', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const input = toInput(order);
        const priced = priceOrder(input);
        expect(priced.rewardsDiscount).toBeLessThanOrEqual(priced.subTotal);
        const discounts =
          priced.firstOrderDiscountAmount + priced.pickupDiscountAmount + priced.promoDiscountAmount;
        expect(discounts).toBeLessThanOrEqual(priced.subTotalAfterRewards);
        if (input.promo)
          expect(priced.promoDiscountAmount).toBeLessThanOrEqual(input.promo.maxDiscountAmount);
        else expect(priced.promoDiscountAmount).toBe(0);
        if (input.orderType !== 'Pickup') expect(priced.pickupDiscountAmount).toBe(0);
        if (!input.isFirstOrder) expect(priced.firstOrderDiscountAmount).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('adds up to the cent', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const p = priceOrder(toInput(order));
        expect(p.subTotal).toBe(p.lines.reduce((sum, line) => sum + line.totalPrice, 0));
        expect(p.total).toBe(
          p.subTotal -
            p.rewardsDiscount -
            p.firstOrderDiscountAmount -
            p.pickupDiscountAmount -
            p.promoDiscountAmount +
            p.deliveryFee +
            p.taxAmount +
            p.bagFeeAmount +
            p.depositAmount +
            p.tipAmount,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('follows the fee and tip rules', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const input = toInput(order);
        const p = priceOrder(input);
        if (input.paymentMethod !== 'online') expect(p.tipAmount).toBe(0);
        if (input.orderType !== 'Delivery') expect(p.deliveryFee).toBe(0);
        if (input.orderType === 'Dine-in') expect(p.bagFeeAmount).toBe(0);
        if (!input.loggedIn) expect(p.pointsEarned).toBe(0);
        // Tax is never more than the highest rate on everything taxable.
        expect(p.taxAmount).toBeLessThanOrEqual(Math.ceil((p.subTotal + p.deliveryFee) * 0.15));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same result for the same cart, whatever the order of its lines', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const input = toInput(order);
        const again = priceOrder(JSON.parse(JSON.stringify(input)) as PriceOrderInput);
        expect(priceOrder(input)).toEqual(again);
        const reversed = priceOrder({
          ...input,
          cart: Object.fromEntries(Object.entries(input.cart).reverse()),
          choicesCart: [...input.choicesCart].reverse(),
        });
        expect(reversed.total).toBe(again.total);
      }),
      { numRuns: 200 },
    );
  });
});
