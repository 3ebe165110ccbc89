import { topics } from '@orderly/client';
import type { DataOf } from '@orderly/contract';
import type { CreatedOrder } from '@orderly/domain';
import { call } from '../../../lib/client.ts';

/** An order as the server shows it to its customer (GET /api/orders, /api/orders/{id}, topic order:{id}). */
export type CustomerOrder = DataOf<'getOrder'>['order'];

export const orderTopic = topics.order;

/** The signed-in user's orders at a restaurant, newest first (the last year). */
export async function getOrders(restaurantId: string, signal?: AbortSignal): Promise<CustomerOrder[]> {
  const data = await call('listOrders', { query: { restaurantId }, signal });
  return data.orders;
}

export async function getOrder(orderId: string, signal?: AbortSignal): Promise<CustomerOrder> {
  const data = await call('getOrder', { params: { orderId }, signal });
  return data.order;
}

export type { CreatedOrder };
