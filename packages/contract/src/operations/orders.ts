import {
  createdOrderSchema,
  createOrderV2BodySchema,
  GUEST_ORDER,
  guestCreateOrderBodySchema,
  idSchema,
  messages,
  orderReviewBodySchema,
} from '@orderly/domain';
import { z } from 'zod';
import { orderSchema } from '../entities.ts';
import { data, failures, operation } from '../http.ts';

/**
 * What placing an order answers (data.order), as an allow-list: the number, total, points and time
 * the order-complete screen shows, nothing else of the order (an unlisted field is not sent, and
 * fails the response in tests).
 */
const placedOrderSchema = createdOrderSchema.omit({ trackingToken: true });
const placedOrder = data(z.object({ order: placedOrderSchema }));
/** A guest's answer adds the token of the order's tracking link (a guest has no account to find it with). */
const placedGuestOrder = data(z.object({ order: placedOrderSchema.extend({ trackingToken: z.string() }) }));
const oneOrder = data(z.object({ order: orderSchema }));
const orderParams = z.object({ orderId: idSchema });

/** Idempotency-Key: the same key and body answer the first response again (other headers pass through). */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().max(255, 'Idempotency-Key is too long.').optional(),
});

export const orderOperations = {
  createOrder: operation({
    method: 'POST',
    path: '/api/create_order_v2',
    summary: 'Place an order (Idempotency-Key header supported)',
    tags: ['Orders'],
    auth: true,
    headers: idempotencyHeaders,
    body: createOrderV2BodySchema,
    response: { 201: placedOrder, ...failures },
  }),
  createGuestOrder: operation({
    method: 'POST',
    path: '/guest/create_order',
    summary: "Place a guest's order: dine-in at a table, or dine-in or takeout at a kiosk",
    tags: ['Orders'],
    auth: false,
    headers: idempotencyHeaders,
    // The order type is read first: a guest asking for another type is told guests only dine in
    // (takeout is a kiosk's only: the server refuses it elsewhere with the same sentence).
    body: z.object({
      orderType: z.enum([GUEST_ORDER.orderType, 'Pickup'], {
        error: (issue) => (issue.input === undefined ? undefined : messages.guestDineInOnly),
      }),
      ...guestCreateOrderBodySchema.omit({ orderType: true }).shape,
    }),
    response: { 201: placedGuestOrder, ...failures },
  }),
  listOrders: operation({
    method: 'GET',
    path: '/api/orders',
    summary: 'Order history at a restaurant, newest first (default: the last year)',
    tags: ['Orders'],
    auth: true,
    querystring: z.object({
      restaurantId: idSchema,
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(100),
    }),
    response: { 200: data(z.object({ orders: z.array(orderSchema) })), ...failures },
  }),
  getOrder: operation({
    method: 'GET',
    path: '/api/orders/:orderId',
    summary: 'One order (its customer or the restaurant staff)',
    tags: ['Orders'],
    auth: true,
    params: orderParams,
    response: { 200: oneOrder, ...failures },
  }),
  reviewOrder: operation({
    method: 'PUT',
    path: '/api/orders/:orderId/review',
    summary: 'Rate an order',
    tags: ['Orders'],
    auth: true,
    params: orderParams,
    body: orderReviewBodySchema.omit({ orderId: true }),
    response: {
      200: data(z.object({ review: z.object({ rating: z.number().int(), comment: z.string() }) })),
      ...failures,
    },
  }),
};
