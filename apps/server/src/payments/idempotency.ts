import { createHash, randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import {
  claimKey,
  endLeasesOfOtherRuns,
  forgetClaim,
  type IdempotencyKeyRow,
  IN_FLIGHT,
  type Remembered,
  readKey,
  type StoredResponse,
  storeResponse,
} from './idempotency-keys-repository.ts';

export type { Remembered, StoredResponse } from './idempotency-keys-repository.ts';

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
  await endLeasesOfOtherRuns(db, owner.instance, owner.id, new Date(clock.now().getTime() - 1));
}

export type Remember = (stored: StoredResponse) => Remembered;

/** What the work gets: a way to store its response with its last statement, and its reserved id. */
export interface KeyRun {
  remember?: Remember;
  /** The id reserved for the request (an order's id): the same for a take-over of the same key. */
  reservedId: string;
}

export const keyReusedMessage = 'This Idempotency-Key was already used for a different order.';

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
  const claimed = await claimKey(db, {
    scope,
    key,
    requestHash,
    ownerId: owner.id,
    leaseUntil: new Date(now.getTime() + KEY_LEASE_MS),
    reservedId: randomUUID(),
    now,
  });
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
  let result: StoredResponse;
  try {
    result = await work({ remember, reservedId: claimed.reservedId ?? randomUUID() });
  } catch (error) {
    await forgetClaim(db, scope, key, owner.id);
    const stored = await readKey(db, scope, key);
    if (stored && stored.statusCode !== IN_FLIGHT)
      return { status: stored.statusCode, body: stored.response };
    throw error;
  }
  if (result.status >= 500) {
    await forgetClaim(db, scope, key, owner.id);
    // The order may have been written by the statement whose answer was lost: its response stands.
    const stored = await readKey(db, scope, key);
    if (stored && stored.statusCode !== IN_FLIGHT)
      return { status: stored.statusCode, body: stored.response };
  } else if (result !== remembered) {
    await storeResponse(db, scope, key, owner.id, result);
  }
  return result;
}

function answerOf(
  first: IdempotencyKeyRow | null,
  requestHash: string,
  inFlightMessage: string,
): StoredResponse {
  if (!first) throw new HttpError(409, inFlightMessage);
  if (first.requestHash !== requestHash) throw new HttpError(422, keyReusedMessage);
  if (first.statusCode === IN_FLIGHT) throw new HttpError(409, inFlightMessage);
  return { status: first.statusCode, body: first.response };
}
