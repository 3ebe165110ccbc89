import { describe, expect, it } from 'vitest';
import { formatExpiry, normaliseCard, normalisePostalCode, validateCard } from './card.ts';

const valid = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', postalCode: 'v6b 1a1' };

describe('validateCard', () => {
  it('accepts a valid card', () => {
    expect(validateCard(valid)).toBeNull();
  });
  it('checks the number', () => {
    expect(validateCard({ ...valid, number: '4242-4242' })).toBe('Card number must be a number.');
    expect(validateCard({ ...valid, number: '' })).toBe('Card number must be a number.');
    expect(validateCard({ ...valid, number: '424242424242424' })).toBe('Card number must be 16 digits.');
  });
  it('checks the expiry', () => {
    expect(validateCard({ ...valid, expiry: '1a/28' })).toBe('Expiry must be a number.');
    expect(validateCard({ ...valid, expiry: '12/2' })).toBe('Expiry must be 4 digits.');
    expect(validateCard({ ...valid, expiry: '12/2028' })).toBe('Expiry must be 4 digits.');
    expect(validateCard({ ...valid, expiry: '1228' })).toBeNull();
  });
  it('checks the CVC', () => {
    expect(validateCard({ ...valid, cvc: '12a' })).toBe('CVC must be a number.');
    expect(validateCard({ ...valid, cvc: '12' })).toBe('CVC must be 3 digits.');
    expect(validateCard({ ...valid, cvc: '1234' })).toBeNull();
  });
  it('checks the postal code', () => {
    expect(validateCard({ ...valid, postalCode: 'V6B 1A' })).toBe('Postal Code must be 6 characters.');
    expect(validateCard({ ...valid, postalCode: 'V6B-1A1' })).toBe('Postal Code must be valid characters.');
  });
});

describe('normalising', () => {
  it('uppercases postal codes and removes spaces', () => {
    expect(normalisePostalCode(' v6b 1a1 ')).toBe('V6B1A1');
  });
  it('builds the token request with the year as 20 + YY', () => {
    expect(normaliseCard(valid)).toEqual({
      number: '4242424242424242',
      cvc: '123',
      exp_month: 12,
      exp_year: 2028,
      address_zip: 'V6B1A1',
    });
  });
  it('shows the expiry as MM/YY', () => {
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/289')).toBe('12/28');
  });
});
