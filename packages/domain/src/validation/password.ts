import { messages } from '../messages.ts';
import { limits } from './limits.ts';

/**
 * A new password (sign-up, password reset) per OWASP ASVS 5.0 section 6.2: at least 8 characters,
 * not a commonly breached password, not built from words of the account or the site. SPEC.md caps
 * the field at 38 characters, which stays the maximum (see docs/decisions.md). Existing passwords are
 * never re-checked at sign-in.
 */
export const passwordRules = { minLength: 8, maxLength: limits.passwordMaxLength } as const;

/** Ours: SPEC.md has only 'Password cannot be empty.'. */
export const passwordMessages = {
  tooShort: `Password must be at least ${passwordRules.minLength} characters.`,
  tooLong: `Password must be ${passwordRules.maxLength} characters or less.`,
  common: 'This password is one of the most common passwords and is easy to guess. Please choose another.',
  guessable:
    'This password is easy to guess from your e-mail, your name or this site. Please choose another.',
} as const;

export interface PasswordContext {
  /** Whether a password (lower-cased) is on the list of common breached passwords. */
  isCommon?: (lowercased: string) => boolean;
  /** Words an attacker would try first: the e-mail, the person's name, the site's and restaurant's names. */
  contextWords?: string[];
}

/** A text and its words of 3 characters or more, lower-cased: 'Robin.Chen@x.com' → robin, chen, com, robinchenxcom… */
export function passwordContextWords(...texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    const whole = text.trim().toLowerCase();
    const parts = whole.split(/[^\p{L}\p{N}]+/u);
    for (const part of [whole, ...parts, parts.join('')]) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** The first problem of a new password, or null when it is fine. */
export function newPasswordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password === '') return messages.passwordEmpty;
  const length = [...password].length;
  if (length < passwordRules.minLength) return passwordMessages.tooShort;
  if (length > passwordRules.maxLength) return passwordMessages.tooLong;
  const lowercased = password.toLowerCase();
  if (context.isCommon?.(lowercased)) return passwordMessages.common;
  // A context word with digits or symbols around it ('demo1234', 'Robin2024!') is guessed early.
  const core = lowercased.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const words = context.contextWords ?? [];
  if (words.includes(core) || words.includes(lowercased)) return passwordMessages.guessable;
  return null;
}

/**
 * Ours: a signed-in person proves it is them again (OWASP ASVS 5.0 6.2.3 and 7.5.1) before their
 * password is changed or their account deleted.
 */
export const reauthenticationMessages = {
  currentPasswordEmpty: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  deletePasswordEmpty: 'Please enter your password to delete your account.',
  deletePasswordWrong: 'Your password is not correct.',
  passwordChanged: 'Your password has been changed.',
} as const;

/**
 * The first problem of a password change, or null: the current password is needed, then the new
 * one follows the new-password rule (the server adds the common passwords and the account's words).
 */
export function validatePasswordChange(
  input: { currentPassword: string; newPassword: string },
  context: PasswordContext = {},
): string | null {
  if (input.currentPassword === '') return reauthenticationMessages.currentPasswordEmpty;
  return newPasswordProblem(input.newPassword, context);
}
