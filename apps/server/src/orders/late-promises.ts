import { lateNoticeDue, promiseLater } from '@orderly/domain';
import type { Db } from '../db/client.ts';
import { lastLateNoticeAt, queueDinerNotice } from './notices-repository.ts';
import { moveOrderPromise, openAsapOrdersAt } from './orders-repository.ts';

/**
 * Promises that move for another reason than staff's own tap (decision 0099): busy mode turned on
 * (or made longer) at a location moves the promise of each order placed there for as soon as
 * possible and still to be made by the minutes it adds. In the transaction `tx` of that change:
 * the new times and, when the promise moved at least 5 minutes later and the order had no
 * "running late" notice in the last 10 minutes, the diner's notice (sent or skipped by the
 * restaurant's notice settings, as staff's delays are). Answers the orders moved, for their screens.
 */
export async function moveOpenPromisesLater(
  tx: Db,
  move: { restaurantId: string; locationId: string; minutes: number; now: Date },
): Promise<string[]> {
  if (move.minutes <= 0) return [];
  const open = await openAsapOrdersAt(tx, move.restaurantId, move.locationId);
  const lastNotices = await lastLateNoticeAt(
    tx,
    open.map((order) => order.id),
  );
  const moved: string[] = [];
  for (const order of open) {
    const from = order.completedAt.toISOString();
    const later = promiseLater(
      { status: order.status, completedAt: from, kitchenAt: order.kitchenAt?.toISOString() ?? null },
      move.minutes,
    );
    if (!later) continue;
    const done = await moveOrderPromise(tx, {
      orderId: order.id,
      status: order.status,
      from: order.completedAt,
      completedAt: new Date(later.completedAt),
      kitchenAt: later.kitchenAt === null ? null : new Date(later.kitchenAt),
    });
    if (!done) continue;
    moved.push(order.id);
    const last = lastNotices.get(order.id)?.toISOString() ?? null;
    if (lateNoticeDue({ from, to: later.completedAt }, last, move.now.toISOString())) {
      await queueDinerNotice(tx, {
        orderId: order.id,
        kind: 'late',
        now: move.now,
        detail: { minutes: move.minutes, completedAt: later.completedAt, cause: 'busy' },
      });
    }
  }
  return moved;
}
