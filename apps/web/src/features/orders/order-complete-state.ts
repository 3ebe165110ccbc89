import type { OrderType, PaymentMethod } from '@orderly/domain';

/** What /order_complete receives as navigation state (SPEC.md section 2). */
export interface OrderCompleteState {
  completedAt: string;
  orderId: string;
  orderNumber: number;
  orderType: Exclude<OrderType, ''>;
  total: number;
  paymentMethod: Exclude<PaymentMethod, ''>;
  pointsEarned: number;
  tableNumber: string | null;
  /** A round of the table's shared tab (decision 0094): its number; null or absent otherwise. */
  visitRound?: number | null;
  /**
   * Placed at a kiosk (decision 0092): the kiosk customer's visit it belongs to (another visit's
   * page, found in the browser's history, is not shown) and the stand's number, or null.
   */
  kiosk?: { visit: string | null; stand: number | null } | null;
}

export function isOrderCompleteState(value: unknown): value is OrderCompleteState {
  if (!value || typeof value !== 'object') return false;
  const state = value as Partial<OrderCompleteState>;
  return typeof state.orderId === 'string' && typeof state.orderNumber === 'number';
}
