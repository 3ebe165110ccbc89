import { describe, expect, it } from 'vitest';
import {
  normaliseEmail,
  validateEmailCheck,
  validateLogin,
  validatePasswordReset,
  validateRegistration,
} from './auth.ts';

const registration = {
  email: 'a@b.co',
  password: 'secret123',
  name: 'Ann',
  phoneNumber: '778-333-4444',
  isDineIn: false,
};

describe('login', () => {
  it('needs an e-mail, then a password', () => {
    expect(validateLogin({ email: '  ', password: '' })).toBe('Email cannot be empty.');
    expect(validateLogin({ email: 'a@b.co', password: '' })).toBe('Password cannot be empty.');
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
  it('stores e-mails trimmed and lowercased', () => {
    expect(normaliseEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('registration', () => {
  it('needs e-mail and password', () => {
    expect(validateRegistration({ ...registration, email: '' })).toBe('Email cannot be empty.');
    expect(validateRegistration({ ...registration, password: '' })).toBe('Password cannot be empty.');
  });
  it('needs a name and a 10-digit phone unless dining in', () => {
    expect(validateRegistration({ ...registration, name: ' ' })).toBe('Name cannot be empty.');
    expect(validateRegistration({ ...registration, phoneNumber: '778333444' })).toBe(
      'Incorrect Phone Number. Please enter format of 7783334444.',
    );
    expect(validateRegistration({ ...registration, phoneNumber: '177833344445' })).toBe(
      'Incorrect Phone Number. Please enter format of 7783334444.',
    );
    expect(validateRegistration(registration)).toBeNull();
    expect(validateRegistration({ ...registration, name: '', phoneNumber: '', isDineIn: true })).toBeNull();
  });
});

describe('e-mail check and password reset', () => {
  it('need an e-mail, each with its own wording', () => {
    expect(validateEmailCheck('')).toBe('Email cannot be empty');
    expect(validateEmailCheck('a@b.co')).toBeNull();
    expect(validatePasswordReset(' ')).toBe('Email cannot be empty!');
    expect(validatePasswordReset('a@b.co')).toBeNull();
  });
});
