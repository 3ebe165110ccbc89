import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authThrottles } from '../db/schema.ts';

/**
 * How attempts under one key are slowed down: the first `free` attempts go through at once; from
 * then on each attempt must wait `firstWaitMs`, doubled at every further attempt up to `maxWaitMs`.
 * Nobody is locked out: after the wait, an attempt is evaluated again (a right password signs in).
 */
export interface ThrottleRule {
  free: number;
  firstWaitMs: number;
  maxWaitMs: number;
}

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

/** A key's count starts again after this long without attempts. */
export const THROTTLE_QUIET_MS = 60 * 60_000;

const second = 1000;
const minute = 60 * second;

/**
 * Sign-in: per account, 5 attempts, then 1 s, 2 s, 4 s… up to 5 minutes between attempts; per
 * client address (many accounts from one place), 20 attempts, then the same growth up to 15 minutes.
 */
export const signInRules = {
  account: { free: 5, firstWaitMs: second, maxWaitMs: 5 * minute },
  address: { free: 20, firstWaitMs: second, maxWaitMs: 15 * minute },
} satisfies Record<string, ThrottleRule>;

/** Password reset e-mails: per e-mail 3, per address 20, then 1 minute, 2, 4… up to an hour. */
export const resetRules = {
  account: { free: 3, firstWaitMs: minute, maxWaitMs: 60 * minute },
  address: { free: 20, firstWaitMs: minute, maxWaitMs: 60 * minute },
} satisfies Record<string, ThrottleRule>;

/** The wait an attempt leaves before the next one, given the count including it. */
export function waitAfter(rule: ThrottleRule, attempts: number): number {
  if (attempts < rule.free) return 0;
  return Math.min(rule.firstWaitMs * 2 ** Math.min(attempts - rule.free, 30), rule.maxWaitMs);
}

export type Claim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** SQL for the wait after `attempts` under each key's own rule (keys are parameters). */
function waitMillisSql(keys: ThrottleKey[], attempts: ReturnType<typeof sql>) {
  const cases = keys.map(
    ({ key, rule }) =>
      sql`when ${key} then case when ${attempts} < ${rule.free}::int then 0::float8
        else least(${rule.firstWaitMs}::float8 * power(2::float8, least(${attempts} - ${rule.free}::int, 30)),
                   ${rule.maxWaitMs}::float8) end`,
  );
  return sql`(case t.key ${sql.join(cases, sql` `)} end)`;
}

/**
 * Claims one attempt under every key, in ONE statement, before the attempt is evaluated: it
 * counts as a failure until `release`/`clear` says otherwise, so a burst of parallel attempts cannot
 * slip past the count. Refused (nothing counted) while any key must still wait.
 */
export async function claimAttempt(db: Db, keys: ThrottleKey[], now: Date): Promise<Claim> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const quietSince = sql`${new Date(now.getTime() - THROTTLE_QUIET_MS).toISOString()}::timestamptz`;
  const names = keys.map(({ key }) => key);
  const attempts = sql`(case when t.updated_at < ${quietSince} then 1 else t.attempts + 1 end)`;
  const firstRows = keys.map(
    ({ key, rule }) =>
      sql`(${key}, 1, ${new Date(now.getTime() + waitAfter(rule, 1)).toISOString()}::timestamptz, ${at})`,
  );
  const [result] = rowsOf<{ claimed: string[] | null; blocked_until: string | Date | null }>(
    await db.execute(sql`
      with blocked as (
        select max(blocked_until) as until from auth_throttles
        where key in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )}) and blocked_until > ${at}
      ),
      claimed as (
        insert into auth_throttles as t (key, attempts, blocked_until, updated_at)
        select * from (values ${sql.join(firstRows, sql`, `)}) as first_attempt (key, attempts, blocked_until, updated_at)
        where (select until from blocked) is null
        on conflict (key) do update set
          attempts = ${attempts},
          blocked_until = ${at} + ${waitMillisSql(keys, attempts)} * interval '1 millisecond',
          updated_at = ${at}
        where t.blocked_until <= ${at}
        returning t.key
      )
      select (select array_agg(key) from claimed) as claimed, (select until from blocked) as blocked_until
    `),
  );
  const claimed = result?.claimed ?? [];
  if (claimed.length === keys.length) {
    if (Math.random() < 0.02) void forgetQuietKeys(db, now).catch(() => undefined);
    return { allowed: true };
  }
  // Refused. When parallel attempts raced past the first check, give back what this one counted
  // under the keys it did claim, and only those: another key's count is another attempt's.
  if (claimed.length > 0) await releaseAttempt(db, claimed);
  let until = result?.blocked_until ? new Date(result.blocked_until) : null;
  if (!until) {
    const [row] = await db
      .select({ until: sql<string>`max(${authThrottles.blockedUntil})` })
      .from(authThrottles)
      .where(inArray(authThrottles.key, names));
    until = row?.until ? new Date(row.until) : now;
  }
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  };
}

/** The attempt was not a failure (a right password): it no longer counts under these keys. */
export async function releaseAttempt(db: Db, keys: string[]) {
  await db
    .update(authThrottles)
    .set({ attempts: sql`greatest(${authThrottles.attempts} - 1, 0)` })
    .where(inArray(authThrottles.key, keys));
}

/** Starts these keys' counts again (the account's owner signed in). */
export async function clearAttempts(db: Db, keys: string[]) {
  await db.delete(authThrottles).where(inArray(authThrottles.key, keys));
}

/** Keys without attempts for a day are forgotten (the table stays small). */
export async function forgetQuietKeys(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * minute);
  await db.execute(
    sql`delete from auth_throttles where updated_at < ${dayAgo.toISOString()}::timestamptz and blocked_until < ${now.toISOString()}::timestamptz`,
  );
}

/** '1 second', '40 seconds', '1 minute', '5 minutes' (rounded up). */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const tooManySignInsMessage = (seconds: number) =>
  `Too many sign-in attempts. Please wait ${waitText(seconds)} and try again.`;

export const tooManyResetsMessage = (seconds: number) =>
  `Too many password reset requests. Please wait ${waitText(seconds)} and try again.`;
