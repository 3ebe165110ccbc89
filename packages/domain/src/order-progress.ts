import { statusProgress } from './order-status.ts';
import type { OrderStatus, OrderType } from './types.ts';

/**
 * The progress bar's steps, named as the statuses the customer reads beside it and in the order
 * history (SPEC.md: New, Preparing, Done), so the bar and the status line never disagree.
 */
export const PROGRESS_STEPS = ['New', 'Preparing', 'Done'] as const satisfies readonly OrderStatus[];

/** Whether the bar has reached a step: New and Pending reach New, Cancelled reaches none. */
export function stepReached(status: OrderStatus, step: (typeof PROGRESS_STEPS)[number]): boolean {
  const percent = statusProgress(status);
  return percent > 0 && percent >= statusProgress(step);
}

/**
 * Where a pickup order is collected, said beside its status: once it is Done, that it is ready and
 * where to come; before, where to come when it is. Null for other order types, a cancelled order
 * or a location without an address.
 */
export function pickupNotice(
  order: { orderType: OrderType; status: OrderStatus },
  address: string | null | undefined,
): string | null {
  const where = address?.trim();
  if (order.orderType !== 'Pickup' || !where || order.status === 'Cancelled') return null;
  return order.status === 'Done'
    ? `Your order is ready! Come to ${where} to collect it.`
    : `Collect it at ${where} once it is ready.`;
}
