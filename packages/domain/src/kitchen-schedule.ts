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
 * An order placed for later (not ASAP) waits in its own lane, without ringing, until its start
 * time (its ready time less preparation, and the drive for a delivery): a New, Pending or
 * confirmed (Preparing) order due well after the earliest it could have been, not yet due to
 * start. At its start time it reaches the active lane: New if nobody confirmed it, else Preparing.
 */
export function isScheduledForLater(order: TimedOrder, timing: KitchenTiming, now: Instant): boolean {
  if (order.status !== 'New' && order.status !== 'Pending' && order.status !== 'Preparing') return false;
  const start = kitchenStartAt(order, timing);
  if (order.createdAt && start - instantMillis(order.createdAt) <= ASAP_SLACK_MINUTES * 60_000) return false;
  return start > instantMillis(now);
}

/** Whether Mark done may still be taken back (only a Done order, within the window). */
export function canUndoDone(order: { status: OrderStatus; doneAt?: string | null }, now: Instant): boolean {
  if (order.status !== 'Done' || !order.doneAt) return false;
  const elapsed = instantMillis(now) - instantMillis(order.doneAt);
  return elapsed >= 0 && elapsed <= UNDO_DONE_WINDOW_SECONDS * 1000;
}
