import { type Instant, instantMillis } from './clock.ts';
import type { OrderStatus } from './types.ts';

/** How long after Mark done the kitchen may still take it back (the undo toast shows for less). */
export const UNDO_DONE_WINDOW_SECONDS = 30;

/** The location's timing: preparation minutes, and the drive for a delivery. */
export interface KitchenTiming {
  waitTime: number;
  deliveryTime?: number;
}

interface TimedOrder {
  status: OrderStatus;
  orderType?: string;
  createdAt?: string;
  completedAt: string;
  /** The diner asked for it as soon as possible; unknown (null) for orders of before it was kept. */
  asap?: boolean | null;
}

const leadMinutes = (order: { orderType?: string }, timing: KitchenTiming) =>
  Math.max(0, timing.waitTime) + (order.orderType === 'Delivery' ? Math.max(0, timing.deliveryTime ?? 0) : 0);

/** When the kitchen should start an order: its due time less preparation (and the drive). */
export function kitchenStartAt(
  order: { completedAt: string; orderType?: string },
  timing: KitchenTiming,
): number {
  return instantMillis(order.completedAt) - leadMinutes(order, timing) * 60_000;
}

/** Slack before an order counts as placed for later rather than ASAP. */
export const ASAP_SLACK_MINUTES = 10;

/**
 * Whether an order was placed for later rather than as soon as possible. An ASAP order never is,
 * however late busy mode or a full kitchen made its promise: the kitchen confirms it now. A chosen
 * time counts as later when the kitchen's start is more than the slack after the order was placed
 * (a time chosen at the earliest slot is as good as ASAP); so does an order whose choice is unknown.
 */
export function placedForLater(order: Omit<TimedOrder, 'status'>, timing: KitchenTiming): boolean {
  if (order.asap === true) return false;
  if (!order.createdAt) return true;
  return kitchenStartAt(order, timing) - instantMillis(order.createdAt) > ASAP_SLACK_MINUTES * 60_000;
}

/**
 * An order placed for later (not ASAP) waits in its own lane, without ringing, until its start
 * time (its ready time less preparation, and the drive for a delivery): a New, Pending or
 * confirmed (Preparing) order due well after the earliest it could have been, not yet due to
 * start. At its start time it reaches the active lane: New if nobody confirmed it, else Preparing.
 */
export function isScheduledForLater(order: TimedOrder, timing: KitchenTiming, now: Instant): boolean {
  if (order.status !== 'New' && order.status !== 'Pending' && order.status !== 'Preparing') return false;
  if (!placedForLater(order, timing)) return false;
  return kitchenStartAt(order, timing) > instantMillis(now);
}

/** Whether Mark done may still be taken back (only a Done order, within the window). */
export function canUndoDone(order: { status: OrderStatus; doneAt?: string | null }, now: Instant): boolean {
  if (order.status !== 'Done' || !order.doneAt) return false;
  const elapsed = instantMillis(now) - instantMillis(order.doneAt);
  return elapsed >= 0 && elapsed <= UNDO_DONE_WINDOW_SECONDS * 1000;
}
