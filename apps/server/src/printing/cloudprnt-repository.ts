import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cloudPrntPrinters } from '../db/schema.ts';

/**
 * The secret poll addresses of printers that poll the server (Star CloudPRNT, decision 0096): a
 * random token per printer whose SHA-256 alone is kept, so the address is shown once (when it is
 * made) and a copy of the database gives nobody a printer's tickets.
 */

export interface PrinterKey {
  restaurantId: string;
  locationId: string;
  printerId: string;
}

export type CloudPrntRow = typeof cloudPrntPrinters.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the printer (192 random bits, URL-safe); the old one stops working. */
export async function issueCloudPrntToken(db: Db, printer: PrinterKey, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(cloudPrntPrinters)
    .values({ ...printer, tokenHash: hashToken(token), createdAt: now })
    .onConflictDoUpdate({
      target: [cloudPrntPrinters.restaurantId, cloudPrntPrinters.locationId, cloudPrntPrinters.printerId],
      set: { tokenHash: hashToken(token), createdAt: now },
    });
  return token;
}

/** The printer whose address holds `token`, or null. */
export async function cloudPrntPrinterOf(db: Db, token: string): Promise<CloudPrntRow | null> {
  const [row] = await db
    .select()
    .from(cloudPrntPrinters)
    .where(eq(cloudPrntPrinters.tokenHash, hashToken(token)));
  return row ?? null;
}

/** The polling printers of a location (the back office's last contact). */
export function cloudPrntPrintersAt(
  db: Db,
  restaurantId: string,
  locationId: string,
): Promise<CloudPrntRow[]> {
  return db
    .select()
    .from(cloudPrntPrinters)
    .where(
      and(eq(cloudPrntPrinters.restaurantId, restaurantId), eq(cloudPrntPrinters.locationId, locationId)),
    );
}

/** What the printer said at its poll: when, its status code and MAC address. */
export async function recordCloudPrntContact(
  db: Db,
  printer: PrinterKey,
  contact: { at: Date; statusCode: string | null; mac: string | null },
): Promise<void> {
  await db
    .update(cloudPrntPrinters)
    .set({
      lastContactAt: sql`greatest(${cloudPrntPrinters.lastContactAt}, ${contact.at.toISOString()}::timestamptz)`,
      lastStatusCode: contact.statusCode,
      ...(contact.mac ? { lastMac: contact.mac } : {}),
    })
    .where(
      and(
        eq(cloudPrntPrinters.restaurantId, printer.restaurantId),
        eq(cloudPrntPrinters.locationId, printer.locationId),
        eq(cloudPrntPrinters.printerId, printer.printerId),
      ),
    );
}
