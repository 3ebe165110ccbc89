import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, tableVisitGuests, tableVisits, tabPaidItems, tabPayments, tabSplits } from '../db/schema.ts';

/** Every statement on table visits and their guests (decision 0093). */

export type VisitRow = typeof tableVisits.$inferSelect;
export type VisitGuestRow = typeof tableVisitGuests.$inferSelect;

export interface TablePlace {
  restaurantId: string;
  locationId: string;
  tableId: string;
  tableNumber: string;
}

/** The table's open visit, locked for the rest of the transaction, or undefined. */
export async function lockOpenVisit(tx: Db, table: TablePlace): Promise<VisitRow | undefined> {
  const [row] = await tx
    .select()
    .from(tableVisits)
    .where(
      and(
        eq(tableVisits.restaurantId, table.restaurantId),
        eq(tableVisits.locationId, table.locationId),
        eq(tableVisits.tableId, table.tableId),
        eq(tableVisits.status, 'open'),
      ),
    )
    .for('update');
  return row;
}

/** A location's open visits (idle ones included: the caller decides). */
export async function openVisitsAt(db: Db, place: { restaurantId: string; locationId: string }) {
  return db
    .select()
    .from(tableVisits)
    .where(
      and(
        eq(tableVisits.restaurantId, place.restaurantId),
        eq(tableVisits.locationId, place.locationId),
        eq(tableVisits.status, 'open'),
      ),
    )
    .orderBy(asc(tableVisits.openedAt));
}

/**
 * Opens a visit at the table unless one is open already (the partial unique index decides between
 * two first scans at once), then answers the open one, locked.
 */
export async function openVisit(tx: Db, table: TablePlace, id: string, now: Date): Promise<VisitRow> {
  await tx
    .insert(tableVisits)
    .values({ id, ...table, openedAt: now, lastActivityAt: now })
    .onConflictDoNothing({
      target: [tableVisits.restaurantId, tableVisits.locationId, tableVisits.tableId],
      where: sql`${tableVisits.status} = 'open'`,
    });
  const open = await lockOpenVisit(tx, table);
  if (!open) throw new Error('A table visit was opened and is not there');
  return open;
}

/** Closes an open visit; false when it was not open (closed meanwhile). */
export async function closeVisitRow(
  tx: Db,
  visitId: string,
  now: Date,
  reason: string | null,
): Promise<boolean> {
  const closed = await tx
    .update(tableVisits)
    .set({ status: 'closed', closedAt: now, closeReason: reason })
    .where(and(eq(tableVisits.id, visitId), eq(tableVisits.status, 'open')))
    .returning({ id: tableVisits.id });
  return closed.length > 0;
}

/** The visit's next round number, taken under its row lock, and its last activity moved to now. */
export async function takeRoundNumber(tx: Db, visitId: string, now: Date): Promise<number> {
  const [row] = await tx
    .update(tableVisits)
    .set({ rounds: sql`${tableVisits.rounds} + 1`, lastActivityAt: now })
    .where(eq(tableVisits.id, visitId))
    .returning({ rounds: tableVisits.rounds });
  return row!.rounds;
}

export async function touchVisit(tx: Db, visitId: string, now: Date): Promise<void> {
  await tx.update(tableVisits).set({ lastActivityAt: now }).where(eq(tableVisits.id, visitId));
}

export async function addVisitGuest(tx: Db, guest: typeof tableVisitGuests.$inferInsert): Promise<void> {
  await tx.insert(tableVisitGuests).values(guest);
}

/** The guest a token's hash names, with their visit. */
export async function guestByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<{ guest: VisitGuestRow; visit: VisitRow } | undefined> {
  const [row] = await db
    .select({ guest: tableVisitGuests, visit: tableVisits })
    .from(tableVisitGuests)
    .innerJoin(tableVisits, eq(tableVisits.id, tableVisitGuests.visitId))
    .where(and(eq(tableVisitGuests.tokenHash, tokenHash), isNull(tableVisitGuests.removedAt)));
  return row;
}

export async function findVisit(db: Db, visitId: string): Promise<VisitRow | undefined> {
  const [row] = await db.select().from(tableVisits).where(eq(tableVisits.id, visitId));
  return row;
}

