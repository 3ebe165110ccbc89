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
}

export function isOrderCompleteState(value: unknown): value is OrderCompleteState {
  if (!value || typeof value !== 'object') return false;
  const state = value as Partial<OrderCompleteState>;
  return typeof state.orderId === 'string' && typeof state.orderNumber === 'number';
}
