import { describe, expect, it } from 'vitest';
import { cartItemCount, choiceCountWord, formatPhone, phoneDigits } from './display.ts';

describe('phones', () => {
  it("display as '(778) 333 - 4444'", () => {
    expect(formatPhone('7783334444')).toBe('(778) 333 - 4444');
    expect(formatPhone('778-333-4444')).toBe('(778) 333 - 4444');
  });
  it('are left alone when not 10 digits', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(phoneDigits('(778) 333 - 4444')).toBe('7783334444');
  });
});

describe('choiceCountWord', () => {
  it("is 'Many' for zero, words up to nine, digits after", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(choiceCountWord)).toEqual([
      'Many',
      'One',
      'Two',
      'Three',
      'Four',
      'Five',
      'Six',
      'Seven',
      'Eight',
      'Nine',
    ]);
    expect(choiceCountWord(12)).toBe('12');
  });
});

describe('cartItemCount', () => {
  it('counts items, choice items and redeemed rewards', () => {
    expect(
      cartItemCount({ fries: { id: 'fries', count: 2 } }, [{ count: 3 }, { count: -1 }], {
        r1: { id: 'r1', count: 1 },
      }),
    ).toBe(6);
    expect(cartItemCount({}, [])).toBe(0);
  });
});
