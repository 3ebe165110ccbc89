import { type PasswordHashSettings, passwordHasher } from '../auth/password-hashing.ts';

/**
 * Test servers hash passwords with a thousandth of the server's work: each sign-up and sign-in at
 * the real setting costs about 0.2 s of CPU, which was half of the server tests' time. The hashes
 * name their settings, so the real verification reads them; password-hashing.test.ts and a server
 * built without this setting (auth.test.ts) hold the production setting to OWASP's.
 */
export const testPasswordHashing: PasswordHashSettings = {
  N: 2 ** 10,
  r: 8,
  p: 1,
  keyLength: 64,
  saltLength: 16,
};

export const hashTestPassword = passwordHasher(testPasswordHashing);
