import { describe, expect, it } from 'vitest';
import { validateRegistration } from './auth.ts';
import {
  newPasswordProblem,
  passwordContextWords,
  passwordMessages,
  reauthenticationMessages,
  validatePasswordChange,
} from './password.ts';

const common = new Set(['123456', 'password', 'qwerty123', 'demo', 'sunshine']);
const context = {
  isCommon: (lowercased: string) => common.has(lowercased),
  contextWords: passwordContextWords('robin.chen@example.com', 'Robin Chen', 'Orderly'),
};

describe('a new password (OWASP ASVS 5.0 6.2)', () => {
  it('needs 8 characters at least and 38 at most (SPEC.md field limit)', () => {
    expect(newPasswordProblem('')).toBe('Password cannot be empty.');
    expect(newPasswordProblem('1234567')).toBe('Password must be at least 8 characters.');
    expect(newPasswordProblem('ab€defg')).toBe('Password must be at least 8 characters.');
    expect(newPasswordProblem('x'.repeat(39))).toBe('Password must be 38 characters or less.');
    expect(newPasswordProblem('x'.repeat(38))).toBeNull();
    expect(newPasswordProblem('correct horse')).toBeNull();
  });

  it('refuses common passwords, in any case', () => {
    for (const password of ['QWERTY123', 'password', 'Password']) {
      expect(newPasswordProblem(password, context), password).toBe(passwordMessages.common);
    }
    expect(newPasswordProblem('sunshine at dawn', context)).toBeNull();
  });

  it("refuses the account's and the site's own words", () => {
    for (const password of [
      'robinchen',
      'Robin2024!',
      'orderly123',
      '1orderly!!',
      'robin.chen@example.com',
    ]) {
      expect(newPasswordProblem(password, context), password).toBe(passwordMessages.guessable);
    }
  });

  it('imposes no composition rule: all digits or all lower case is fine when not common', () => {
    expect(newPasswordProblem('84920571', context)).toBeNull();
    expect(newPasswordProblem('plumtreebicycle', context)).toBeNull();
  });

  it('is applied by the registration form', () => {
    const registration = { email: 'a@b.co', name: 'Sam', phoneNumber: '6045550100', isDineIn: false };
    expect(validateRegistration({ ...registration, password: 'short' })).toBe(passwordMessages.tooShort);
  });
});

describe('a password change', () => {
  it('needs the current password first, then a new password by the same rule', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'short' })).toBe(
      reauthenticationMessages.currentPasswordEmpty,
    );
    expect(validatePasswordChange({ currentPassword: 'old one', newPassword: '' })).toBe(
      'Password cannot be empty.',
    );
    expect(validatePasswordChange({ currentPassword: 'old one', newPassword: 'short' })).toBe(
      passwordMessages.tooShort,
    );
    expect(validatePasswordChange({ currentPassword: 'old one', newPassword: 'sunshine' }, context)).toBe(
      passwordMessages.common,
    );
    expect(validatePasswordChange({ currentPassword: 'old one', newPassword: 'plumtreebicycle' })).toBeNull();
  });
});
