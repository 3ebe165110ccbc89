import { describe, expect, it } from 'vitest';
import { decimalCommaMessage, formatMoneyInput, moneyProblem, parseMoney } from './money-input.ts';

describe('parseMoney', () => {
  it('reads amounts as people type them, in cents', () => {
    expect(parseMoney('4.99')).toBe(499);
    expect(parseMoney('$4.99')).toBe(499);
    expect(parseMoney(' $ 15 ')).toBe(1500);
    expect(parseMoney('0.5')).toBe(50);
    expect(parseMoney('0.07')).toBe(7);
    expect(parseMoney('4.')).toBe(400);
    expect(parseMoney('0')).toBe(0);
    expect(parseMoney('9999999.99')).toBe(999_999_999);
  });

  it('reads a comma that groups thousands', () => {
    expect(parseMoney('1,250')).toBe(125_000);
    expect(parseMoney('$1,250.00')).toBe(125_000);
    expect(parseMoney('1,234,567.89')).toBe(123_456_789);
  });

  it('refuses "4,99", whose comma means cents in some places and thousands in others', () => {
    for (const text of ['4,99', '4,9', '$12,50', '1,25']) expect(parseMoney(text), text).toBeNull();
  });

  it('refuses what is not an amount', () => {
    for (const text of [
      '',
      ' ',
      'abc',
      '-1',
      '+1',
      '4.999',
      '1e3',
      '.5',
      '1,2345',
      '12,34,567',
      '$$4',
      '4 99',
      '12345678',
    ])
      expect(parseMoney(text), text).toBeNull();
  });

  it('gives back what formatMoneyInput shows', () => {
    for (const cents of [0, 7, 50, 499, 125_000]) expect(parseMoney(formatMoneyInput(cents))).toBe(cents);
    expect(formatMoneyInput(1234)).toBe('12.34');
    expect(formatMoneyInput(0)).toBe('0.00');
  });
});

describe('moneyProblem', () => {
  const otherwise = 'Use an amount such as 4.99.';

  it('says how to write a decimal comma, with what was typed', () => {
    expect(moneyProblem('4,99', otherwise)).toBe('Use a point before the cents: 4.99, not 4,99.');
    expect(moneyProblem(' $12,5 ', otherwise)).toBe('Use a point before the cents: 12.5, not 12,5.');
    expect(decimalCommaMessage('1,250')).toBeNull();
  });

  it("gives the input's own words for anything else that is not an amount, and null for an amount", () => {
    expect(moneyProblem('twelve', otherwise)).toBe(otherwise);
    expect(moneyProblem('-3', otherwise)).toBe(otherwise);
    expect(moneyProblem('4.99', otherwise)).toBeNull();
    expect(moneyProblem('1,250', otherwise)).toBeNull();
  });
});
