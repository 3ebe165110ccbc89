import { idSchema, pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from '@orderly/domain';
import { z } from 'zod';
import { data, failures, operation } from '../http.ts';

/**
 * Web Push (decision 0091): a diner's browser follows one order's notices, after the order is
 * placed: the diner who placed it (signed in) or whoever holds its tracking link (a guest).
 */

const pushState = data(z.object({ subscribed: z.boolean() }));
/** The tracking link's token (a wrong one is the same 404 as GET /guest/order_tracking's). */
const trackingToken = z.object({ token: z.string().trim().min(1).max(100) });

export const pushOperations = {
  getPushKey: operation({
    method: 'GET',
    path: '/guest/push/key',
    summary: "The server's VAPID public key, which a browser subscribes to push notifications with",
    tags: ['Notices'],
    auth: false,
    response: { 200: data(z.object({ publicKey: z.string() })), ...failures },
  }),
  subscribeOrderPush: operation({
    method: 'POST',
    path: '/api/orders/:orderId/push',
    summary: "This browser gets the order's notices as push notifications (the diner who placed it)",
    tags: ['Notices'],
    auth: true,
    params: z.object({ orderId: idSchema }),
    body: pushSubscriptionBodySchema,
    response: { 200: pushState, ...failures },
  }),
  unsubscribeOrderPush: operation({
    method: 'POST',
    path: '/api/orders/:orderId/push/remove',
    summary: "This browser stops getting the order's push notifications",
    tags: ['Notices'],
    auth: true,
    params: z.object({ orderId: idSchema }),
    body: pushUnsubscribeBodySchema,
    response: { 200: pushState, ...failures },
  }),
  subscribeTrackingPush: operation({
    method: 'POST',
    path: '/guest/order_tracking/push',
    summary: 'This browser gets the notices of the order a tracking link opens, as push notifications',
    tags: ['Notices'],
    auth: false,
    querystring: trackingToken,
    body: pushSubscriptionBodySchema,
    response: { 200: pushState, ...failures },
  }),
  unsubscribeTrackingPush: operation({
    method: 'POST',
    path: '/guest/order_tracking/push/remove',
    summary: 'This browser stops getting the push notifications of the order a tracking link opens',
    tags: ['Notices'],
    auth: false,
    querystring: trackingToken,
    body: pushUnsubscribeBodySchema,
    response: { 200: pushState, ...failures },
  }),
};
