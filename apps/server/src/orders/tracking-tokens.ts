import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { orderIdOfTokenHash, saveTrackingLink } from './tracking-links-repository.ts';

/**
 * Tracking links: an order placed without an account is followed by whoever holds its link, as
 * Toast and Square do. The link carries a random token of 256 bits (base64url, 43 characters);
 * the database keeps only its SHA-256, so a copy of the table (a backup, a log of queries) opens
 * nothing. A token is looked up by its hash alone: how long an answer takes says nothing about
 * how close a guess came.
 */

const TOKEN_BYTES = 32;

/** What a tracking token looks like; anything else is simply not found. */
export const trackingTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const hashTrackingToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new tracking link for an order: the token goes to the guest once, its hash to the database. */
export async function issueTrackingToken(db: Db, orderId: string): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await saveTrackingLink(db, hashTrackingToken(token), orderId);
  return token;
}

/**
 * The order a token opens, or null. Every token, well formed or not, costs the same one lookup of
 * its hash, so a wrong token and a malformed one are answered alike.
 */
export async function orderIdOfToken(db: Db, token: string): Promise<string | null> {
  const orderId = await orderIdOfTokenHash(db, hashTrackingToken(token));
  return orderId && trackingTokenPattern.test(token) ? orderId : null;
}
