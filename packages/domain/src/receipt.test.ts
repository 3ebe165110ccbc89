import { describe, expect, it } from 'vitest';
import { ORDER_AMOUNTS, orderAmounts } from './order-amounts.ts';
import { type ReceiptSource, receiptLines } from './receipt.ts';

/** A Pickup order of two tacos, paid in person: no discount, no fee, no tip. */
function order(overrides: Partial<ReceiptSource> = {}): ReceiptSource {
  return {
    orderType: 'Pickup',
    lines: [
      {
        productId: 'tacos',
        name: 'Crispy Fish Tacos',
        count: 2,
        unitPrice: 1450,
        choices: [
          { modifierId: 'salsa', id: 'verde', name: 'Salsa verde', price: 0 },
          { modifierId: 'extras', id: 'avocado', name: 'Avocado', price: 150 },
        ],
        totalPrice: 2900,
      },
    ],
    rewards: [],
    subTotal: 2900,
    rewardsDiscount: 0,
    firstOrderDiscountAmount: 0,
    pickupDiscountAmount: 0,
    promoDiscountAmount: 0,
    deliveryFee: 0,
    bagFeeAmount: 0,
    depositAmount: 0,
    taxAmount: 145,
    tipAmount: 0,
    total: 3045,
    ...overrides,
  };
}

const shown = (source: ReceiptSource, tipOffered = false) =>
  receiptLines(source, { tipOffered }).amounts.map((line) => [line.label, line.value]);

describe('receiptLines: items', () => {
  it('lists each product with its count, its choices and its price', () => {
    expect(receiptLines(order()).items).toEqual([
      {
        key: 'line:tacos|salsa/verde|extras/avocado',
        count: 2,
        name: 'Crispy Fish Tacos',
        choices: [
          { key: 'salsa/verde', name: 'Salsa verde' },
          { key: 'extras/avocado', name: 'Avocado' },
        ],
        amount: 2900,
        price: '$29.00',
        reward: null,
      },
    ]);
  });

  it('prices a line that costs nothing as Free (a free takeout accessory)', () => {
    const kit = {
      productId: 'cutlery',
      name: 'Cutlery Kit',
      count: 2,
      unitPrice: 0,
      choices: [],
      totalPrice: 0,
    };
    const [item] = receiptLines(order({ lines: [kit] })).items;
    expect(item).toMatchObject({ name: 'Cutlery Kit', amount: 0, price: 'Free', reward: null });
  });

  it('keeps the same product with the same choices twice apart', () => {
    const line = { productId: 'cola', name: 'Cola', count: 1, unitPrice: 300, choices: [], totalPrice: 300 };
    const keys = receiptLines(order({ lines: [line, line] })).items.map((item) => item.key);
    expect(keys).toEqual(['line:cola', 'line:cola#2']);
  });

  it('lists the redeemed rewards after the products: FREE for a product, the discount otherwise', () => {
    const items = receiptLines(
      order({
        rewards: [
          {
            rewardId: 'cake',
            count: 1,
            name: 'Free Cheesecake',
            productId: 'cake',
            totalDiscountSubtotal: 0,
          },
          { rewardId: 'five', count: 2, name: '$5 off', productId: null, totalDiscountSubtotal: 1000 },
          { rewardId: 'none', count: 0, name: 'Nothing', productId: null, totalDiscountSubtotal: 0 },
        ],
      }),
    ).items;
    expect(
      items.map((item) => [item.key, item.count, item.name, item.price, item.amount, item.reward]),
    ).toEqual([
      ['line:tacos|salsa/verde|extras/avocado', 2, 'Crispy Fish Tacos', '$29.00', 2900, null],
      ['reward:cake', 1, 'Free Cheesecake', 'FREE', 0, 'free-product'],
      ['reward:five', 2, '$5 off', '-$10.00', -1000, 'discount'],
    ]);
  });
});

