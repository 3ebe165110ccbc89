import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword as verifyBetterAuthHash } from 'better-auth/crypto';

/**
 * Password hashes: scrypt at one of OWASP's recommended settings (Password Storage Cheat Sheet):
 * N = 2^13, r = 8, p = 10 — the same work as N = 2^17, r = 8, p = 1 but 8 MiB of memory per hash
 * instead of 128 MiB, so a burst of sign-ins cannot exhaust the server's memory.
 * Stored as `scrypt$N$r$p$salt$hash` (base64url) so the settings can be raised later and old hashes
 * still verify.
 */
export const passwordHashSettings: PasswordHashSettings = {
  N: 2 ** 13,
  r: 8,
  p: 10,
  keyLength: 64,
  saltLength: 16,
};

/** scrypt's work factors (N, r, p) and the sizes of the key and salt. */
export interface PasswordHashSettings {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly keyLength: number;
  readonly saltLength: number;
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Hashes passwords at these settings (the server's are `passwordHashSettings`; tests ask for less
 * work). A hash names its settings, so `verifyPassword` checks hashes made at any of them.
 */
export function passwordHasher(settings: PasswordHashSettings = passwordHashSettings) {
  return async (password: string): Promise<string> => {
    const { N, r, p, keyLength, saltLength } = settings;
    const salt = randomBytes(saltLength);
    const key = await derive(password, salt, N, r, p, keyLength);
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  };
}

export const hashPassword = passwordHasher();

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const parts = hash.split('$');
  if (parts[0] !== 'scrypt' || parts.length !== 6) {
    // Accounts created before this format (Better Auth's own scrypt hashes).
    return verifyBetterAuthHash({ hash, password }).catch(() => false);
  }
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (!(N > 1 && r > 0 && p > 0) || expected.length === 0) return false;
  const key = await derive(password, salt, N, r, p, expected.length);
  return timingSafeEqual(key, expected);
}
