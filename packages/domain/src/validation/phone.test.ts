import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { brandSettingsSchema } from '../restaurant-document/schema.ts';
import { phoneSchema } from '../schemas/common.ts';
import { validateRegistration } from './auth.ts';
import { normalisePhone, phoneToSave } from './phone.ts';
import {
  normaliseUserDetails,
  validateProfileUpdate,
  validateUserDetails,
  validateUserInfoChange,
} from './profile.ts';

const AUTOFILLED = [
  '(604) 555-1234',
  '+1 604-555-1234',
  '+1 (604) 555-1234',
  '1-604-555-1234',
  '604.555.1234',
  ' 6045551234 ',
];
const NOT_PHONES = ['604-555-123', '+44 20 7946 0958', '+16045551234 ext 2', 'call me', '', '16045551234567'];

describe('one phone rule (issue 24)', () => {
  it('normalises a number as phones autofill it to its ten digits', () => {
    for (const phone of AUTOFILLED) expect(normalisePhone(phone), phone).toBe('6045551234');
    expect(normalisePhone('16045551234')).toBe('6045551234');
    for (const phone of NOT_PHONES) expect(normalisePhone(phone), phone).toBeNull();
    expect(phoneToSave('+1 (604) 555-1234')).toBe('6045551234');
  });
  it('is the rule of sign-up, the profile, the user details screen and the server schema', () => {
    const signUp = (phoneNumber: string) =>
      validateRegistration({
        email: 'a@b.co',
        password: 'A long enough pass 42',
        name: 'Ann',
        phoneNumber,
        isDineIn: false,
      });
    for (const phone of AUTOFILLED) {
      expect(signUp(phone), phone).toBeNull();
      expect(validateProfileUpdate({ name: 'Ann', phoneNumber: phone }), phone).toBeNull();
      expect(validateUserDetails({ name: 'Ann', phoneNumber: phone, isDineIn: false }), phone).toBeNull();
      expect(validateUserInfoChange({ name: 'Ann', phoneNumber: phone, isDineIn: false }), phone).toBeNull();
      expect(normaliseUserDetails({ name: ' Ann ', phoneNumber: phone })).toEqual({
        name: 'Ann',
        phoneNumber: '6045551234',
      });
      expect(phoneSchema.parse(phone)).toBe('6045551234');
    }
    expect(signUp('+44 20 7946 0958')).toBe(messages.phoneFormat);
    expect(validateProfileUpdate({ name: 'Ann', phoneNumber: '604-555-123' })).toBe(
      messages.profilePhoneFormat,
    );
    expect(validateUserDetails({ name: 'Ann', phoneNumber: 'call me', isDineIn: false })).toBe(
      messages.userDetailsPhoneNotNumber,
    );
    expect(validateUserDetails({ name: 'Ann', phoneNumber: '604-555-123', isDineIn: false })).toBe(
      messages.userDetailsPhoneLength,
    );
    expect(phoneSchema.safeParse('+44 20 7946 0958').success).toBe(false);
  });
  it("is the rule of the restaurant's and each location's phone (the back office and the importer)", () => {
    const phone = brandSettingsSchema.shape.phoneNumber;
    for (const given of AUTOFILLED) expect(phone.parse(given), given).toBe('6045551234');
    expect(phone.parse('')).toBe('');
    expect(phone.safeParse('604-555-123').success).toBe(false);
  });
});
