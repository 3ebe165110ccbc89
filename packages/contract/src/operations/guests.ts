import { z } from 'zod';
import { data, failures, operation } from '../http.ts';

/** The order as a guest's tracking link shows it: no ids, name, phone, address or review. */
export const trackedOrderSchema = z
  .looseObject({
    restaurantId: z.string(),
    locationId: z.string(),
    orderNumber: z.number().int(),
    status: z.enum(['New', 'Pending', 'Preparing', 'Done', 'Cancelled']),
    total: z.number().int(),
    cancelReason: z.string().nullable(),
  })
  .meta({ description: 'The order without what names its customer (see TrackedOrder on the server)' });

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
      200: data(
        z.object({
          order: trackedOrderSchema,
          place: z.object({
            restaurantName: z.string(),
            locationName: z.string(),
            address: z.string(),
            phoneNumber: z.string(),
            timeZone: z.string(),
          }),
          zoneOffsets: z.unknown(),
          serverTime: z.string(),
        }),
      ),
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
