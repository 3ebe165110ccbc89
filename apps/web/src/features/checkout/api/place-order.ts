import type { CreatedOrder, CreateOrderV2Body, GuestCreateOrderBody } from '@orderly/domain';
import { call } from '../../../lib/client.ts';
import { sendWithRetries } from '../../../lib/idempotent-send.ts';
import { rememberTrackingLink } from '../../../lib/tracking-links.ts';

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
  const data = await sendWithRetries(() =>
    call(operation.name, { body: operation.body, idempotencyKey: key }),
  );
  return data.order;
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
