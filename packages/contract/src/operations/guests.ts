import { ORDER_AMOUNTS, type OrderAmountName } from '@orderly/domain';
import { z } from 'zod';
import { orderSchema, zoneOffsetsSchema } from '../entities.ts';
import { data, failures, operation } from '../http.ts';

/** Every amount of an order, each picked. */
const allAmounts = Object.fromEntries(ORDER_AMOUNTS.map((name) => [name, true])) as {
  [Name in OrderAmountName]: true;
};

/**
 * The order as a guest's tracking link shows it (GET /guest/order_tracking and the live topic
 * tracking:{token}), as an allow-list: the server serialises the order by this schema, so only the
 * fields picked here are ever sent. What follows it (status, time, where, items, amounts, refunds,
 * its own special requests); never its id, the customer's name, phone, e-mail or address, the
 * user, payment ids, the review or the promo code. A new order field stays private until picked.
 */
export const trackedOrderSchema = orderSchema
  .pick({
    restaurantId: true,
    locationId: true,
    orderNumber: true,
    createdAt: true,
    completedAt: true,
    orderType: true,
    paymentMethod: true,
    status: true,
    notes: true,
    tableNumber: true,
    lines: true,
    ...allAmounts,
    totalRefundAmount: true,
    refunds: true,
    rewards: true,
    addedCharges: true,
    pointsEarned: true,
  })
  .extend({ cancelReason: z.string().nullable() })
  .meta({ description: 'The order as its tracking link shows it: nothing that names its customer' });

/** What a tracking link opens: the order, where it is made, and the restaurant's clock. */
export const orderTrackingSchema = z.object({
  order: trackedOrderSchema,
  place: z.object({
    restaurantName: z.string(),
    locationName: z.string(),
    address: z.string(),
    phoneNumber: z.string(),
    timeZone: z.string(),
  }),
  /** The zone's offsets, so the browser shows the restaurant's clock without Intl. */
  zoneOffsets: zoneOffsetsSchema.nullable(),
  serverTime: z.string(),
});

export const guestOperations = {
  getOrderTracking: operation({
    method: 'GET',
    path: '/guest/order_tracking',
    summary:
      "The order a guest's tracking link opens (read-only; one 404 for every token that opens nothing)",
    tags: ['Orders'],
    auth: false,
    // Whatever came, one lookup: a token that is not text is looked up as none.
    querystring: z.object({ token: z.string().optional().catch(undefined) }),
    response: {
      200: data(orderTrackingSchema),
      ...failures,
    },
  }),
  getPlatform: operation({
    method: 'GET',
    path: '/guest/platform',
    summary: "What the platform's root page shows: the demo's links when the demo is seeded",
    tags: ['Restaurants'],
    auth: false,
    response: {
      200: data(
        z.object({ demoLinks: z.array(z.object({ label: z.string(), path: z.string() })).readonly() }),
      ),
      ...failures,
    },
  }),
};
