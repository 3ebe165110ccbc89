import { describe, expect, it } from 'vitest';
import { countryOfAddress, formatSmsNumber, normalizeSmsNumber, smsNumberMessages } from './sms-number.ts';

describe('normalizeSmsNumber', () => {
  it('reads a number in any common format as one number in E.164', () => {
    for (const typed of ['(604) 555-1234', '+1 604 555 1234', '604.555.1234', '6045551234', '1-604-555-1234'])
      expect(normalizeSmsNumber(typed, 'CA')).toEqual({ ok: true, e164: '+16045551234' });
    expect(normalizeSmsNumber('07911 123456', 'GB')).toEqual({ ok: true, e164: '+447911123456' });
    // A number with its country code is that country's wherever the restaurant is.
    expect(normalizeSmsNumber('+44 7911 123456', 'CA')).toEqual({ ok: true, e164: '+447911123456' });
  });

  it('refuses what is not a complete number, a landline where the plan tells, and nothing', () => {
    expect(normalizeSmsNumber('604 555 12', 'CA')).toEqual({
      ok: false,
      message: smsNumberMessages.invalid('604 555 12'),
    });
    expect(normalizeSmsNumber('123 555 1234', 'CA')).toMatchObject({ ok: false });
    expect(normalizeSmsNumber('call me', 'CA')).toMatchObject({ ok: false });
    expect(normalizeSmsNumber('020 7946 0018', 'GB')).toEqual({
      ok: false,
      message: smsNumberMessages.landline('020 7946 0018'),
    });
    expect(normalizeSmsNumber('  ', 'CA')).toEqual({ ok: false, message: smsNumberMessages.missing });
    expect(normalizeSmsNumber('6'.repeat(60), 'CA')).toMatchObject({ ok: false });
    expect(normalizeSmsNumber('123', 'CA', '(123)')).toEqual({
      ok: false,
      message: smsNumberMessages.invalid('(123)'),
    });
  });
});

describe('countryOfAddress', () => {
  it('reads the country an address names, a postal code or a state, else Canada', () => {
    expect(countryOfAddress('1 Main St, Vancouver, BC V6B 1A1')).toBe('CA');
    expect(countryOfAddress('350 Fifth Ave, New York, NY 10118')).toBe('US');
    expect(countryOfAddress('10 Downing St, London, United Kingdom')).toBe('GB');
    expect(countryOfAddress('Calle Mayor 1, Madrid, ES')).toBe('ES');
    expect(countryOfAddress('1 Infinite Loop, Cupertino, CA')).toBe('CA');
    expect(countryOfAddress('')).toBe('CA');
  });
});

describe('formatSmsNumber', () => {
  it('writes E.164 as people read it', () => {
    expect(formatSmsNumber('+16045551234')).toBe('+1 604 555 1234');
    expect(formatSmsNumber('not a number')).toBe('not a number');
  });
});