describe('receiptLines: amounts', () => {
  it('shows the subtotal, the tax and the total even when nothing else applies', () => {
    expect(shown(order())).toEqual([
      ['Subtotal', '$29.00'],
      ['Tax', '$1.45'],
      ['Total', '$30.45'],
    ]);
  });

  it('lists every amount in one order: subtotal, discounts, fees, tax, tip, total', () => {
    const every = order({
      orderType: 'Delivery',
      subTotal: 5000,
      rewardsDiscount: 500,
      firstOrderDiscountAmount: 450,
      pickupDiscountAmount: 0,
      promoDiscountAmount: 405,
      promoCode: 'WELCOME10',
      deliveryFee: 299,
      bagFeeAmount: 20,
      depositAmount: 100,
      addedCharges: [
        { name: 'Corkage', price: 1500 },
        { name: 'Nothing', price: 0 },
      ],
      taxAmount: 197,
      tipAmount: 700,
      total: 6461,
    });
    expect(shown(every)).toEqual([
      ['Subtotal', '$50.00'],
      ['Rewards', '-$5.00'],
      ['First order discount', '-$4.50'],
      ['Promo code (WELCOME10)', '-$4.05'],
      ['Delivery fee', '$2.99'],
      ['Bag fee', '$0.20'],
      ['Deposit', '$1.00'],
      ['Corkage', '$15.00'],
      ['Tax', '$1.97'],
      ['Tip', '$7.00'],
      ['Total', '$64.61'],
    ]);
    expect(receiptLines(every).amounts.map((line) => [line.key, line.kind])).toEqual([
      ['subtotal', 'subtotal'],
      ['rewards', 'discount'],
      ['first-order-discount', 'discount'],
      ['promo-discount', 'discount'],
      ['delivery-fee', 'fee'],
      ['bag-fee', 'fee'],
      ['deposit', 'fee'],
      ['charge-0', 'fee'],
      ['tax', 'tax'],
      ['tip', 'tip'],
      ['total', 'total'],
    ]);
  });

  it('names the pickup discount, and the promo code without a code when none is known', () => {
    expect(shown(order({ pickupDiscountAmount: 145, promoDiscountAmount: 100, promoCode: null }))).toEqual([
      ['Subtotal', '$29.00'],
      ['Pickup discount', '-$1.45'],
      ['Promo code', '-$1.00'],
      ['Tax', '$1.45'],
      ['Total', '$30.45'],
    ]);
  });

  it('shows a free delivery on a Delivery order, and no delivery fee on any other', () => {
    expect(shown(order({ orderType: 'Delivery' }))).toContainEqual(['Delivery fee', '$0.00']);
    expect(shown(order({ orderType: 'Dine-in' })).map(([label]) => label)).not.toContain('Delivery fee');
  });

  it('shows the tip when one was given, or at $0.00 while the customer is choosing one', () => {
    expect(shown(order()).map(([label]) => label)).not.toContain('Tip');
    expect(shown(order(), true)).toContainEqual(['Tip', '$0.00']);
    expect(shown(order({ tipAmount: 350, total: 3395 }))).toContainEqual(['Tip', '$3.50']);
  });

  it('adds what was refunded and what was finally paid once money went back', () => {
    const refunded = order({
      totalRefundAmount: 1000,
      refunds: [{ description: 'Cold tacos', amount: 1000, kind: 'partial', confirmed: false }],
    });
    expect(shown(refunded).slice(-3)).toEqual([
      ['Total', '$30.45'],
      ['Refunded', '-$10.00'],
      ['Total paid', '$20.45'],
    ]);
    expect(
      receiptLines(refunded)
        .amounts.slice(-2)
        .map((line) => line.kind),
    ).toEqual(['refunded', 'paid']);
  });

  it('shows a cancelled order paid in full back as $0.00 paid, and no refund lines without refunds', () => {
    expect(shown(order({ totalRefundAmount: 3045 })).slice(-2)).toEqual([
      ['Refunded', '-$30.45'],
      ['Total paid', '$0.00'],
    ]);
    // The staff queue's copy of an order carries the refunded sum only; the order's own topic its rows.
    expect(shown(order({ totalRefundAmount: 0, refunds: [] })).at(-1)).toEqual(['Total', '$30.45']);
  });
});

describe('ORDER_AMOUNTS', () => {
  it('names every amount once, and orderAmounts copies just those', () => {
    expect(new Set(ORDER_AMOUNTS).size).toBe(ORDER_AMOUNTS.length);
    const amounts = orderAmounts({ ...order(), tipAmount: 350 } as ReceiptSource);
    expect(Object.keys(amounts)).toEqual([...ORDER_AMOUNTS]);
    expect(amounts.tipAmount).toBe(350);
  });
});
