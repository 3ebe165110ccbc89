import { messages } from '../messages.ts';
import { newPasswordProblem } from './password.ts';
import { normalisePhone } from './phone.ts';

/**
 * Validators return the first failing message, or null when the input is valid.
 */

/** E-mails are stored trimmed and lowercased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function validateLogin(input: { email: string; password: string }): string | null {
  if (input.email.trim() === '') return messages.emailEmpty;
  if (input.password === '') return messages.passwordEmpty;
  return null;
}

/** Sign-up: e-mail and password; unless dining in, a name and a 10-digit phone. */
export function validateRegistration(input: {
  email: string;
  password: string;
  name: string;
  phoneNumber: string;
  isDineIn: boolean;
}): string | null {
  const login = validateLogin(input);
  if (login) return login;
  const password = newPasswordProblem(input.password);
  if (password) return password;
  if (input.isDineIn) return null;
  if (input.name.trim() === '') return messages.nameEmpty;
  if (normalisePhone(input.phoneNumber) === null) return messages.phoneFormat;
  return null;
}

/** The e-mail step (does an account exist?) needs an e-mail. */
export function validateEmailCheck(email: string): string | null {
  return email.trim() === '' ? messages.emailCheckEmpty : null;
}

/** The Reset Password dialog needs an e-mail. */
export function validatePasswordReset(email: string): string | null {
  return email.trim() === '' ? messages.passwordResetEmailEmpty : null;
}
