import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
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
 * The response to store for a key, by the work's last statement (see `rememberedResponse`), so it
 * commits (or not) with the work; the work then answers with that same response object.
 */
export interface Remembered {
  scope: string;
  key: string;
  stored: StoredResponse;
}

export type Remember = (stored: StoredResponse) => Remembered;

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

const claim = preparedPerDatabase((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      statusCode: IN_FLIGHT,
      response: {},
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_claim'),
);

/**
 * Runs `work` once per (scope, key): a retry with the same body gets the first response back
 * (same status and body), a retry while the first still runs is told to wait, and the same key
 * with a different body is refused. A failure of ours (5xx) is forgotten so the retry can run.
 */
export async function runOnce(
  db: Db,
  scope: string,
  key: string,
  body: unknown,
  work: (remember: Remember) => Promise<StoredResponse>,
  inFlightMessage: string,
): Promise<StoredResponse> {
  const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const claimed = await claim(db).execute({ scope, key, requestHash });
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  if (claimed.length === 0) {
    const [first] = await db.select().from(idempotencyKeys).where(where);
    if (!first) throw new HttpError(409, inFlightMessage);
    if (first.requestHash !== requestHash) throw new HttpError(422, keyReusedMessage);
    if (first.statusCode === IN_FLIGHT) throw new HttpError(409, inFlightMessage);
    return { status: first.statusCode, body: first.response };
  }
  // Written by the work's last statement: it holds when the work answers with that very response
  // (its statement committed); any other answer is stored below.
  let remembered: StoredResponse | undefined;
  const remember: Remember = (stored) => {
    remembered = stored;
    return { scope, key, stored };
  };
  let result: StoredResponse;
  try {
    result = await work(remember);
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
  if (result.status >= 500) await db.delete(idempotencyKeys).where(where);
  else if (result !== remembered)
    await db.update(idempotencyKeys).set({ statusCode: result.status, response: result.body }).where(where);
  return result;
}
