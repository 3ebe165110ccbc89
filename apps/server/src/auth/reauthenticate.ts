import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { claimAttempt, clearAttempts, releaseAttempt, signInRules } from './attempt-throttle.ts';
import { verifyPassword } from './password-hashing.ts';

/** A 429 with Retry-After and a sentence saying how long to wait. */
export function tooMany(reply: FastifyReply, seconds: number, message: (seconds: number) => string): never {
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, message(seconds));
}

/** The keys sign-in counts attempts under: an account's e-mail, and the client's address. */
export const signInKeys = (email: string, ip: string) => ({
  account: `sign-in:account:${email}`,
  address: `sign-in:address:${ip}`,
});

export interface Reauthentication {
  userId: string;
  email: string;
  /** The client's address (request.ip). */
  ip: string;
  password: string;
  /** The sentence when the password is wrong (403). */
  wrong: string;
  /** The sentence when there are too many attempts. */
  tooMany: (seconds: number) => string;
}

/**
 * A signed-in person types their password again before a change that a stolen session must not
 * make (a new password, deleting the account; OWASP ASVS 5.0 7.5.1). The attempt counts with
 * sign-in's, under the same keys and rules, so a session gives no extra guesses: refused with 429
 * while sign-in would be, 403 with `wrong` when the password is not the account's.
 */
export async function reauthenticate(
  db: Db,
  reply: FastifyReply,
  now: Date,
  { userId, email, ip, password, wrong, tooMany: tooManyMessage }: Reauthentication,
) {
  const keys = signInKeys(email, ip);
  const claim = await claimAttempt(
    db,
    [
      { key: keys.account, rule: signInRules.account },
      { key: keys.address, rule: signInRules.address },
    ],
    now,
  );
  if (!claim.allowed) tooMany(reply, claim.retryAfterSeconds, tooManyMessage);
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  const right = account?.hash ? await verifyPassword({ hash: account.hash, password }) : false;
  if (!right) throw new HttpError(403, wrong);
  await clearAttempts(db, [keys.account]);
  await releaseAttempt(db, [keys.address]);
}
