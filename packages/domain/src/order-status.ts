import { type Instant, instantMillis } from './clock.ts';
import type { OrderStatus } from './types.ts';

/** A Preparing order older than this is shown as Done. */
export const PREPARING_SHOWN_DONE_AFTER_DAYS = 3;

/** Which status may follow which; Done and Cancelled are final. */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  New: ['Preparing', 'Cancelled'],
  Pending: ['Preparing', 'Cancelled'],
  Preparing: ['Done', 'Cancelled'],
  Done: [],
  Cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** The status the customer sees: Preparing for more than 3 days shows as Done. */
export function displayStatus(order: { status: OrderStatus; createdAt: string }, now: Instant): OrderStatus {
  if (order.status !== 'Preparing') return order.status;
  const age = instantMillis(now) - instantMillis(order.createdAt);
  return age > PREPARING_SHOWN_DONE_AFTER_DAYS * 24 * 60 * 60 * 1000 ? 'Done' : 'Preparing';
}

/** Progress bar percent: 32 New/Pending, 66 Preparing, 100 Done, 0 Cancelled. */
export function statusProgress(status: OrderStatus): number {
  switch (status) {
    case 'New':
    case 'Pending':
      return 32;
    case 'Preparing':
      return 66;
    case 'Done':
      return 100;
    default:
      return 0;
  }
}

export type StatusColour = 'green' | 'orange' | 'red' | 'neutral';

/** Order history colours: New green, Preparing orange, Done red, others neutral. */
export function statusColour(status: OrderStatus): StatusColour {
  if (status === 'New') return 'green';
  if (status === 'Preparing') return 'orange';
  if (status === 'Done') return 'red';
  return 'neutral';
}
