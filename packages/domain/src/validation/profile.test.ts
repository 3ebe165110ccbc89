import { describe, expect, it } from 'vitest';
import { normaliseUserDetails, validateProfileUpdate, validateUserDetails } from './profile.ts';

describe('profile update', () => {
  it('allows a trimmed name of at most 18 characters', () => {
    expect(validateProfileUpdate({ name: `  ${'a'.repeat(18)}  `, phoneNumber: '7783334444' })).toBeNull();
    expect(validateProfileUpdate({ name: 'a'.repeat(19), phoneNumber: '7783334444' })).toBe(
      'Name is too long',
    );
  });
  it('needs a 10-digit phone', () => {
    expect(validateProfileUpdate({ name: 'Ann', phoneNumber: '77833344' })).toBe(
      'Incorrect Phone Number. Please enter format of 7783334444',
    );
    expect(validateProfileUpdate({ name: 'Ann', phoneNumber: '(778) 333-4444' })).toBeNull();
  });
});

describe('user details screen', () => {
  const valid = { name: 'Ann', phoneNumber: '7783334444', isDineIn: false };
  it('needs a name of at most 28 characters', () => {
    expect(validateUserDetails({ ...valid, name: '  ' })).toBe('Sorry, name cannot be empty.');
    expect(validateUserDetails({ ...valid, name: 'a'.repeat(28) })).toBeNull();
    expect(validateUserDetails({ ...valid, name: 'a'.repeat(29) })).toBe(
      'Sorry, name must be 28 characters or less.',
    );
  });
  it('needs a numeric phone of 10 digits unless dining in (written as phones autofill it: issue 24)', () => {
    expect(validateUserDetails({ ...valid, phoneNumber: '778-333-4444' })).toBeNull();
    expect(validateUserDetails({ ...valid, phoneNumber: '778 333 4444 x2' })).toBe(
      'Sorry, phone number must be a number.',
    );
    expect(validateUserDetails({ ...valid, phoneNumber: '778333444' })).toBe(
      'Sorry, phone number must be 10 digits.',
    );
    expect(validateUserDetails({ ...valid, phoneNumber: '77833344445' })).toBe(
      'Sorry, phone number must be 10 digits.',
    );
    expect(validateUserDetails({ ...valid, phoneNumber: '' })).toBe('Sorry, phone number must be 10 digits.');
    expect(validateUserDetails(valid)).toBeNull();
    expect(validateUserDetails({ ...valid, phoneNumber: 'abc', isDineIn: true })).toBeNull();
  });
  it('saves the name trimmed and the phone as digits', () => {
    expect(normaliseUserDetails({ name: ' Ann ', phoneNumber: '(778) 333-4444' })).toEqual({
      name: 'Ann',
      phoneNumber: '7783334444',
    });
  });
});
