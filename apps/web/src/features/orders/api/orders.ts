import type { CreatedOrder, Order } from '@orderly/domain';
import { apiData } from '../../../lib/api-client.ts';

/** An order as the server shows it to its customer (GET /api/orders, /api/orders/{id}, topic order:{id}). */
export type CustomerOrder = Order & { tableId?: string | null; cancelReason?: string | null };

/** Snapshot of the live topic `order:{orderId}`. */
export interface LiveOrder {
  order: CustomerOrder | null;
  serverTime: string;
}

export const orderTopic = (orderId: string) => `order:${orderId}`;

/** The signed-in user's orders at a restaurant, newest first (the last year). */
export async function getOrders(restaurantId: string, signal?: AbortSignal): Promise<CustomerOrder[]> {
  const data = await apiData<{ orders: CustomerOrder[] }>(
    `/api/orders?restaurantId=${encodeURIComponent(restaurantId)}`,
    { signal },
  );
  return data.orders;
}

export async function getOrder(orderId: string, signal?: AbortSignal): Promise<CustomerOrder> {
  const data = await apiData<{ order: CustomerOrder }>(`/api/orders/${encodeURIComponent(orderId)}`, {
    signal,
  });
  return data.order;
}

export type { CreatedOrder };
