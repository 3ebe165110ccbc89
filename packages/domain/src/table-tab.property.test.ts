import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  evenShares,
  priceTabPart,
  startSplit,
  type TabPart,
  type TabRound,
  type TabState,
  tabItems,
  tabSummary,
} from './table-tab.ts';

const roundArb = (round: number): fc.Arbitrary<TabRound> =>
  fc
    .record({
      lines: fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 6 }),
      discount: fc.integer({ min: 0, max: 5_000 }),
      taxRate: fc.constantFrom(0, 0.05, 0.12),
      fee: fc.integer({ min: 0, max: 300 }),
    })
    .map(({ lines, discount, taxRate, fee }) => {
      const subTotal = lines.reduce((a, b) => a + b, 0);
      const rewardsDiscount = Math.min(discount, subTotal);
      const taxAmount = Math.round((subTotal - rewardsDiscount) * taxRate);
      return {
        orderId: `o${round}`,
        round,
        lines: lines.map((amount, index) => ({
          lineId: String(index),
          name: `Item ${index}`,
          quantity: 1,
          subTotal: amount,
          addedBy: `guest ${index % 3}`,
        })),
        amounts: {
          subTotal,
          rewardsDiscount,
          firstOrderDiscountAmount: 0,
          pickupDiscountAmount: 0,
          promoDiscountAmount: 0,
          tipAmount: 0,
          total: subTotal - rewardsDiscount + taxAmount + fee,
        },
      };
    });

const tabArb = fc
  .integer({ min: 1, max: 4 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => roundArb(index + 1))));

/** What people at the table try, in order: pay items by index, the whole, split by N, a share. */
const attemptArb = fc.oneof(
  fc.record({
    kind: fc.constant('items' as const),
    picks: fc.array(fc.nat(30), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('whole' as const) }),
  fc.record({ kind: fc.constant('split' as const), parts: fc.integer({ min: 2, max: 7 }) }),
  fc.record({ kind: fc.constant('share' as const), share: fc.nat(8) }),
);

describe('no cent lost or invented', () => {
  it('allocate: the parts add up to the total, each within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, index) => {
            const exact = sum > 0 ? (total * weights[index]!) / sum : total / weights.length;
            expect(Math.abs(part - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('even shares differ by at most a cent and add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        (total, parts) => {
          const shares = evenShares(total, parts);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('a round’s items add up to its total before tip', () => {
    fc.assert(
      fc.property(tabArb, (rounds) => {
        const items = tabItems(rounds);
        for (const round of rounds) {
          const charges = items.filter((item) => item.orderId === round.orderId).map((item) => item.charge);
          expect(charges.reduce((a, b) => a + b, 0)).toBe(round.amounts.total - round.amounts.tipAmount);
        }
      }),
    );
  });

  it('however a table pays, no item is paid twice, nobody pays more than is owed, and a paid tab is paid to the cent', () => {
    fc.assert(
      fc.property(tabArb, fc.array(attemptArb, { maxLength: 25 }), (rounds, attempts) => {
        let state: TabState = { items: tabItems(rounds), splits: [], payments: [] };
        const total = state.items.reduce((sum, item) => sum + item.charge, 0);
        for (const attempt of attempts) {
          if (attempt.kind === 'split') {
            const split = startSplit(state, `s${state.splits.length}`, attempt.parts);
            if (!('error' in split)) state = { ...state, splits: [...state.splits, split] };
            continue;
          }
          let part: TabPart;
          if (attempt.kind === 'items') {
            part = {
              kind: 'items',
              itemKeys: attempt.picks.map((pick) => state.items[pick % state.items.length]!.key),
            };
          } else if (attempt.kind === 'share') {
            const split = state.splits.at(-1);
            if (!split) continue;
            part = { kind: 'share', splitId: split.id, share: attempt.share };
          } else {
            part = { kind: 'whole' };
          }
          const priced = priceTabPart(state, part);
          if ('error' in priced) continue;
          expect(priced.amount).toBeGreaterThanOrEqual(0);
          state = { ...state, payments: [...state.payments, priced.payment] };
          const summary = tabSummary(state);
          expect(summary.paid + summary.remaining).toBe(total);
          expect(summary.remaining).toBeGreaterThanOrEqual(0);
        }
        // Every item is paid once at most, by items or through one split.
        const byItems = state.payments.flatMap((payment) =>
          payment.kind === 'items' ? payment.itemKeys : [],
        );
        expect(new Set(byItems).size).toBe(byItems.length);
        const splitKeys = state.splits.flatMap((split) => split.itemKeys);
        expect(new Set(splitKeys).size).toBe(splitKeys.length);
        for (const key of byItems) expect(splitKeys).not.toContain(key);
        // Whoever is left pays the rest: it comes to the total exactly.
        const summary = tabSummary(state);
        let rest = 0;
        for (const share of summary.openSplit?.shares ?? []) if (!share.paid) rest += share.amount;
        const unpaid = new Set(summary.unpaidKeys);
        for (const item of state.items) if (unpaid.has(item.key)) rest += item.charge;
        expect(summary.paid + rest).toBe(total);
      }),
    );
  });
});
