import { describe, expect, it } from 'vitest';
import {
  allocate,
  evenShares,
  priceTabPart,
  startSplit,
  type TabRound,
  type TabState,
  tabItems,
  tabMessages,
  tabPartPoints,
  tabSummary,
} from './table-tab.ts';

const noDiscounts = {
  rewardsDiscount: 0,
  firstOrderDiscountAmount: 0,
  pickupDiscountAmount: 0,
  promoDiscountAmount: 0,
  tipAmount: 0,
};

/** Round 1 at table 5: two ramen and a beer, 5 % tax: $12.00 + $14.00 + $7.00 = $33.00 + $1.65. */
const round1: TabRound = {
  orderId: 'o1',
  round: 1,
  lines: [
    { lineId: 'a', name: 'Shoyu ramen', quantity: 1, subTotal: 1200, addedBy: 'Ana' },
    { lineId: 'b', name: 'Miso ramen', quantity: 1, subTotal: 1400, addedBy: 'Ben' },
    { lineId: 'c', name: 'Sapporo', quantity: 1, subTotal: 700, addedBy: 'Ben' },
  ],
  amounts: { ...noDiscounts, subTotal: 3300, total: 3465 },
};
/** Round 2: gyoza, with a $2.00 reward discount: $8.00 - $2.00 + 5 % tax on $6.00. */
const round2: TabRound = {
  orderId: 'o2',
  round: 2,
  lines: [{ lineId: 'a', name: 'Gyoza', quantity: 2, subTotal: 800, addedBy: 'Cy' }],
  amounts: { ...noDiscounts, rewardsDiscount: 200, subTotal: 800, total: 630 },
};

const state = (extra: Partial<TabState> = {}): TabState => ({
  items: tabItems([round1, round2]),
  splits: [],
  payments: [],
  ...extra,
});

describe('allocate', () => {
  it('shares a total by weight to the cent, odd cents to the largest remainders', () => {
    expect(allocate(165, [1200, 1400, 700])).toEqual([60, 70, 35]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(10, [0, 0])).toEqual([5, 5]);
    expect(allocate(7, [0, 3, 0])).toEqual([0, 7, 0]);
    expect(allocate(0, [])).toEqual([]);
  });

  it('splits evenly with the first shares carrying the odd cents', () => {
    expect(evenShares(3465, 4)).toEqual([867, 866, 866, 866]);
    expect(evenShares(3465, 4).reduce((a, b) => a + b)).toBe(3465);
  });
});

describe('a tab', () => {
  it('charges each item its line and its share of the round’s tax and discounts, adding up to each round’s total', () => {
    const items = tabItems([round2, round1]);
    expect(items.map((item) => [item.key, item.charge, item.food])).toEqual([
      ['o1:a', 1260, 1200],
      ['o1:b', 1470, 1400],
      ['o1:c', 735, 700],
      ['o2:a', 630, 600],
    ]);
    expect(tabSummary(state())).toMatchObject({ total: 4095, paid: 0, remaining: 4095 });
  });

  it('lets one person pay for their items, and refuses the same item to the next person', () => {
    const first = priceTabPart(state(), { kind: 'items', itemKeys: ['o1:b', 'o1:c'] });
    expect(first).toMatchObject({ amount: 2205, food: 2100 });
    if ('error' in first) throw new Error(first.error);
    const after = state({ payments: [first.payment] });
    expect(priceTabPart(after, { kind: 'items', itemKeys: ['o1:c'] })).toEqual({
      error: tabMessages.itemPaid,
    });
    expect(priceTabPart(after, { kind: 'items', itemKeys: ['o9:z'] })).toEqual({
      error: tabMessages.itemUnknown,
    });
    expect(priceTabPart(after, { kind: 'items', itemKeys: [] })).toEqual({ error: tabMessages.noItems });
    expect(tabSummary(after)).toMatchObject({ paid: 2205, remaining: 1890, unpaidKeys: ['o1:a', 'o2:a'] });
    // The whole of what is left: the other two items.
    expect(priceTabPart(after, { kind: 'whole' })).toMatchObject({ amount: 1890 });
  });

  it('splits what is unpaid evenly: each share once, and the split’s items are paid when every share is', () => {
    const paidBen = priceTabPart(state(), { kind: 'items', itemKeys: ['o1:b'] });
    if ('error' in paidBen) throw new Error(paidBen.error);
    const split = startSplit(state({ payments: [paidBen.payment] }), 's1', 3);
    if ('error' in split) throw new Error(split.error);
    expect(split.itemKeys).toEqual(['o1:a', 'o1:c', 'o2:a']);
    let tab = state({ payments: [paidBen.payment], splits: [split] });
    // 1260 + 735 + 630 = 2625 in three: 875 each.
    expect(tabSummary(tab).openSplit?.shares.map((share) => share.amount)).toEqual([875, 875, 875]);
    expect(priceTabPart(tab, { kind: 'items', itemKeys: ['o1:a'] })).toEqual({
      error: tabMessages.itemInSplit,
    });
    expect(priceTabPart(tab, { kind: 'whole' })).toEqual({ error: tabMessages.splitOpen });
    expect(startSplit(tab, 's2', 2)).toEqual({ error: tabMessages.splitOpen });
    for (const share of [0, 1, 2]) {
      const part = priceTabPart(tab, { kind: 'share', splitId: 's1', share });
      if ('error' in part) throw new Error(part.error);
      tab = { ...tab, payments: [...tab.payments, part.payment] };
      expect(priceTabPart(tab, { kind: 'share', splitId: 's1', share })).toEqual({
        error: tabMessages.sharePaid,
      });
    }
    expect(tabSummary(tab)).toMatchObject({ paid: 4095, remaining: 0, unpaidKeys: [], openSplit: null });
    expect(priceTabPart(tab, { kind: 'whole' })).toEqual({ error: tabMessages.nothingOwed });
    expect(priceTabPart(tab, { kind: 'share', splitId: 's1', share: 3 })).toEqual({
      error: tabMessages.shareUnknown,
    });
  });

  it('refuses a split into fewer than 2 or more than 20 shares, or of nothing', () => {
    expect(startSplit(state(), 's', 1)).toEqual({ error: tabMessages.splitParts });
    expect(startSplit(state(), 's', 21)).toEqual({ error: tabMessages.splitParts });
    expect(startSplit(state(), 's', 2.5)).toEqual({ error: tabMessages.splitParts });
    const whole = priceTabPart(state(), { kind: 'whole' });
    if ('error' in whole) throw new Error(whole.error);
    expect(startSplit(state({ payments: [whole.payment] }), 's', 2)).toEqual({
      error: tabMessages.nothingOwed,
    });
  });

  it('gives points to whoever pays, for the food they paid for, when signed in', () => {
    const part = priceTabPart(state(), { kind: 'items', itemKeys: ['o1:a', 'o2:a'] });
    if ('error' in part) throw new Error(part.error);
    expect(tabPartPoints(part, true)).toBe(18);
    expect(tabPartPoints(part, false)).toBe(0);
  });
});
