import type { KitchenTiming } from '@orderly/domain';
import type { StaffOrder } from '../../lib/api-types.ts';

/** Minutes before the due time from which an open order is due soon (amber). */
export const DUE_SOON_MINUTES = 5;

export type ClockState = 'on-time' | 'soon' | 'late' | 'finished';

/** How an order stands against its promise, as numbers; the card says it in words and colour. */
export interface OrderClock {
  /** Whole minutes since it was placed. */
  ageMinutes: number;
  /**
   * When the kitchen must have it ready (epoch ms): the promised time, less the drive for a
   * delivery (the food must leave before the diner's time; the same lead as `kitchenStartAt`).
   */
  dueAt: number;
  /** Whole minutes left before dueAt (rounded up), or late by (rounded up) when negative. */
  minutesLeft: number;
  state: ClockState;
}

const MINUTE = 60_000;

export function orderClock(order: StaffOrder, timing: KitchenTiming, now: Date): OrderClock {
  const drive = order.orderType === 'Delivery' ? Math.max(0, timing.deliveryTime ?? 0) : 0;
  const dueAt = Date.parse(order.completedAt) - drive * MINUTE;
  const left = dueAt - now.getTime();
  const open = order.status === 'New' || order.status === 'Pending' || order.status === 'Preparing';
  const minutesLeft = left >= 0 ? Math.ceil(left / MINUTE) : -Math.ceil(-left / MINUTE);
  const state: ClockState = !open
    ? 'finished'
    : left < 0
      ? 'late'
      : minutesLeft <= DUE_SOON_MINUTES
        ? 'soon'
        : 'on-time';
  return {
    ageMinutes: Math.max(0, Math.floor((now.getTime() - Date.parse(order.createdAt)) / MINUTE)),
    dueAt,
    minutesLeft,
    state,
  };
}

/**
 * The promise in words, never colour alone: 'Late 4 min', 'Due in 12 min', 'Due now' (a delivery:
 * 'Out in 12 min', the food must leave). The clock time itself is on the card's facts line.
 */
export function promiseText(clock: OrderClock, delivery: boolean): string {
  if (clock.state === 'late') return `Late ${-clock.minutesLeft} min`;
  const verb = delivery ? 'Out' : 'Due';
  return clock.minutesLeft === 0 ? `${verb} now` : `${verb} in ${clock.minutesLeft} min`;
}
