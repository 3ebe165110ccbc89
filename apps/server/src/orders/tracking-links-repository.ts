import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderTrackingLinks } from '../db/schema.ts';

/**
 * The tracking links repository: every statement about the `order_tracking_links` table, which
 * holds only the hash of each link's token (the tokens themselves: `tracking-tokens.ts`).
 */

/** Saves a new link to an order, by its token's hash. */
export async function saveTrackingLink(db: Db, tokenHash: string, orderId: string) {
  await db.insert(orderTrackingLinks).values({ tokenHash, orderId });
}

/** The order a link opens, by its token's hash (null: no link has it). */
export async function orderIdOfTokenHash(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ orderId: orderTrackingLinks.orderId })
    .from(orderTrackingLinks)
    .where(eq(orderTrackingLinks.tokenHash, tokenHash));
  return row?.orderId ?? null;
}
