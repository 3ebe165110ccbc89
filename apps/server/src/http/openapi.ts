import {
  changeUserInfoBodySchema,
  createCustomerBodySchema,
  createDeliveryBodySchema,
  createOrderV2BodySchema,
  deactivateUserBodySchema,
  estimateDeliveryBodySchema,
  guestCreateOrderBodySchema,
  orderReviewBodySchema,
  saveAddressBodySchema,
  saveCourierAddressBodySchema,
  serviceRequestBodySchema,
  staffNotificationBodySchema,
} from '@orderly/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  /** Needs `Authorization: Bearer <session token>`. */
  auth: boolean;
  body?: z.ZodType;
  tag: string;
}

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

const email = z.object({ email: z.string() });
const signIn = z.object({ email: z.string(), password: z.string(), restaurantId: z.string().optional() });

/** Every endpoint of the server. A test checks this list against the routes actually registered. */
export const operations: Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Server and database state',
    auth: false,
    tag: 'Operations',
  },
  { method: 'get', path: '/api/openapi.json', summary: 'This document', auth: false, tag: 'Operations' },
  {
    method: 'post',
    path: '/guest/auth/check_email',
    summary: 'Whether a password account exists for an e-mail (login flow step 1)',
    auth: false,
    body: email,
    tag: 'Accounts',
  },
  {
    method: 'post',
    path: '/guest/auth/sign_up',
    summary: 'Create a customer account and sign in',
    auth: false,
    body: signIn.extend({ name: z.string(), phoneNumber: z.string(), isDineIn: z.boolean().optional() }),
    tag: 'Accounts',
  },
  {
    method: 'post',
    path: '/guest/auth/sign_in',
    summary: 'Sign in; returns the session token',
    auth: false,
    body: signIn,
    tag: 'Accounts',
  },
  {
    method: 'post',
    path: '/guest/auth/reset_password',
    summary: 'E-mail a password-reset link',
    auth: false,
    body: email,
    tag: 'Accounts',
  },
  {
    method: 'post',
    path: '/guest/auth/reset_password/confirm',
    summary: 'Choose a new password with the e-mailed token',
    auth: false,
    body: z.object({ token: z.string(), newPassword: z.string() }),
    tag: 'Accounts',
  },
  { method: 'post', path: '/api/sign_out', summary: 'End this session', auth: true, tag: 'Accounts' },
  {
    method: 'put',
    path: '/api/deactivate_user',
    summary: 'Delete the signed-in account',
    auth: true,
    body: deactivateUserBodySchema,
    tag: 'Accounts',
  },
  {
    method: 'get',
    path: '/api/me',
    summary: 'Profile, per-restaurant data (?restaurantId=) and staff roles',
    auth: true,
    tag: 'Users',
  },
  {
    method: 'put',
    path: '/api/user_info',
    summary: 'Change name and phone',
    auth: true,
    body: changeUserInfoBodySchema,
    tag: 'Users',
  },
  {
    method: 'put',
    path: '/api/address',
    summary: 'Save the delivery address (checked against the delivery area)',
    auth: true,
    body: saveAddressBodySchema.extend({ restaurantId: z.string(), locationId: z.string() }),
    tag: 'Users',
  },
  {
    method: 'put',
    path: '/api/courier_address',
    summary: 'Save the courier address',
    auth: true,
    body: saveCourierAddressBodySchema,
    tag: 'Users',
  },
  {
    method: 'put',
    path: '/api/user_restaurant',
    summary: 'Save cart, choices cart, order type, payment method, promos, notes, order time, tip',
    auth: true,
    tag: 'Users',
  },
  {
    method: 'post',
    path: '/api/promo_code',
    summary: 'Apply a promo code',
    auth: true,
    body: z.object({ restaurantId: z.string(), locationId: z.string(), code: z.string() }),
    tag: 'Users',
  },
  {
    method: 'delete',
    path: '/api/promo_code',
    summary: 'Remove the applied promo code (?restaurantId=)',
    auth: true,
    tag: 'Users',
  },
  {
    method: 'post',
    path: '/api/rewards/redeem',
    summary: 'Redeem one more (change 1) or one fewer (change -1) of a reward',
    auth: true,
    body: z.object({
      restaurantId: z.string(),
      locationId: z.string(),
      rewardId: z.string(),
      change: z.union([z.literal(1), z.literal(-1)]),
    }),
    tag: 'Users',
  },
  {
    method: 'get',
    path: '/guest/payments/config',
    summary: 'Where and how the browser tokenizes a card',
    auth: false,
    tag: 'Payments',
  },
  {
    method: 'post',
    path: '/sandbox/payments/v1/tokens',
    summary: 'Sandbox card provider: tokenize a card (form-encoded, Stripe-shaped)',
    auth: false,
    tag: 'Payments',
  },
  {
    method: 'post',
    path: '/api/create_customer',
    summary: 'Save a tokenized card',
    auth: true,
    body: createCustomerBodySchema,
    tag: 'Payments',
  },
  {
    method: 'put',
    path: '/api/update_customer',
    summary: 'Replace the saved card',
    auth: true,
    body: createCustomerBodySchema,
    tag: 'Payments',
  },
  { method: 'delete', path: '/api/card', summary: 'Delete the saved card', auth: true, tag: 'Payments' },
  {
    method: 'post',
    path: '/api/create_order_v2',
    summary: 'Place an order (Idempotency-Key header supported)',
    auth: true,
    body: createOrderV2BodySchema,
    tag: 'Orders',
  },
  {
    method: 'post',
    path: '/guest/create_order',
    summary: 'Place a guest dine-in order',
    auth: false,
    body: guestCreateOrderBodySchema,
    tag: 'Orders',
  },
  {
    method: 'get',
    path: '/api/orders',
    summary: 'Order history (?restaurantId=&from=&to=&limit=)',
    auth: true,
    tag: 'Orders',
  },
  {
    method: 'get',
    path: '/api/orders/{orderId}',
    summary: 'One order (its customer or the restaurant staff)',
    auth: true,
    tag: 'Orders',
  },
  {
    method: 'get',
    path: '/guest/orders/{orderId}',
    summary: 'A guest order by its id',
    auth: false,
    tag: 'Orders',
  },
  {
    method: 'put',
    path: '/api/orders/{orderId}/review',
    summary: 'Rate an order',
    auth: true,
    body: orderReviewBodySchema.omit({ orderId: true }),
    tag: 'Orders',
  },
  {
    method: 'post',
    path: '/api/estimate_delivery',
    summary: 'Courier estimate',
    auth: true,
    body: estimateDeliveryBodySchema,
    tag: 'Delivery',
  },
  {
    method: 'post',
    path: '/api/create_delivery',
    summary: 'Book the courier',
    auth: true,
    body: createDeliveryBodySchema,
    tag: 'Delivery',
  },
  {
    method: 'get',
    path: '/api/places/autocomplete',
    summary: 'Address suggestions in Canada (?q=)',
    auth: true,
    tag: 'Delivery',
  },
  {
    method: 'get',
    path: '/api/places/{placeId}',
    summary: 'The address and coordinates of a suggestion',
    auth: true,
    tag: 'Delivery',
  },
  {
    method: 'get',
    path: '/guest/restaurants/{restaurantId}/locations/{locationId}',
    summary: 'Location settings (restaurant settings merged in)',
    auth: false,
    tag: 'Restaurants',
  },
  {
    method: 'get',
    path: '/guest/restaurants/{restaurantId}/rewards',
    summary: 'The restaurant rewards (points and first-order rewards)',
    auth: false,
    tag: 'Restaurants',
  },
  {
    method: 'get',
    path: '/guest/restaurants/{restaurantId}/locations/{locationId}/menu',
    summary: 'The location catalogue',
    auth: false,
    tag: 'Restaurants',
  },
  {
    method: 'post',
    path: '/guest/requests',
    summary: 'Send a dine-in service request',
    auth: false,
    body: serviceRequestBodySchema.extend({ custom: z.boolean().optional() }),
    tag: 'Requests',
  },
  {
    method: 'get',
    path: '/guest/requests/{requestId}',
    summary: 'A service request by its id',
    auth: false,
    tag: 'Requests',
  },
  {
    method: 'post',
    path: '/guest/create_staff_notification',
    summary: 'Alert the staff of a location',
    auth: false,
    body: staffNotificationBodySchema.extend({ restaurantId: z.string() }),
    tag: 'Requests',
  },
  {
    method: 'get',
    path: '/api/staff/queue',
    summary: 'Open orders, requests and alerts of a location',
    auth: true,
    tag: 'Staff',
  },
  {
    method: 'get',
    path: '/api/staff/orders',
    summary: 'Orders by number (?number=) or time range',
    auth: true,
    tag: 'Staff',
  },
  {
    method: 'post',
    path: '/api/staff/orders/{orderId}/status',
    summary: 'Move an order to Preparing, Done or Cancelled (with a reason)',
    auth: true,
    body: z.object({ status: z.enum(['Preparing', 'Done', 'Cancelled']), reason: z.string().optional() }),
    tag: 'Staff',
  },
  {
    method: 'post',
    path: '/api/staff/orders/{orderId}/acknowledge',
    summary: 'Stop the new-order alert',
    auth: true,
    tag: 'Staff',
  },
  {
    method: 'post',
    path: '/api/staff/requests/{requestId}/confirm',
    summary: 'Confirm a service request',
    auth: true,
    tag: 'Staff',
  },
  {
    method: 'post',
    path: '/api/staff/availability',
    summary: 'Mark a product or a choice sold out or back',
    auth: true,
    tag: 'Staff',
  },
  {
    method: 'put',
    path: '/api/staff/location_status',
    summary: 'Open or pause ordering and delivery',
    auth: true,
    tag: 'Staff',
  },
  {
    method: 'get',
    path: '/dev/outbox',
    summary: 'Development only: e-mails kept by the embedded mailer (?to=)',
    auth: false,
    tag: 'Operations',
  },
  {
    method: 'get',
    path: '/live',
    summary:
      'WebSocket: {type:auth,token}, {type:subscribe,topic}; snapshots of location, menu, order, request, user and staff topics',
    auth: false,
    tag: 'Live',
  },
];

/** The OpenAPI 3.1 document of the server, built once from the operations and their zod schemas. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const parameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = {
      summary: operation.summary,
      tags: [operation.tag],
      ...(operation.auth ? { security: [{ bearer: [] }] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: json(operation.body) } },
            },
          }
        : {}),
      responses: {
        '200': { description: '`{ data: … }`' },
        '4XX': { description: '`{ error: { message } }` — the message is meant for the customer' },
        ...(operation.auth ? { '401': { description: "'Not Authenticated'" } } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Orderly ordering server', version: '0.1.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

export function registerOpenApi(app: FastifyInstance) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get('/api/openapi.json', async () => {
    document ??= openApiDocument();
    return document;
  });
}
