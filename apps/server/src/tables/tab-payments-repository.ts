import { type TabPayment, type TabSplit, tabPartPoints } from '@orderly/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tableVisits, tabPaidItems, tabPayments, tabSplits, userRestaurants } from '../db/schema.ts';

/** Every statement on a visit's splits and payments (decision 0093). */

export type TabPaymentRow = typeof tabPayments.$inferSelect;

/** The visit's even splits, oldest first, as the tab's rules take them. */
export async function visitSplits(db: Db, visitId: string): Promise<TabSplit[]> {
  const rows = await db
    .select()
    .from(tabSplits)
    .where(eq(tabSplits.visitId, visitId))
    .orderBy(asc(tabSplits.createdAt), asc(tabSplits.id));
  return rows.map((row) => ({ id: row.id, parts: row.parts, itemKeys: row.itemKeys }));
}

/** The visit's payments with the items each paid for, oldest first. */
export async function visitPayments(
  db: Db,
  visitId: string,
): Promise<{ row: TabPaymentRow; payment: TabPayment }[]> {
  const [rows, items] = await Promise.all([
    db
      .select()
      .from(tabPayments)
      .where(eq(tabPayments.visitId, visitId))
      .orderBy(asc(tabPayments.createdAt), asc(tabPayments.id)),
    db.select().from(tabPaidItems).where(eq(tabPaidItems.visitId, visitId)),
  ]);
  return rows.map((row) => ({
    row,
    payment:
      row.kind === 'share'
        ? { kind: 'share', splitId: row.splitId ?? '', share: row.share ?? -1, amount: row.amount }
        : {
            kind: 'items',
            itemKeys: items.filter((item) => item.paymentId === row.id).map((item) => item.itemKey),
            amount: row.amount,
          },
  }));
}

/** Locks the visit's row for the rest of the transaction; undefined when it is not open. */
export async function lockVisitIfOpen(tx: Db, visitId: string) {
  const [row] = await tx
    .select()
    .from(tableVisits)
    .where(and(eq(tableVisits.id, visitId), eq(tableVisits.status, 'open')))
    .for('update');
  return row;
}

export async function insertSplit(tx: Db, split: TabSplit & { visitId: string; createdAt: Date }) {
  await tx.insert(tabSplits).values({ ...split, itemKeys: [...split.itemKeys] });
}

/**
 * Writes a payment and the items it paid for. Two payments for one item (or one share) at once:
 * the second's statement fails on the key (PostgreSQL's unique_violation), and nothing of it stays.
 */
export async function insertTabPayment(
  tx: Db,
  payment: typeof tabPayments.$inferInsert,
  itemKeys: readonly string[],
): Promise<void> {
  await tx.insert(tabPayments).values(payment);
  if (itemKeys.length > 0)
    await tx
      .insert(tabPaidItems)
      .values(itemKeys.map((itemKey) => ({ visitId: payment.visitId, itemKey, paymentId: payment.id })));
}

/** The payment an online attempt completed, if it was written. */
export async function tabPaymentOfAttempt(db: Db, attemptId: string): Promise<TabPaymentRow | undefined> {
  const [row] = await db.select().from(tabPayments).where(eq(tabPayments.paymentAttemptId, attemptId));
  return row;
}

/** Adds a payer's points at the restaurant (a diner with no row there yet earns none). */
export async function creditPoints(tx: Db, userId: string, restaurantId: string, points: number) {
  if (points <= 0) return;
  await tx
    .update(userRestaurants)
    .set({ rewardPoints: sql`${userRestaurants.rewardPoints} + ${points}` })
    .where(and(eq(userRestaurants.userId, userId), eq(userRestaurants.restaurantId, restaurantId)));
}

/** A payment by its id (a retried request's reserved id). */
export async function findTabPayment(db: Db, paymentId: string): Promise<TabPaymentRow | undefined> {
  const [row] = await db.select().from(tabPayments).where(eq(tabPayments.id, paymentId));
  return row;
}

/**
 * Marks a counter part taken, once (undefined when it is not an untaken counter part of this
 * visit), with the points its payer earns now. Answers who earns them and where.
 */
export async function settleCounterPayment(tx: Db, visitId: string, paymentId: string, now: Date) {
  const [row] = await tx
    .select({ userId: tabPayments.userId, food: tabPayments.food, restaurantId: tableVisits.restaurantId })
    .from(tabPayments)
    .innerJoin(tableVisits, eq(tableVisits.id, tabPayments.visitId))
    .where(
      and(
        eq(tabPayments.id, paymentId),
        eq(tabPayments.visitId, visitId),
        eq(tabPayments.method, 'counter'),
        isNull(tabPayments.settledAt),
      ),
    )
    .for('update', { of: tabPayments });
  if (!row) return undefined;
  const points = tabPartPoints(row, row.userId !== null);
  await tx.update(tabPayments).set({ settledAt: now, points }).where(eq(tabPayments.id, paymentId));
  return { userId: row.userId, restaurantId: row.restaurantId, points };
}
