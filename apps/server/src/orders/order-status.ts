import {
  canTransition,
  canUndoDone,
  delayLabel,
  delayOrder,
  noticeOfStatusChange,
  type OrderStatus,
} from '@orderly/domain';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { type Gate, pathId } from '../http/route-gates.ts';
import type { LiveHub } from '../live/live-hub.ts';
import { recordChange } from '../manage/audit-log.ts';
import type { OrderPayments } from '../payments/payments.ts';
import { requireStaff } from '../staff/staff-access.ts';
import { queueDinerNotice } from './notices-repository.ts';
import { publishOrderChanged } from './order-changed.ts';
import {
  acknowledgeOrder,
  acknowledgeOrderAlerts,
  findOrder,
  moveOrder,
  moveOrderPromise,
  type OrderRow,
} from './orders-repository.ts';
import { printersWithTicketOf, queuePrintJobs } from './print-jobs-repository.ts';
import { orderTicketJobs, printMoment } from './print-tickets.ts';
import { refundPart, sendRefund } from './refunds.ts';
import { cancelOrder } from './refunds-repository.ts';

/**
 * What staff do to an order: move it along (or back, or cancel it, which gives the money back),
 * refund part of it, acknowledge it. The staff routes parse, call these and answer; the statements
 * are in `orders-repository.ts` and `refunds-repository.ts`.
 */

export interface OrderStaffDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  payments: OrderPayments;
  log: (error: unknown, message: string) => void;
}

const notFound = 'Sorry, we could not find that order.';

/** The order, when the user is staff of its location (404 when there is none, 403 when not theirs). */
export async function orderForStaff(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order) throw new HttpError(404, notFound);
  await requireStaff(db, userId, order.restaurantId, order.locationId);
  return order;
}

/**
 * The gate of staff routes on one order (decision 0069): before the body is read, the caller must
 * be staff of the order's location (404 when there is no such order, 403 when not theirs).
 */
export const staffOfOrderGate =
  (db: Db): Gate =>
  async (request) => {
    const orderId = pathId(request, 'orderId');
    if (!orderId) throw new HttpError(404, notFound);
    await orderForStaff(db, userOf(request).id, orderId);
  };

/** Sends a refund to the provider now; should that fail, the reconciler sends it later. */
function sendNow(deps: OrderStaffDeps, refundId: string | null) {
  return refundId
    ? sendRefund(deps.db, deps.payments, refundId).catch((error: unknown) =>
        deps.log(error, `refund ${refundId} not sent yet; the reconciler will retry`),
      )
    : Promise.resolve();
}

/**
 * Moves the order to `status` (Mark done's undo takes Done back to Preparing for a short while;
 * a cancellation needs a reason, refunds an online payment and tells the customer), acknowledges
 * its alerts and tells its screens.
 */
export async function setOrderStatus(
  deps: OrderStaffDeps,
  order: OrderRow,
  change: { status: OrderStatus; reason?: string; staffUserId: string },
): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now();
  // Undo of Mark done: Done goes back to Preparing for a short while (never undoes a cancellation).
  const undo =
    change.status === 'Preparing' &&
    canUndoDone({ status: order.status, doneAt: order.doneAt?.toISOString() ?? null }, now);
  if (!undo && !canTransition(order.status, change.status)) {
    throw new HttpError(409, `An order that is ${order.status} cannot become ${change.status}.`);
  }
  if (change.status === 'Cancelled' && !change.reason) {
    throw new HttpError(400, 'Please give a reason for cancelling the order.');
  }
  if (change.status === 'Cancelled') {
    const cancelled = await cancelAndTell(deps, order, {
      reason: change.reason ?? '',
      staffUserId: change.staffUserId,
    });
    if (!cancelled) throw new HttpError(409, 'This order changed meanwhile. Please try again.');
    return;
  }
  const to = change.status;
  // Only if nobody moved it meanwhile (then no notice either); the answer shows the order as it
  // is either way.
  const notice = undo ? null : noticeOfStatusChange(order.orderType, order.status, to);
  // Confirmed: the tickets print by themselves (decision 0090), unless they did when it arrived.
  const confirming = to === 'Preparing' && !undo && !order.confirmedAt;
  const tickets =
    confirming && (await printMoment(db, order, now)) === 'confirmed'
      ? await orderTicketJobs(db, order, 'ticket', now, { automatic: true })
      : [];
  await db.transaction(async (tx) => {
    const moved = await moveOrder(tx, {
      orderId: order.id,
      from: order.status,
      to,
      doneAt: to === 'Done' ? now : null,
      ...(to === 'Preparing' && !undo
        ? { confirmed: { at: now, acknowledgedAt: order.acknowledgedAt ?? now } }
        : {}),
    });
    if (moved && notice) await queueDinerNotice(tx, { orderId: order.id, kind: notice, now });
    if (moved) await queuePrintJobs(tx, tickets, now);
  });
  await acknowledgeOrderAlerts(db, order.id, now);
  await publishOrderChanged(db, deps.hub, order.id);
}

/**
 * Cancels the order as staff do: status, reason, the refund of an online payment and the points
 * in one statement (in `inTransaction`, with whatever else must be written with it: the
 * automatic rejection's activity line); then the refund is sent (the diner's e-mail goes through the
 * notices outbox, written in the same transaction), the order's alerts acknowledged and its screens told. False when it changed meanwhile (or, with
 * `unacknowledgedOnly`, someone acknowledged it): nothing was written.
 */
