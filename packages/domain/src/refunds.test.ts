import { describe, expect, it } from 'vitest';
import { moneyProblem, parseMoney } from './money-input.ts';
import {
  hasRefunds,
  paidAfterRefunds,
  refundAmountMessage,
  refundableLeft,
  refundProblem,
  refundState,
  refundTitle,
  refundTooMuchMessage,
} from './refunds.ts';

describe('paidAfterRefunds and refundableLeft', () => {
  it('is the total less what went back, never below zero', () => {
    expect(paidAfterRefunds({ total: 2599, totalRefundAmount: 0 })).toBe(2599);
    expect(paidAfterRefunds({ total: 2599, totalRefundAmount: 599 })).toBe(2000);
    expect(paidAfterRefunds({ total: 2599, totalRefundAmount: 2599 })).toBe(0);
    expect(paidAfterRefunds({ total: 100, totalRefundAmount: 500 })).toBe(0);
  });

  it('only an online payment can be refunded through the card', () => {
    expect(refundableLeft({ paymentMethod: 'online', total: 2599, totalRefundAmount: 599 })).toBe(2000);
    expect(refundableLeft({ paymentMethod: 'offline', total: 2599, totalRefundAmount: 0 })).toBe(0);
  });
});

describe('hasRefunds', () => {
  it('sees a refunded total or a refund row', () => {
    expect(hasRefunds({ totalRefundAmount: 0, refunds: [] })).toBe(false);
    // An order stored before refunds existed has neither field (the type says they are there).
    expect(hasRefunds({} as never)).toBe(false);
    expect(paidAfterRefunds({ total: 2599 } as never)).toBe(2599);
    expect(hasRefunds({ totalRefundAmount: 500, refunds: [] })).toBe(true);
    expect(hasRefunds({ totalRefundAmount: 0, refunds: [{ description: 'x', amount: 1 }] })).toBe(true);
  });
});

describe('refund labels', () => {
  it('names the kind and whether the provider confirmed it', () => {
    expect(refundTitle({ kind: 'cancellation' })).toBe('Cancellation refund');
    expect(refundTitle({ kind: 'partial' })).toBe('Refund');
    expect(refundTitle({})).toBe('Refund');
    expect(refundState({ confirmed: false })).toBe('Refund pending');
    expect(refundState({ confirmed: true })).toBe('Refunded');
    expect(refundState({})).toBe('Refunded');
  });
});

describe('refundProblem', () => {
  it("refuses what the server refuses, in the server's words", () => {
    expect(refundTooMuchMessage(1234)).toBe('Sorry, you can refund at most $12.34 on this order.');
    expect(refundProblem(1235, 'Cold fries', 1234)).toBe(
      'Sorry, you can refund at most $12.34 on this order.',
    );
    expect(refundProblem(500, '  ', 1234)).toBe('Please give a reason for the refund.');
    expect(refundProblem(0, 'Cold fries', 1234)).toBe('Please enter an amount to refund.');
    expect(refundProblem(Number.NaN, 'Cold fries', 1234)).toBe('Please enter an amount to refund.');
    expect(refundProblem(1234, 'Cold fries', 1234)).toBeNull();
  });
});

describe('a refund typed in dollars', () => {
  it('is read by the one money parser, to the cent, without float drift (decision 0073)', () => {
    expect(parseMoney('12')).toBe(1200);
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('$0.29')).toBe(29);
    expect(parseMoney(' 4.35 ')).toBe(435);
    expect(parseMoney('1.005')).toBeNull();
    expect(parseMoney('-3')).toBeNull();
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(moneyProblem('4,35', refundAmountMessage)).toBe('Use a point before the cents: 4.35, not 4,35.');
  });
});
