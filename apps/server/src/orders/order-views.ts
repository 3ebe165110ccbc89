import { type Order, orderAmounts } from '@orderly/domain';
import type { Db } from '../db/client.ts';
import { staffAccess } from '../staff/staff-access.ts';
import { findOrder, type OrderRow } from './orders-repository.ts';
import { refundsOfOrder } from './refunds-repository.ts';

export type { OrderRow };

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
    kiosk: row.kioskId ? { kioskId: row.kioskId, stand: row.kioskStand } : null,
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

/** An order as its customer and the staff see it, with its refunds; null when there is none. */
export async function loadOrder(db: Db, orderId: string) {
  const row = await findOrder(db, orderId);
  if (!row) return null;
  const refundRows = await refundsOfOrder(db, orderId);
  return {
    ...orderView(row),
    refunds: refundRows.map((refund) => ({
      description: refund.description,
      amount: refund.amount,
      createdAt: refund.createdAt.toISOString(),
      kind: refund.kind,
      confirmed: refund.chargeId === null || refund.refundedAt !== null,
    })),
  };
}

/**
 * May this user see this order (with its customer's name and phone)? Its customer, or staff and
 * managers who hold its location (those of every location, and those of that one). The one rule
 * for `GET /api/orders/:id` and the live `order:{id}` topic.
 */
export async function canSeeOrder(
  db: Db,
  userId: string,
  order: { userId: string | null; restaurantId: string; locationId: string },
): Promise<boolean> {
  if (order.userId === userId) return true;
  return (await staffAccess(db, userId, order.restaurantId, order.locationId)) !== null;
}
