import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashSettings, verifyPassword } from './password-hashing.ts';

describe('password hashes', () => {
  it('use scrypt at an OWASP setting with a random salt', async () => {
    const hash = await hashPassword('demo1234');
    const [scheme, N, r, p, salt, key] = hash.split('$');
    expect(scheme).toBe('scrypt');
    expect([Number(N), Number(r), Number(p)]).toEqual([8192, 8, 10]);
    // OWASP: N = 2^13 with r = 8 needs p >= 10 to match the work of N = 2^17, p = 1.
    expect(passwordHashSettings.N * passwordHashSettings.p).toBeGreaterThanOrEqual(2 ** 13 * 10);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(64);
    expect(await hashPassword('demo1234')).not.toBe(hash);
  });

  it('verify the right password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword({ hash, password: 'correct horse' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'correct horse ' })).toBe(false);
    expect(await verifyPassword({ hash: 'scrypt$0$8$1$$', password: 'x' })).toBe(false);
  });

  it('still verify hashes made before this format', async () => {
    const legacy = await betterAuthHash('older-password');
    expect(await verifyPassword({ hash: legacy, password: 'older-password' })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: 'wrong' })).toBe(false);
    expect(await verifyPassword({ hash: 'garbage', password: 'x' })).toBe(false);
  });
});
