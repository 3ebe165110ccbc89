import {
  type EscalationSettings,
  escalationOf,
  isScheduledForLater,
  type KitchenTiming,
  kitchenStartAt,
  type OrderLine,
} from '@orderly/domain';
import type { StaffOrder, StaffQueue, StaffRequest } from '../../lib/api-types.ts';

/** Stable keys for an order's lines: the same product with the same choices may appear twice. */
export function keyedLines(lines: readonly OrderLine[]): { key: string; line: OrderLine }[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = `${line.productId}|${line.choices.map((choice) => `${choice.modifierId}:${choice.id}`).join(',')}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { key: `${base}#${count}`, line };
  });
}

/** A new order rings until someone acknowledges or confirms it. */
export function isAlerting(order: StaffOrder): boolean {
  return (order.status === 'New' || order.status === 'Pending') && !order.acknowledgedAt;
}

/**
 * When the next card on the board turns urgent (server time in ms): the earliest moment an order
 * nobody acknowledged passes the location's first delay, after `now`; null when none will. The
 * board wakes then rather than at its next 15-second step (decision 0088).
 */
export function nextUrgentAt(
  orders: readonly StaffOrder[],
  timing: KitchenTiming & EscalationSettings,
  now: Date,
): number | null {
  let soonest: number | null = null;
  for (const order of orders) {
    if (!isAlerting(order)) continue;
    const next = escalationOf(order, timing, timing, now).next;
    if (next?.stage === 'louder' && (soonest === null || next.at < soonest)) soonest = next.at;
  }
  return soonest;
}

/** The kitchen's timing: the location's preparation time and the server's now. */
export interface KitchenTime {
  waitTime: number;
  deliveryTime?: number;
  now: Date;
}

/** Rings now: alerting and not an order placed for later whose start time has not come. */
export function isRinging(order: StaffOrder, time: KitchenTime): boolean {
  return isAlerting(order) && !isScheduledForLater(order, time, time.now);
}

export interface ScheduledOrder {
  order: StaffOrder;
  /** When the kitchen should start it (ISO). */
  startsAt: string;
}

export interface QueueColumns {
  scheduled: ScheduledOrder[];
  incoming: StaffOrder[];
  preparing: StaffOrder[];
  finished: StaffOrder[];
  openRequests: StaffRequest[];
}

const oldestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  a.createdAt.localeCompare(b.createdAt);

/**
 * New orders in a burst: the ones still ringing on top, newest first (the one that just chimed is
 * where the eye goes, never below the fold), then the silenced ones waiting to be confirmed,
 * oldest first.
 */
const ringingNewestFirst = (a: StaffOrder, b: StaffOrder) =>
  Number(isAlerting(b)) - Number(isAlerting(a)) ||
  (isAlerting(a) ? b.createdAt.localeCompare(a.createdAt) : oldestFirst(a, b));

/** What is due first is cooked first: by the time it must be ready, then by age. */
const dueFirst = (a: StaffOrder, b: StaffOrder) =>
  Date.parse(a.completedAt) - Date.parse(b.completedAt) || oldestFirst(a, b);

/**
 * The board's lanes: orders for later (confirmed or not) wait by start time, the domain's
 * `kitchenStartAt`, then reach New or Preparing; new ones ring on top (newest first);
 * the kitchen cooks what is due first; finished show newest first.
 */
export function queueColumns(queue: StaffQueue | null, time: KitchenTime): QueueColumns {
  const orders = queue?.orders ?? [];
  const later = (order: StaffOrder) => isScheduledForLater(order, time, time.now);
  return {
    scheduled: orders
      .filter(later)
      .map((order) => ({
        order,
        startsAt: new Date(kitchenStartAt(order, time)).toISOString(),
      }))
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    incoming: orders
      .filter((order) => (order.status === 'New' || order.status === 'Pending') && !later(order))
      .sort(ringingNewestFirst),
    // A confirmed order for later reaches this lane at its start time (until then, Scheduled).
    preparing: orders.filter((order) => order.status === 'Preparing' && !later(order)).sort(dueFirst),
    finished: orders
      .filter((order) => order.status === 'Done' || order.status === 'Cancelled')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    openRequests: (queue?.requests ?? []).filter((request) => !request.confirmed).sort(oldestFirst),
  };
}