export async function cancelAndTell(
  deps: OrderStaffDeps,
  order: OrderRow,
  cancel: {
    reason: string;
    /** Null: the platform cancelled it. */
    staffUserId: string | null;
    unacknowledgedOnly?: boolean;
    /** Written in the cancellation's transaction, only when the order was cancelled. */
    alsoWrite?: (tx: Db) => Promise<void>;
  },
): Promise<boolean> {
  const now = deps.clock.now();
  // A CANCELLED ticket to each printer that printed (or still owes) one of the order's (0090).
  const printerIds = await printersWithTicketOf(deps.db, order.id);
  const cancellations =
    printerIds.length > 0
      ? await orderTicketJobs(
          deps.db,
          { ...order, status: 'Cancelled', cancelReason: cancel.reason },
          'cancellation',
          now,
          { printerIds },
        )
      : [];
  const cancelled = await deps.db.transaction(async (tx) => {
    const outcome = await cancelOrder(tx, {
      orderId: order.id,
      fromStatus: order.status,
      reason: cancel.reason,
      staffUserId: cancel.staffUserId,
      now,
      ...(cancel.unacknowledgedOnly ? { unacknowledgedOnly: true } : {}),
    });
    if (outcome) {
      // The diner's notice (its outbox row) and whatever the caller writes with the cancellation.
      await queueDinerNotice(tx, {
        orderId: order.id,
        kind: 'cancelled',
        now,
        detail: {
          reason: cancel.reason,
          refundAmount: outcome.refundAmount,
          pointsBack: order.pointsRedeemed,
        },
      });
      await queuePrintJobs(tx, cancellations, now);
      if (cancel.alsoWrite) await cancel.alsoWrite(tx);
    }
    return outcome;
  });
  if (!cancelled) return false;
  await sendNow(deps, cancelled.refundId);
  await acknowledgeOrderAlerts(deps.db, order.id, now);
  await publishOrderChanged(deps.db, deps.hub, order.id);
  return true;
}

/** Part of an online payment given back (an item, a fixed amount), with a reason. */
export async function refundOrder(
  deps: OrderStaffDeps,
  order: OrderRow,
  refund: { amount: number; reason: string; staffUserId: string },
): Promise<void> {
  if (!refund.reason) throw new HttpError(400, 'Please give a reason for the refund.');
  const now = deps.clock.now();
  // The refund row and the diner's notice of it in one transaction (a refused refund writes neither).
  const refundId = await deps.db.transaction(async (tx) => {
    const id = await refundPart(tx, {
      orderId: order.id,
      amount: refund.amount,
      reason: refund.reason,
      staffUserId: refund.staffUserId,
      now,
    });
    await queueDinerNotice(tx, {
      orderId: order.id,
      kind: 'refunded',
      now,
      detail: { amount: refund.amount, reason: refund.reason },
    });
    return id;
  });
  await sendNow(deps, refundId);
  await publishOrderChanged(deps.db, deps.hub, order.id);
}

/**
 * Running late (decision 0089): the order's promise moves `minutes` later. The new times, the
 * activity line (who, "+N min") and the diner's "running late" notice are one transaction; then
 * every screen following the order is told. Refused (400) for minutes outside the domain's list,
 * (409) for a finished order or one that changed meanwhile.
 */
export async function delayOrderBy(
  deps: Pick<OrderStaffDeps, 'db' | 'clock' | 'hub'>,
  order: OrderRow,
  delay: { minutes: number; staffUserId: string },
): Promise<void> {
  const outcome = delayOrder(
    {
      status: order.status,
      completedAt: order.completedAt.toISOString(),
      kitchenAt: order.kitchenAt?.toISOString() ?? null,
    },
    delay.minutes,
  );
  if (!outcome.ok) throw new HttpError(outcome.reason === 'minutes' ? 400 : 409, outcome.message);
  const minutes = delay.minutes as Parameters<typeof delayLabel>[0];
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const done = await moveOrderPromise(tx, {
      orderId: order.id,
      status: order.status,
      from: order.completedAt,
      completedAt: new Date(outcome.completedAt),
      kitchenAt: outcome.kitchenAt === null ? null : new Date(outcome.kitchenAt),
    });
    if (!done) return false;
    await recordChange(tx, {
      restaurantId: order.restaurantId,
      userId: delay.staffUserId,
      area: 'orders',
      summary: `Order #${order.orderNumber} is running late: ${delayLabel(minutes)}.`,
      changes: { completedAt: { from: order.completedAt.toISOString(), to: outcome.completedAt } },
      at: now,
    });
    await queueDinerNotice(tx, {
      orderId: order.id,
      kind: 'late',
      now,
      detail: { minutes, completedAt: outcome.completedAt },
    });
    return true;
  });
  if (!moved) throw new HttpError(409, 'This order changed meanwhile. Please try again.');
  await publishOrderChanged(deps.db, deps.hub, order.id);
}

/** Staff have seen a new order: its alerts stop ringing. Answers when it was first acknowledged. */
export async function acknowledge(
  deps: Pick<OrderStaffDeps, 'db' | 'clock'>,
  order: OrderRow,
): Promise<Date> {
  const now = deps.clock.now();
  const acknowledgedAt = order.acknowledgedAt ?? now;
  await acknowledgeOrder(deps.db, order.id, acknowledgedAt);
  await acknowledgeOrderAlerts(deps.db, order.id, now);
  return acknowledgedAt;
}
