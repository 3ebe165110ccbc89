import { type Order, orderAmounts } from '@orderly/domain';
import type { orders } from '../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;

/** An order as its customer and the staff see it. */
export function orderView(row: OrderRow): Order & { tableId: string | null; cancelReason: string | null } {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    locationId: row.locationId,
    userId: row.userId,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt.toISOString(),
    orderType: row.orderType,
    paymentMethod: row.paymentMethod,
    status: row.status,
    review: row.review,
    notes: row.notes,
    tableId: row.tableId,
    tableNumber: row.tableNumber,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    deliveryAddress: row.deliveryAddress,
    aptNumber: row.aptNumber,
    deliveryInstructions: row.deliveryInstructions,
    lines: row.lines,
    ...orderAmounts(row),
    promoCode: row.promoCode,
    totalRefundAmount: row.totalRefundAmount,
    refunds: [],
    rewards: row.rewards,
    addedCharges: row.addedCharges,
    pointsEarned: row.pointsEarned,
    cancelReason: row.cancelReason,
  };
}
