import { newPasswordProblem, passwordContextWords } from '@orderly/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * How many of the most common breached passwords are refused: the top 10,000 of the list
 * @zxcvbn-ts/language-common ships (ranked by frequency in breaches), well above OWASP ASVS 5.0's
 * "at least the top 3000".
 */
export const COMMON_PASSWORDS = 10_000;

let common: Set<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS).map((p) => p.toLowerCase()));
  return common;
};

/** Words an attacker tries first against any account here. */
const siteWords = ['orderly', 'demo', 'restaurant'];

/**
 * The first problem of a new password at sign-up or password reset, or null: the domain's rule
 * with the shipped list of common passwords and the account's own words.
 */
export function newPasswordProblemFor(password: string, account: { email: string; name?: string }) {
  return newPasswordProblem(password, {
    isCommon: (lowercased) => commonPasswords().has(lowercased),
    contextWords: passwordContextWords(account.email, account.name ?? '', ...siteWords),
  });
}
