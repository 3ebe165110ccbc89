import type { CreatedOrder, CreateOrderV2Body, GuestCreateOrderBody } from '@orderly/domain';
import { ApiError, call } from '../../../lib/client.ts';
import { rememberTrackingLink } from '../../../lib/tracking-links.ts';

const NETWORK_RETRIES = 2;
const RETRY_DELAY = 800;

/** A fresh key for one attempt at placing an order. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Places an order under an idempotency key. When the network drops before an answer arrives, the
 * same attempt is sent again with the same key: the server places it at most once and answers the
 * retry with the first result.
 */
async function submit(
  operation:
    | { name: 'createOrder'; body: CreateOrderV2Body }
    | { name: 'createGuestOrder'; body: GuestCreateOrderBody },
  key: string,
): Promise<CreatedOrder> {
  for (let attempt = 0; ; attempt++) {
    try {
      const data = await call(operation.name, { body: operation.body, idempotencyKey: key });
      return data.order;
    } catch (error) {
      const networkError = error instanceof ApiError && error.status === 0;
      if (!networkError || attempt >= NETWORK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY * (attempt + 1)));
    }
  }
}

/** POST /api/create_order_v2 (signed in). */
export function placeOrder(body: CreateOrderV2Body, key: string): Promise<CreatedOrder> {
  return submit({ name: 'createOrder', body }, key);
}

/**
 * POST /guest/create_order: a guest's dine-in order, paid in person, no tip. Its tracking link is
 * kept on this device: a guest has no order history to find it in.
 */
export async function placeGuestOrder(body: GuestCreateOrderBody, key: string): Promise<CreatedOrder> {
  const order = await submit({ name: 'createGuestOrder', body }, key);
  if (order.trackingToken) {
    rememberTrackingLink({
      token: order.trackingToken,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      restaurantId: body.restaurantId,
      placedAt: new Date().toISOString(),
    });
  }
  return order;
}
