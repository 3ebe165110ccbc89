import { describe, expect, it } from 'vitest';
import { paymentLabel } from './payment-label.ts';

describe('paymentLabel', () => {
  it('reads paid only for an online payment', () => {
    expect(paymentLabel('online')).toBe('Paid Online');
    expect(paymentLabel('offline')).toBe('Pay In-Person');
  });
});
