import { describe, expect, it } from 'vitest';
import { paymentLabel } from './payment-label.ts';

describe('paymentLabel', () => {
  it('reads paid for an online payment whatever the status', () => {
    expect(paymentLabel('online')).toBe('Paid Online');
    expect(paymentLabel('online', 'Preparing')).toBe('Paid Online');
  });

  it('reads a pay-in-person order as still to pay until it is done', () => {
    expect(paymentLabel('offline')).toBe('Pay In-Person');
    expect(paymentLabel('offline', 'Preparing')).toBe('Pay In-Person');
    expect(paymentLabel('offline', 'Cancelled')).toBe('Pay In-Person');
    expect(paymentLabel('offline', 'Done')).toBe('Paid In-Person');
  });
});