/** Everyone who joined the visit, removed guests included (their rounds still name them). */
export async function visitGuests(db: Db, visitId: string): Promise<VisitGuestRow[]> {
  return db
    .select()
    .from(tableVisitGuests)
    .where(eq(tableVisitGuests.visitId, visitId))
    .orderBy(asc(tableVisitGuests.joinedAt), asc(tableVisitGuests.id));
}

/** The visit's rounds: its orders, in round order. */
export async function visitRounds(db: Db, visitId: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      visitRound: orders.visitRound,
      visitGuestId: orders.visitGuestId,
      lines: orders.lines,
      subTotal: orders.subTotal,
      rewardsDiscount: orders.rewardsDiscount,
      firstOrderDiscountAmount: orders.firstOrderDiscountAmount,
      pickupDiscountAmount: orders.pickupDiscountAmount,
      promoDiscountAmount: orders.promoDiscountAmount,
      tipAmount: orders.tipAmount,
      total: orders.total,
    })
    .from(orders)
    .where(eq(orders.visitId, visitId))
    .orderBy(asc(orders.visitRound));
}

/** Open visits locked in one order (by id), so two staff merging the same pair never deadlock. */
export async function lockOpenVisits(tx: Db, visitIds: string[]): Promise<VisitRow[]> {
  return tx
    .select()
    .from(tableVisits)
    .where(and(inArray(tableVisits.id, visitIds), eq(tableVisits.status, 'open')))
    .orderBy(asc(tableVisits.id))
    .for('update');
}

/** An order is served at its visit's table until it is done or cancelled. */
const unfinished = notInArray(orders.status, ['Done', 'Cancelled']);

/** Moves an open visit to another table; its unfinished rounds are served there. */
export async function moveVisitRow(tx: Db, visitId: string, table: TablePlace, now: Date): Promise<void> {
  await tx
    .update(tableVisits)
    .set({ tableId: table.tableId, tableNumber: table.tableNumber, lastActivityAt: now })
    .where(eq(tableVisits.id, visitId));
  await tx
    .update(orders)
    .set({ tableId: table.tableId, tableNumber: table.tableNumber })
    .where(and(eq(orders.visitId, visitId), unfinished));
}

/**
 * Moves everything of one visit into another: its guests (their tokens open the other visit now),
 * its rounds numbered after the other's, its splits and payments. The caller closes the first.
 */
export async function mergeVisitRows(tx: Db, from: VisitRow, into: VisitRow, now: Date): Promise<void> {
  await tx.update(tableVisitGuests).set({ visitId: into.id }).where(eq(tableVisitGuests.visitId, from.id));
  await tx
    .update(orders)
    .set({ visitId: into.id, visitRound: sql`${orders.visitRound} + ${into.rounds}` })
    .where(eq(orders.visitId, from.id));
  await tx
    .update(orders)
    .set({ tableId: into.tableId, tableNumber: into.tableNumber })
    .where(and(eq(orders.visitId, into.id), unfinished));
  await tx.update(tabSplits).set({ visitId: into.id }).where(eq(tabSplits.visitId, from.id));
  await tx.update(tabPayments).set({ visitId: into.id }).where(eq(tabPayments.visitId, from.id));
  await tx.update(tabPaidItems).set({ visitId: into.id }).where(eq(tabPaidItems.visitId, from.id));
  await tx
    .update(tableVisits)
    .set({ rounds: into.rounds + from.rounds, lastActivityAt: now })
    .where(eq(tableVisits.id, into.id));
}

/** Takes a guest off a visit: their token opens nothing from now on. False when not there. */
export async function removeGuestRow(tx: Db, visitId: string, guestId: string, now: Date): Promise<boolean> {
  const removed = await tx
    .update(tableVisitGuests)
    .set({ removedAt: now })
    .where(
      and(
        eq(tableVisitGuests.id, guestId),
        eq(tableVisitGuests.visitId, visitId),
        isNull(tableVisitGuests.removedAt),
      ),
    )
    .returning({ id: tableVisitGuests.id });
  return removed.length > 0;
}
