import { createHash, randomUUID } from 'node:crypto';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** Status of a key whose first request is still running. */
const IN_FLIGHT = 0;

/**
 * How long a request owns its key. A retry after that takes the request over (runs it again
 * under the same reserved id). Checkout takes 5–200 ms here (p99 under load: ~180 ms on PGlite);
 * the card payment call is the long part, bounded by the Stripe client's 15 s timeout and one
 * retry. 40 s is above that worst case, so a live request is not taken over in practice; a take-over
 * of a live one would still be safe (same order id, same payment idempotency key).
 */
export const KEY_LEASE_MS = 40_000;

/**
 * The process that runs requests: its instance name (host and port) and a nonce for this run of
 * it. At start-up an instance releases the keys its earlier runs left in flight (those processes
 * are gone), so a retry after a crash and restart does not wait for the lease.
 */
export interface KeyOwner {
  instance: string;
  id: string;
}

export function newKeyOwner(instance: string): KeyOwner {
  return { instance, id: `${instance}#${randomUUID().slice(0, 8)}` };
}

/** Ends the leases held by earlier runs of this instance: their processes died with them. */
export async function releaseEarlierRuns(db: Db, owner: KeyOwner, clock: Clock) {
  await db
    .update(idempotencyKeys)
    .set({ leaseUntil: new Date(clock.now().getTime() - 1) })
    .where(
      and(
        eq(idempotencyKeys.statusCode, IN_FLIGHT),
        like(idempotencyKeys.owner, `${escapeLike(owner.instance)}#%`),
        ne(idempotencyKeys.owner, owner.id),
      ),
    );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * The response to store for a key, by the work's last statement (see `rememberedResponse`), so it
 * commits (or not) with the work; the work then answers with that same response object.
 */
export interface Remembered {
  scope: string;
  key: string;
  stored: StoredResponse;
}

export type Remember = (stored: StoredResponse) => Remembered;

/** What the work gets: a way to store its response with its last statement, and its reserved id. */
export interface KeyRun {
  remember?: Remember;
  /** The id reserved for the request (an order's id): the same for a take-over of the same key. */
  reservedId: string;
}

/**
 * The data-modifying CTE that stores a remembered response, for a statement prepared with it:
 * its parameters are the placeholders of `rememberedValues`.
 */
export function rememberedResponse(db: Db) {
  return db.$with('remembered').as(
    db
      .update(idempotencyKeys)
      .set({
        statusCode: sql`${sql.placeholder('rememberedStatus')}::integer`,
        response: sql`${sql.placeholder('rememberedBody')}::jsonb`,
      })
      .where(
        and(
          eq(idempotencyKeys.scope, sql.placeholder('rememberedScope')),
          eq(idempotencyKeys.key, sql.placeholder('rememberedKey')),
        ),
      )
      .returning({ key: idempotencyKeys.key }),
  );
}

export function rememberedValues({ scope, key, stored }: Remembered) {
  return {
    rememberedScope: scope,
    rememberedKey: key,
    rememberedStatus: stored.status,
    rememberedBody: JSON.stringify(stored.body),
  };
}

export const keyReusedMessage = 'This Idempotency-Key was already used for a different order.';

/**
 * Claims a key in one statement: a new key, or one whose first request died (still in flight, the
 * same body, its lease over) is taken over. Returns the reserved id, or nothing when the key is
 * someone else's (answered, running, or another body).
 */
const claim = preparedPerDatabase((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      statusCode: IN_FLIGHT,
      response: {},
      owner: sql.placeholder('owner'),
      leaseUntil: sql`${sql.placeholder('leaseUntil')}::timestamptz`,
      reservedId: sql.placeholder('reservedId'),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { owner: sql`excluded.owner`, leaseUntil: sql`excluded.lease_until` },
      setWhere: sql`${idempotencyKeys.statusCode} = ${IN_FLIGHT}
        and ${idempotencyKeys.requestHash} = excluded.request_hash
        and (${idempotencyKeys.leaseUntil} is null or ${idempotencyKeys.leaseUntil} < ${sql.placeholder('now')}::timestamptz)`,
    })
    .returning({ reservedId: idempotencyKeys.reservedId })
    .prepare('idempotency_claim'),
);

export interface RunOnceOptions {
  db: Db;
  clock: Clock;
  owner: KeyOwner;
  scope: string;
  key: string;
  body: unknown;
  inFlightMessage: string;
}

/**
 * Runs `work` once per (scope, key): a retry with the same body gets the first response back
 * (same status and body), a retry while the first still runs is told to wait, and the same key
 * with a different body is refused. A failure of ours (5xx) is forgotten so the retry can run. A
 * key whose request died (crash, killed process) is taken over once its lease is over.
 */
export async function runOnce(
  options: RunOnceOptions,
  work: (run: Required<KeyRun>) => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const { db, clock, owner, scope, key, body, inFlightMessage } = options;
  const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const now = clock.now();
  const [claimed] = await claim(db).execute({
    scope,
    key,
    requestHash,
    owner: owner.id,
    leaseUntil: new Date(now.getTime() + KEY_LEASE_MS).toISOString(),
    reservedId: randomUUID(),
    now: now.toISOString(),
  });
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  if (!claimed) return answerOf(await readKey(db, scope, key), requestHash, inFlightMessage);

  // Written by the work's last statement: it holds when the work answers with that very response
  // (its statement committed); any other answer is stored below.
  let remembered: StoredResponse | undefined;
  const remember: Remember = (stored) => {
    remembered = stored;
    return { scope, key, stored };
  };
  // Only this run's claim is forgotten or answered: a run taken over, or one whose order was
  // written after all, leaves the key to its new owner or to its stored response.
  const mine = and(where, eq(idempotencyKeys.statusCode, IN_FLIGHT), eq(idempotencyKeys.owner, owner.id));
  let result: StoredResponse;
  try {
    result = await work({ remember, reservedId: claimed.reservedId ?? randomUUID() });
  } catch (error) {
    await db.delete(idempotencyKeys).where(mine);
    const stored = await readKey(db, scope, key);
    if (stored && stored.statusCode !== IN_FLIGHT)
      return { status: stored.statusCode, body: stored.response };
    throw error;
  }
  if (result.status >= 500) {
    await db.delete(idempotencyKeys).where(mine);
    // The order may have been written by the statement whose answer was lost: its response stands.
    const stored = await readKey(db, scope, key);
    if (stored && stored.statusCode !== IN_FLIGHT)
      return { status: stored.statusCode, body: stored.response };
  } else if (result !== remembered) {
    await db.update(idempotencyKeys).set({ statusCode: result.status, response: result.body }).where(mine);
  }
  return result;
}

async function readKey(db: Db, scope: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

function answerOf(
  first: typeof idempotencyKeys.$inferSelect | undefined,
  requestHash: string,
  inFlightMessage: string,
): StoredResponse {
  if (!first) throw new HttpError(409, inFlightMessage);
  if (first.requestHash !== requestHash) throw new HttpError(422, keyReusedMessage);
  if (first.statusCode === IN_FLIGHT) throw new HttpError(409, inFlightMessage);
  return { status: first.statusCode, body: first.response };
}
