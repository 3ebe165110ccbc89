import { passwordMessages } from '@orderly/domain';
import { describe, expect, it } from 'vitest';
import { newPasswordProblemFor } from './password-policy.ts';

const account = { email: 'robin.chen@example.com', name: 'Robin Chen' };

describe('the password policy with the shipped list', () => {
  it('refuses the most common breached passwords', () => {
    for (const password of [
      '123456',
      'password',
      '12345678',
      'qwerty123',
      'Password1',
      'iloveyou',
      'demo1234',
    ]) {
      expect(newPasswordProblemFor(password, account), password).not.toBeNull();
    }
    expect(newPasswordProblemFor('password1', account)).toBe(passwordMessages.common);
    expect(newPasswordProblemFor('123456', account)).toBe(passwordMessages.tooShort);
  });

  it("refuses the account's own words", () => {
    expect(newPasswordProblemFor('robinchen1', account)).toBe(passwordMessages.guessable);
  });

  it('accepts a password that is long enough and not common', () => {
    expect(newPasswordProblemFor('tangerine-kayak-42', account)).toBeNull();
    expect(newPasswordProblemFor('secret123', account)).toBeNull();
  });
});
