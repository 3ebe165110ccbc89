import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { idempotencyKeys } from '../db/schema.ts';

/**
 * The Idempotency-Key repository: every statement about the `idempotency_keys` table. A key is
 * claimed (or taken over from a request that died) in one statement, its response is stored by the
 * work's own last statement (`rememberedResponse`) or afterwards, and a failed run's claim is
 * forgotten. When each runs, and what a retry is answered: `idempotency.ts`.
 */

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** Status of a key whose first request is still running. */
export const IN_FLIGHT = 0;

/**
 * The response to store for a key, by the work's last statement (see `rememberedResponse`), so it
 * commits (or not) with the work; the work then answers with that same response object.
 */
export interface Remembered {
  scope: string;
  key: string;
  stored: StoredResponse;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * Ends (at `endedAt`) the leases of keys still in flight that an instance's other runs hold:
 * `instance#…` owners other than `ownerId`.
 */
export async function endLeasesOfOtherRuns(db: Db, instance: string, ownerId: string, endedAt: Date) {
  await db
    .update(idempotencyKeys)
    .set({ leaseUntil: endedAt })
    .where(
      and(
        eq(idempotencyKeys.statusCode, IN_FLIGHT),
        like(idempotencyKeys.owner, `${escapeLike(instance)}#%`),
        ne(idempotencyKeys.owner, ownerId),
      ),
    );
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

/**
 * Claims a key in one statement: a new key, or one whose first request died (still in flight, the
 * same body, its lease over at `now`) is taken over. Answers the reserved id (the new one, or the
 * id the first request reserved), or null when the key is someone else's (answered, running, or
 * another body).
 */
export async function claimKey(
  db: Db,
  claimed: {
    scope: string;
    key: string;
    requestHash: string;
    ownerId: string;
    leaseUntil: Date;
    reservedId: string;
    now: Date;
  },
): Promise<{ reservedId: string | null } | null> {
  const [row] = await claim(db).execute({
    scope: claimed.scope,
    key: claimed.key,
    requestHash: claimed.requestHash,
    owner: claimed.ownerId,
    leaseUntil: claimed.leaseUntil.toISOString(),
    reservedId: claimed.reservedId,
    now: claimed.now.toISOString(),
  });
  return row ?? null;
}

/** A key's row (null: nobody claimed it, or its claim was forgotten). */
export async function readKey(db: Db, scope: string, key: string): Promise<IdempotencyKeyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** A key still in flight under this owner's claim (a run taken over, or answered, is not). */
const claimOf = (scope: string, key: string, ownerId: string) =>
  and(
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.statusCode, IN_FLIGHT),
    eq(idempotencyKeys.owner, ownerId),
  );

/** Forgets this owner's claim of a key, so a retry runs the request again. */
export async function forgetClaim(db: Db, scope: string, key: string, ownerId: string) {
  await db.delete(idempotencyKeys).where(claimOf(scope, key, ownerId));
}

/** Stores the response of this owner's claim of a key: retries are answered with it. */
export async function storeResponse(
  db: Db,
  scope: string,
  key: string,
  ownerId: string,
  stored: StoredResponse,
) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: stored.status, response: stored.body })
    .where(claimOf(scope, key, ownerId));
}
