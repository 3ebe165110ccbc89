import { BUSY_CHOICES, DELAY_MINUTES, DELAY_REFUSALS, idSchema, MAX_BUSY_MINUTES } from '@orderly/domain';
import { z } from 'zod';
import { orderSchema, serviceRequestSchema, staffNotificationSchema, staffOrderSchema } from '../entities.ts';
import { data, failures, operation } from '../http.ts';

const locationQuery = z.object({ restaurantId: idSchema, locationId: idSchema });
const orderParams = z.object({ orderId: idSchema });
const oneOrder = data(z.object({ order: orderSchema.nullable() }));

/** A location's open orders, requests and alerts (also the live staff topic's snapshot). */
export const staffQueueSchema = z.object({
  orders: z.array(staffOrderSchema),
  requests: z.array(serviceRequestSchema),
  notifications: z.array(staffNotificationSchema),
  serverTime: z.string(),
});

export const staffOperations = {
  getStaffQueue: operation({
    method: 'GET',
    path: '/api/staff/queue',
    summary: 'Open orders, requests and alerts of a location',
    tags: ['Staff'],
    auth: true,
    querystring: locationQuery,
    response: { 200: data(staffQueueSchema), ...failures },
  }),
  searchStaffOrders: operation({
    method: 'GET',
    path: '/api/staff/orders',
    summary: 'Orders of a location by number (?number=) or time range (default: the last 24 hours)',
    tags: ['Staff'],
    auth: true,
    querystring: locationQuery.extend({
      number: z.coerce.number().int().min(1).optional(),
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
    }),
    response: { 200: data(z.object({ orders: z.array(staffOrderSchema) })), ...failures },
  }),
  setOrderStatus: operation({
    method: 'POST',
    path: '/api/staff/orders/:orderId/status',
    summary: 'Move an order to Preparing, Done or Cancelled (with a reason)',
    tags: ['Staff'],
    auth: true,
    params: orderParams,
    body: z.object({
      status: z.enum(['Preparing', 'Done', 'Cancelled']),
      reason: z.string().trim().max(200).optional(),
    }),
    response: { 200: oneOrder, ...failures },
  }),
  delayOrder: operation({
    method: 'POST',
    path: '/api/staff/orders/:orderId/delay',
    summary: "Move an order's promised time later by 5, 10, 15, 20 or 30 minutes and tell the diner",
    tags: ['Staff'],
    auth: true,
    params: orderParams,
    body: z.object({
      minutes: z
        .number({ error: DELAY_REFUSALS.minutes })
        .refine((minutes) => (DELAY_MINUTES as readonly number[]).includes(minutes), DELAY_REFUSALS.minutes),
    }),
    response: { 200: oneOrder, ...failures },
  }),
  refundOrder: operation({
    method: 'POST',
    path: '/api/staff/orders/:orderId/refunds',
    summary: 'Give back part of an online payment (an amount in cents, with a reason)',
    tags: ['Staff'],
    auth: true,
    params: orderParams,
    body: z.object({
      amount: z.number().int().min(1).max(10_000_00),
      reason: z.string().trim().max(200).default(''),
    }),
    response: { 200: oneOrder, ...failures },
  }),
  acknowledgeOrder: operation({
    method: 'POST',
    path: '/api/staff/orders/:orderId/acknowledge',
    summary: 'Stop the new-order alert',
    tags: ['Staff'],
    auth: true,
    params: orderParams,
    response: { 200: data(z.object({ acknowledgedAt: z.string() })), ...failures },
  }),
  confirmServiceRequest: operation({
    method: 'POST',
    path: '/api/staff/requests/:requestId/confirm',
    summary: 'Confirm a service request',
    tags: ['Staff'],
    auth: true,
    params: z.object({ requestId: idSchema }),
    response: { 200: data(z.object({ request: serviceRequestSchema })), ...failures },
  }),
  setAvailability: operation({
    method: 'POST',
    path: '/api/staff/availability',
    summary: 'Mark a product or a choice sold out or back',
    tags: ['Staff'],
    auth: true,
    body: locationQuery.extend({
      productId: idSchema.optional(),
      modifierId: idSchema.optional(),
      choiceId: idSchema.optional(),
      active: z.boolean(),
    }),
    response: { 200: data(z.object({ active: z.boolean() })), ...failures },
  }),
  setLocationStatus: operation({
    method: 'PUT',
    path: '/api/staff/location_status',
    summary: 'Open or pause ordering and delivery (pauseMinutes: a pause that ends by itself)',
    tags: ['Staff'],
    auth: true,
    body: locationQuery.extend({
      orderOpen: z.boolean().optional(),
      deliveryOpen: z.boolean().optional(),
      pauseMinutes: z.number().int().min(1).max(720).optional(),
    }),
    response: {
      // The switches set, and the end of a timed pause (none for a pause until staff resume).
      200: data(
        z.object({
          orderOpen: z.boolean().optional(),
          deliveryOpen: z.boolean().optional(),
          orderPausedUntil: z.string().optional(),
          deliveryPausedUntil: z.string().optional(),
        }),
      ),
      ...failures,
    },
  }),
  setBusyMode: operation({
    method: 'PUT',
    path: '/api/staff/busy_mode',
    summary:
      'Start busy mode (10, 20 or 30 minutes added to every new promise, or ASAP stopped) for a time, or end it',
    tags: ['Staff'],
    auth: true,
    body: locationQuery.extend({
      /** What busy mode does, or 'off' to end it now. */
      choice: z.enum([...BUSY_CHOICES, 'off'], {
        error: 'Choose 10, 20 or 30 more minutes, scheduled orders only, or off.',
      }),
      /** How long it lasts; absent or null: until closing time. */
      forMinutes: z
        .int({ error: 'Use whole minutes for how long busy mode lasts.' })
        .min(1, 'Use at least 1 minute for how long busy mode lasts.')
        .max(MAX_BUSY_MINUTES, 'Use at most 720 minutes (12 hours) for busy mode.')
        .nullable()
        .optional(),
    }),
    response: {
      // The busy mode now in force (null once ended).
      200: data(
        z.object({
          busyMode: z
            .object({ extraMinutes: z.number(), asapStopped: z.boolean(), until: z.string() })
            .nullable(),
        }),
      ),
      ...failures,
    },
  }),
};
