import { createECDH } from 'node:crypto';
import { demoPlaces } from '@orderly/test-kit';
import { demoDocumentJson } from '../demo/demo.ts';
import { unsubscribeToken } from '../notices/unsubscribe-token.ts';
import { orderBody } from './customers.ts';
import type { RouteCallers } from './route-callers.ts';
import { testAuthSecret } from './test-server.ts';

/**
 * Who may call each route of the server, decided per route (the access-matrix suite checks every
 * registered route has an entry), with a well-formed request for each: the permitted caller's
 * request in the access matrix, and the start the fuzz suite mutates.
 */
export type Access =
  /** Anyone, no session needed. */
  | 'public'
  /** Any signed-in user, on their own data only (the session names whose). */
  | 'signed-in'
  /** The customer who owns the record the path names (an order). */
  | 'owner'
  /** Staff of the restaurant the request names (the demo's). */
  | 'staff'
  /** Managers of the restaurant the request names (the demo's): its staff are refused too. */
  | 'manager';

export interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** Sent form-encoded (the sandbox card provider). */
  form?: Record<string, string>;
}

export interface Entry {
  access: Access;
  /** The request, naming the demo restaurant and the first customer's records. */
  call: (callers: RouteCallers) => Call;
  /**
   * What the permitted caller's request answers: 'ok' (2xx, the default) or 'answered' (not
   * refused: any status but 401, 403 and 5xx; used where the state of the demo decides).
   */
  permitted?: 'ok' | 'answered';
  /** Ends the caller's session or account: the permitted call is made by an account of its own. */
  endsSession?: boolean;
}

const demo = { restaurantId: 'demo', locationId: 'downtown' };

/** An unsubscribe link's token, as the test servers sign it. */
const unsubscribeLink = encodeURIComponent(
  unsubscribeToken(testAuthSecret, { restaurantId: 'demo', email: 'unsubscribe@example.com' }),
);

/** A browser's push subscription, as a browser sends it (the keys' shape only: nothing is sent to it). */
const pushBody = {
  subscription: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/access-table',
    expirationTime: null,
    keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: 'A'.repeat(22) },
  },
};

/** The demo downtown location's delivery fee, time and zones, as its restaurant file sets them. */
const demoZones = () => {
  const { settings } = demoDocumentJson() as { settings: Record<string, unknown> };
  return {
    deliveryFee: settings.deliveryFee,
    deliveryTime: settings.deliveryTime,
    deliveryZone: settings.deliveryZone,
    deliveryZonesWithFees: settings.deliveryZonesWithFees,
  };
};
const demoQuery = 'restaurantId=demo&locationId=downtown';

/** A card token from the sandbox provider, as the browser gets one. */
const cardForm = {
  'card[number]': '4242424242424242',
  'card[cvc]': '123',
  'card[exp_month]': '12',
  'card[exp_year]': '2030',
  'card[address_zip]': 'V6B 2S2',
};

const deliveryRequest = {
  pickup_address: '1 Main St, Vancouver, BC',
  dropoff_address: '2 Main St, Vancouver, BC',
  order_value: 2000,
  external_store_id: 'downtown',
  external_business_name: 'Maple and Miso',
  pickup_time: '2026-11-18T20:00:00-08:00',
};

export const accessTable: Record<string, Entry> = {
  // Operations and documentation
  'GET /api/health': { access: 'public', call: () => ({ method: 'GET', path: '/api/health' }) },
  'GET /api/health/live': { access: 'public', call: () => ({ method: 'GET', path: '/api/health/live' }) },
  'GET /api/health/ready': { access: 'public', call: () => ({ method: 'GET', path: '/api/health/ready' }) },
  'GET /api/openapi.json': { access: 'public', call: () => ({ method: 'GET', path: '/api/openapi.json' }) },
  // A development aid, on only with devTools; refused to other machines (dev-outbox.test.ts).
  'GET /dev/outbox': { access: 'public', call: () => ({ method: 'GET', path: '/dev/outbox' }) },
  'GET /live': { access: 'public', call: () => ({ method: 'GET', path: '/live' }), permitted: 'answered' },

  // Accounts
  'POST /guest/auth/check_email': {
    access: 'public',
    call: () => ({ method: 'POST', path: '/guest/auth/check_email', body: { email: 'customer@demo.test' } }),
  },
  'POST /guest/auth/sign_up': {
    access: 'public',
    call: () => ({
      method: 'POST',
      path: '/guest/auth/sign_up',
      body: {
        email: `matrix-${Date.now()}-${Math.random()}@example.com`,
        password: 'secret123',
        name: 'Sam Patel',
        phoneNumber: '6045550100',
        restaurantId: 'demo',
      },
    }),
  },
  'POST /guest/auth/sign_in': {
    access: 'public',
    call: () => ({
      method: 'POST',
      path: '/guest/auth/sign_in',
      body: { email: 'customer@demo.test', password: 'demo1234', restaurantId: 'demo' },
    }),
  },
  'POST /guest/auth/reset_password': {
    access: 'public',
    call: () => ({
      method: 'POST',
      path: '/guest/auth/reset_password',
      body: { email: 'nobody@example.com' },
    }),
    // A few resets per address, whatever RATE_LIMIT_FACTOR: the earlier calls may have used them.
    permitted: 'answered',
  },
  'POST /guest/auth/reset_password/confirm': {
    access: 'public',
    call: () => ({
      method: 'POST',
      path: '/guest/auth/reset_password/confirm',
      body: { token: 'not-a-reset-link', newPassword: 'a new passphrase 42' },
    }),
    permitted: 'answered',
  },
  // Staff invitations: the e-mailed token is the credential (invitation-routes.test.ts).
  'POST /guest/auth/invitation': {
    access: 'public',
    call: () => ({ method: 'POST', path: '/guest/auth/invitation', body: { token: 'not-an-invitation' } }),
    permitted: 'answered',
  },
  'POST /guest/auth/invitation/accept': {
    access: 'public',
    call: () => ({
      method: 'POST',
      path: '/guest/auth/invitation/accept',
      body: { token: 'not-an-invitation', password: 'a new passphrase 42' },
    }),
    permitted: 'answered',
  },
  // Accepting as the signed-in person: the token decides (400 for one that is not an invitation).
  'POST /api/invitation/accept': {
    access: 'signed-in',
    call: () => ({ method: 'POST', path: '/api/invitation/accept', body: { token: 'not-an-invitation' } }),
    permitted: 'answered',
  },
  'POST /api/sign_out': {
    access: 'signed-in',
    call: () => ({ method: 'POST', path: '/api/sign_out' }),
    endsSession: true,
  },
  'PUT /api/deactivate_user': {
    access: 'owner',
    call: (callers) => ({
      method: 'PUT',
      path: '/api/deactivate_user',
      body: { userId: callers.customer.userId, password: callers.customer.password },
    }),
    endsSession: true,
  },
  // Ends the caller's other sessions: made by an account of its own.
  'POST /api/change_password': {
    access: 'signed-in',
    call: (callers) => ({
      method: 'POST',
      path: '/api/change_password',
      body: { currentPassword: callers.customer.password, newPassword: 'a fresh passphrase 42' },
    }),
    endsSession: true,
  },

  // The signed-in user's own data
  'GET /api/me': { access: 'signed-in', call: () => ({ method: 'GET', path: '/api/me?restaurantId=demo' }) },
  'PUT /api/user_info': {
    access: 'signed-in',
    call: () => ({
      method: 'PUT',
      path: '/api/user_info',
      body: { name: 'Sam Patel', phoneNumber: '6045550100' },
    }),
  },
  'PUT /api/address': {
    access: 'signed-in',
    call: () => ({
      method: 'PUT',
      path: '/api/address',
      body: { ...demo, placeId: demoPlaces.kingsway },
    }),
    permitted: 'answered',
  },
  'PUT /api/courier_address': {
    access: 'signed-in',
    call: () => ({
      method: 'PUT',
      path: '/api/courier_address',
      body: { street: '1 Main St', city: 'Vancouver', state: 'BC', zip_code: 'V6B 2S2' },
    }),
  },
  'PUT /api/user_restaurant': {
    access: 'signed-in',
    call: () => ({
      method: 'PUT',
      path: '/api/user_restaurant',
      body: { restaurantId: 'demo', notes: 'matrix' },
    }),
  },
  'POST /api/promo_code': {
    access: 'signed-in',
    call: () => ({ method: 'POST', path: '/api/promo_code', body: { ...demo, code: 'WELCOME10' } }),
    permitted: 'answered',
  },
  'DELETE /api/promo_code': {
    access: 'signed-in',
    call: () => ({ method: 'DELETE', path: '/api/promo_code?restaurantId=demo' }),
  },
  'POST /api/rewards/redeem': {
    access: 'signed-in',
    call: () => ({
      method: 'POST',
      path: '/api/rewards/redeem',
      body: { ...demo, rewardId: 'r1', change: 1 },
    }),
    permitted: 'answered',
  },

  // Payments
  'GET /guest/payments/config': {
    access: 'public',
    call: () => ({ method: 'GET', path: '/guest/payments/config' }),
  },
  'POST /sandbox/payments/v1/tokens': {
    access: 'public',
    call: () => ({ method: 'POST', path: '/sandbox/payments/v1/tokens', form: cardForm }),
  },
  'POST /api/create_customer': {
    access: 'signed-in',
    call: () => ({
      method: 'POST',
      path: '/api/create_customer',
      body: { cardToken: 'tok_unknown', postalCode: 'V6B 2S2' },
    }),
    permitted: 'answered',
  },
  'PUT /api/update_customer': {
    access: 'signed-in',
    call: () => ({
      method: 'PUT',
      path: '/api/update_customer',
      body: { cardToken: 'tok_unknown', postalCode: 'V6B 2S2' },
    }),
    permitted: 'answered',
  },
  'DELETE /api/card': {
    access: 'signed-in',
    call: () => ({ method: 'DELETE', path: '/api/card' }),
    permitted: 'answered',
  },

  // Orders
  'POST /api/create_order_v2': {
    access: 'signed-in',
    call: () => ({
      method: 'POST',
      path: '/api/create_order_v2',
      body: orderBody({ products: { fries: { id: 'fries', count: 1 } } }),
    }),
  },
  'POST /guest/create_order': {
    access: 'public',
    call: () => ({
      method: 'POST',
      path: '/guest/create_order',
      body: {
        ...orderBody({ products: { fries: { id: 'fries', count: 1 } } }),
        orderType: 'Dine-in',
        tableId: 't3',
      },
    }),
  },
  'GET /api/orders': {
    access: 'signed-in',
    call: () => ({ method: 'GET', path: '/api/orders?restaurantId=demo' }),
  },
  'GET /api/orders/:orderId': {
    access: 'owner',
    call: (callers) => ({ method: 'GET', path: `/api/orders/${callers.orderId}` }),
  },
  // The platform's root page: the demo's links, nothing private.
  'GET /guest/platform': {
    access: 'public',
    call: () => ({ method: 'GET', path: '/guest/platform' }),
  },
  // Whoever holds a guest order's tracking link (wrong or absent tokens: order-tracking.test.ts).
  'GET /guest/order_tracking': {
    access: 'public',
    call: (callers) => ({
      method: 'GET',
      path: `/guest/order_tracking?token=${encodeURIComponent(callers.trackingToken)}`,
    }),
  },
  'PUT /api/orders/:orderId/review': {
    access: 'owner',
    call: (callers) => ({
      method: 'PUT',
      path: `/api/orders/${callers.orderId}/review`,
      body: { rating: 5, comment: 'Lovely' },
    }),
  },

  // Delivery
  'POST /api/estimate_delivery': {
    access: 'signed-in',
    call: () => ({ method: 'POST', path: '/api/estimate_delivery', body: deliveryRequest }),
    permitted: 'answered',
  },
  'POST /api/create_delivery': {
    access: 'signed-in',
    call: () => ({
      method: 'POST',
      path: '/api/create_delivery',
      body: {
        ...deliveryRequest,
        pickup_phone_number: '6045550000',
        tip: 0,
        customer: {
          phone_number: '6045550100',
          first_name: 'Sam',
          email: 'sam@example.com',
          should_send_notifications: false,
        },
      },
    }),
    permitted: 'answered',
  },
  'GET /api/places/autocomplete': {
    access: 'signed-in',
    call: () => ({ method: 'GET', path: '/api/places/autocomplete?q=Main' }),
    permitted: 'answered',
  },
  'GET /api/places/:placeId': {
    access: 'signed-in',
    call: () => ({ method: 'GET', path: '/api/places/unknown-place' }),
    permitted: 'answered',
  },

  // Restaurants: the public catalogue
  'GET /guest/restaurants/:restaurantId/locations/:locationId': {
    access: 'public',
    call: () => ({ method: 'GET', path: '/guest/restaurants/demo/locations/downtown' }),
  },
  'GET /guest/restaurants/:restaurantId/rewards': {
    access: 'public',
    call: () => ({ method: 'GET', path: '/guest/restaurants/demo/rewards' }),
  },
  'GET /guest/restaurants/:restaurantId/locations/:locationId/menu': {
    access: 'public',
    call: () => ({ method: 'GET', path: '/guest/restaurants/demo/locations/downtown/menu' }),
  },
  'GET /guest/restaurants/:restaurantId/locations/:locationId/full_windows': {
    access: 'public',
    call: () => ({ method: 'GET', path: '/guest/restaurants/demo/locations/downtown/full_windows' }),
  },

  // Dine-in requests: anyone at a table
  'POST /guest/requests': {
    access: 'public',
    call: () => ({
      method: 'POST',
      path: '/guest/requests',
      body: { ...demo, tableId: 't2', description: 'More napkins please', custom: true },
    }),
  },
  'POST /guest/table_visits': {
    access: 'public',
    call: () => ({
      method: 'POST',
      path: '/guest/table_visits',
      body: { ...demo, tableId: 't5', name: 'Tess' },
    }),
    // The demo keeps no tabs: refused with the sentence (409) unless a test turned them on.
    permitted: 'answered',
  },
  'GET /guest/table_visits/tab': {
    access: 'public',
    call: (callers) => ({
      method: 'GET',
      path: `/guest/table_visits/tab?token=${encodeURIComponent(callers.visitToken)}`,
    }),
  },
  'POST /guest/table_visits/split': {
    access: 'public',
    call: (callers) => ({
      method: 'POST',
      path: '/guest/table_visits/split',
      body: { token: callers.visitToken, parts: 2 },
    }),
    // Whether there is anything to split depends on the visit's rounds: 201 or 409.
    permitted: 'answered',
  },
  'POST /guest/table_visits/pay': {
    access: 'public',
    call: (callers) => ({
      method: 'POST',
      path: '/guest/table_visits/pay',
      body: { token: callers.visitToken, part: { kind: 'whole' }, method: 'counter' },
    }),
    permitted: 'answered',
  },
  'POST /api/table_visits/pay': {
    access: 'signed-in',
    call: (callers) => ({
      method: 'POST',
      path: '/api/table_visits/pay',
      body: { token: callers.visitToken, part: { kind: 'whole' }, method: 'counter' },
    }),
    permitted: 'answered',
  },
  'GET /api/staff/table_visits': {
    access: 'staff',
    call: () => ({ method: 'GET', path: `/api/staff/table_visits?${demoQuery}` }),
  },
  'POST /api/staff/table_visits/:visitId/payments/:paymentId/settle': {
    access: 'staff',
    call: (callers) => ({
      method: 'POST',
      path: `/api/staff/table_visits/${callers.visitId}/payments/${callers.visitId}/settle`,
    }),
    // No such counter payment on the visit: answered 409 once the caller is let in.
    permitted: 'answered',
  },
  'POST /api/staff/table_visits/:visitId/close': {
    access: 'staff',
    call: (callers) => ({
      method: 'POST',
      path: `/api/staff/table_visits/${callers.visitId}/close`,
      body: { reason: 'Closed in a test' },
    }),
    // Closed once; a second close is answered 409.
    permitted: 'answered',
  },
  'POST /api/staff/table_visits/:visitId/move': {
    access: 'staff',
    call: (callers) => ({
      method: 'POST',
      path: `/api/staff/table_visits/${callers.visitId}/move`,
      body: { tableId: 't9' },
    }),
    // Moved once; after that the visit may be closed or at table 9: 409 or 400.
    permitted: 'answered',
  },
  'POST /api/staff/table_visits/:visitId/merge': {
    access: 'staff',
    call: (callers) => ({
      method: 'POST',
      path: `/api/staff/table_visits/${callers.visitId}/merge`,
      body: { intoVisitId: callers.visitId },
    }),
    // A visit is not merged into itself: answered 400 once the caller is let in.
    permitted: 'answered',
  },
  'DELETE /api/staff/table_visits/:visitId/guests/:guestId': {
    access: 'staff',
    call: (callers) => ({
      method: 'DELETE',
      path: `/api/staff/table_visits/${callers.visitId}/guests/no-such-guest`,
    }),
    // No such guest at the table: answered 404 (or 409 once the visit is closed).
    permitted: 'answered',
  },
  'GET /guest/requests/:requestId': {
    access: 'public',
    call: (callers) => ({ method: 'GET', path: `/guest/requests/${callers.requestId}` }),
  },
  'POST /guest/create_staff_notification': {
    access: 'public',
    call: () => ({
      method: 'POST',
      path: '/guest/create_staff_notification',
      body: { ...demo, tableId: 't2', title: 'Help', body: 'Table needs help' },
    }),
  },

  // Staff of the demo restaurant
  'GET /api/staff/queue': {
    access: 'staff',
    call: () => ({ method: 'GET', path: `/api/staff/queue?${demoQuery}` }),
  },
  'GET /api/staff/orders': {
    access: 'staff',
    call: () => ({ method: 'GET', path: `/api/staff/orders?${demoQuery}` }),
  },
  'POST /api/staff/orders/:orderId/status': {
    access: 'staff',
    call: (callers) => ({
      method: 'POST',
      path: `/api/staff/orders/${callers.orderId}/status`,
      body: { status: 'Preparing' },
    }),
  },
  // Running late (0089): a finished order answers 409, so the demo's state decides.
  'POST /api/staff/orders/:orderId/delay': {
    access: 'staff',
    call: (callers) => ({
      method: 'POST',
      path: `/api/staff/orders/${callers.orderId}/delay`,
      body: { minutes: 10 },
    }),
    permitted: 'answered',
  },
  'POST /api/staff/orders/:orderId/refunds': {
    access: 'staff',
    call: (callers) => ({
      method: 'POST',
      path: `/api/staff/orders/${callers.orderId}/refunds`,
      body: { amount: 100, reason: 'Cold fries' },
    }),
    permitted: 'answered',
  },
  'POST /api/staff/orders/:orderId/acknowledge': {
    access: 'staff',
    call: (callers) => ({ method: 'POST', path: `/api/staff/orders/${callers.orderId}/acknowledge` }),
  },
  'GET /api/staff/orders/:orderId/notices': {
    access: 'staff',
    call: (callers) => ({ method: 'GET', path: `/api/staff/orders/${callers.orderId}/notices` }),
  },
  // Printing (0090): the demo has no printers, so a reprint is refused (409) but answered.
  'GET /api/staff/printing': {
    access: 'staff',
    call: () => ({ method: 'GET', path: `/api/staff/printing?${demoQuery}` }),
  },
  'GET /api/staff/orders/:orderId/print-jobs': {
    access: 'staff',
    call: (callers) => ({ method: 'GET', path: `/api/staff/orders/${callers.orderId}/print-jobs` }),
  },
  'POST /api/staff/orders/:orderId/reprint': {
    access: 'staff',
    call: (callers) => ({ method: 'POST', path: `/api/staff/orders/${callers.orderId}/reprint` }),
    permitted: 'answered',
  },
  'GET /api/manage/restaurants/:restaurantId/locations/:locationId/printers': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/locations/downtown/printers' }),
  },
  'POST /api/manage/restaurants/:restaurantId/locations/:locationId/printers/:printerId/test': {
    access: 'manager',
    call: () => ({
      method: 'POST',
      path: '/api/manage/restaurants/demo/locations/downtown/printers/kitchen/test',
    }),
    permitted: 'answered',
  },
  // CloudPRNT (0096): a manager makes a polling printer's address (the demo's printers are none,
  // so it is refused but answered); the printer's own routes hold their secret in the path (an
  // unknown one is a 404: cloudprnt.test.ts).
  'POST /api/manage/restaurants/:restaurantId/locations/:locationId/printers/:printerId/cloudprnt-address': {
    access: 'manager',
    call: () => ({
      method: 'POST',
      path: '/api/manage/restaurants/demo/locations/downtown/printers/kitchen/cloudprnt-address',
    }),
    permitted: 'answered',
  },
  'POST /cloudprnt/:key': {
    access: 'public',
    call: () => ({ method: 'POST', path: '/cloudprnt/unknown-printer', body: { statusCode: '200 OK' } }),
    permitted: 'answered',
  },
  'GET /cloudprnt/:key': {
    access: 'public',
    call: () => ({ method: 'GET', path: '/cloudprnt/unknown-printer?type=application/vnd.star.line' }),
    permitted: 'answered',
  },
  'DELETE /cloudprnt/:key': {
    access: 'public',
    call: () => ({ method: 'DELETE', path: '/cloudprnt/unknown-printer?code=200%20OK' }),
    permitted: 'answered',
  },
  // Whoever holds a diner's unsubscribe link (forged links: notices.test.ts).
  'GET /guest/notices/unsubscribe': {
    access: 'public',
    call: () => ({ method: 'GET', path: `/guest/notices/unsubscribe?token=${unsubscribeLink}` }),
  },
  'POST /guest/notices/unsubscribe': {
    access: 'public',
    call: () => ({ method: 'POST', path: `/guest/notices/unsubscribe?token=${unsubscribeLink}` }),
  },
  // Web Push (decision 0091): the key is public; an order's notifications, its diner or its link's holder.
  'GET /guest/push/key': {
    access: 'public',
    call: () => ({ method: 'GET', path: '/guest/push/key' }),
  },
  'POST /api/orders/:orderId/push': {
    access: 'owner',
    call: (callers) => ({ method: 'POST', path: `/api/orders/${callers.orderId}/push`, body: pushBody }),
  },
  'POST /api/orders/:orderId/push/remove': {
    access: 'owner',
    call: (callers) => ({
      method: 'POST',
      path: `/api/orders/${callers.orderId}/push/remove`,
      body: { endpoint: pushBody.subscription.endpoint },
    }),
  },
  // Whoever holds the order's tracking link (wrong tokens, other orders: push.test.ts).
  'POST /guest/order_tracking/push': {
    access: 'public',
    call: (callers) => ({
      method: 'POST',
      path: `/guest/order_tracking/push?token=${encodeURIComponent(callers.trackingToken)}`,
      body: pushBody,
    }),
  },
  'POST /guest/order_tracking/push/remove': {
    access: 'public',
    call: (callers) => ({
      method: 'POST',
      path: `/guest/order_tracking/push/remove?token=${encodeURIComponent(callers.trackingToken)}`,
      body: { endpoint: pushBody.subscription.endpoint },
    }),
  },
  'POST /api/staff/requests/:requestId/confirm': {
    access: 'staff',
    call: (callers) => ({ method: 'POST', path: `/api/staff/requests/${callers.requestId}/confirm` }),
  },
  'POST /api/staff/availability': {
    access: 'staff',
    call: () => ({
      method: 'POST',
      path: '/api/staff/availability',
      body: { ...demo, productId: 'fries', active: true },
    }),
  },
  'PUT /api/staff/location_status': {
    access: 'staff',
    call: () => ({ method: 'PUT', path: '/api/staff/location_status', body: { ...demo, orderOpen: true } }),
  },
  'PUT /api/staff/busy_mode': {
    access: 'staff',
    call: () => ({ method: 'PUT', path: '/api/staff/busy_mode', body: { ...demo, choice: 'off' } }),
  },

  // The back office: managers of the demo restaurant (manage/*.test.ts check each route's refusals)
  'GET /api/manage/restaurants/:restaurantId': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo' }),
  },
  'GET /api/manage/restaurants/:restaurantId/setup': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/setup' }),
  },
  'GET /api/manage/restaurants/:restaurantId/activity': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/activity' }),
  },
  'GET /api/manage/restaurants/:restaurantId/settings': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/settings' }),
  },
  'PUT /api/manage/restaurants/:restaurantId/settings': {
    access: 'manager',
    call: () => ({
      method: 'PUT',
      path: '/api/manage/restaurants/demo/settings',
      body: { settings: { tipValues: [0.1, 0.15, 0.2] } },
    }),
  },
  'GET /api/manage/restaurants/:restaurantId/locations/:locationId': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/locations/downtown' }),
  },
  'PUT /api/manage/restaurants/:restaurantId/locations/:locationId': {
    access: 'manager',
    call: () => ({
      method: 'PUT',
      path: '/api/manage/restaurants/demo/locations/downtown',
      body: { settings: { waitTime: 20 } },
    }),
  },
  // A second call with the same id is refused (409): the location exists.
  'POST /api/manage/restaurants/:restaurantId/locations': {
    access: 'manager',
    call: () => ({
      method: 'POST',
      path: '/api/manage/restaurants/demo/locations',
      body: {
        id: 'access-check',
        locationName: 'Access check',
        address: '1 Test St, Vancouver, BC',
        latLng: { lat: 49.28, lng: -123.12 },
        timeZone: 'America/Vancouver',
      },
    }),
    permitted: 'answered',
  },
  // A location the demo does not have (404): the matrix must not remove the demo's.
  'DELETE /api/manage/restaurants/:restaurantId/locations/:locationId': {
    access: 'manager',
    call: () => ({ method: 'DELETE', path: '/api/manage/restaurants/demo/locations/nowhere' }),
    permitted: 'answered',
  },
  // A second call with the same number is refused (409): the table exists.
  'POST /api/manage/restaurants/:restaurantId/locations/:locationId/tables': {
    access: 'manager',
    call: () => ({
      method: 'POST',
      path: '/api/manage/restaurants/demo/locations/downtown/tables',
      body: { tableNumber: 'Patio 1' },
    }),
    permitted: 'answered',
  },
  'PUT /api/manage/restaurants/:restaurantId/locations/:locationId/tables/:tableId': {
    access: 'manager',
    call: () => ({
      method: 'PUT',
      path: '/api/manage/restaurants/demo/locations/downtown/tables/t12',
      body: { tableNumber: '12', active: true },
    }),
  },
  'GET /api/manage/restaurants/:restaurantId/staff': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/staff' }),
  },
  // Inviting the same address twice is refused (409).
  'POST /api/manage/restaurants/:restaurantId/staff': {
    access: 'manager',
    call: () => ({
      method: 'POST',
      path: '/api/manage/restaurants/demo/staff',
      body: { email: 'new-cook@demo.test', role: 'staff', locationIds: ['downtown'] },
    }),
    permitted: 'answered',
  },
  'PUT /api/manage/restaurants/:restaurantId/staff/:userId': {
    access: 'manager',
    call: () => ({
      method: 'PUT',
      path: '/api/manage/restaurants/demo/staff/demo-staff',
      body: { role: 'staff', locationIds: null },
    }),
  },
  // Names nobody on the staff (404): the suites' staff account must stay.
  'DELETE /api/manage/restaurants/:restaurantId/staff/:userId': {
    access: 'manager',
    call: () => ({ method: 'DELETE', path: '/api/manage/restaurants/demo/staff/demo-nobody' }),
    permitted: 'answered',
  },
  // Names no invitation (404): the state of the demo decides.
  'POST /api/manage/restaurants/:restaurantId/staff/invitations/:invitationId/resend': {
    access: 'manager',
    call: () => ({
      method: 'POST',
      path: '/api/manage/restaurants/demo/staff/invitations/not-an-invitation/resend',
      body: {},
    }),
    permitted: 'answered',
  },
  'DELETE /api/manage/restaurants/:restaurantId/staff/invitations/:invitationId': {
    access: 'manager',
    call: () => ({
      method: 'DELETE',
      path: '/api/manage/restaurants/demo/staff/invitations/not-an-invitation',
    }),
    permitted: 'answered',
  },
  'GET /api/manage/restaurants/:restaurantId/locations/:locationId/zones': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/locations/downtown/zones' }),
  },
  'PUT /api/manage/restaurants/:restaurantId/locations/:locationId/zones': {
    access: 'manager',
    // The demo's own fee and zones, saved again (changes nothing).
    call: () => ({
      method: 'PUT',
      path: '/api/manage/restaurants/demo/locations/downtown/zones',
      body: demoZones(),
    }),
  },
  'GET /api/manage/restaurants/:restaurantId/locations/:locationId/zones/address': {
    access: 'manager',
    call: () => ({
      method: 'GET',
      path: '/api/manage/restaurants/demo/locations/downtown/zones/address?q=800%20Robson%20St',
    }),
  },
  // Downtown shares the restaurant's zones already: nothing changes.
  'DELETE /api/manage/restaurants/:restaurantId/locations/:locationId/zones': {
    access: 'manager',
    call: () => ({ method: 'DELETE', path: '/api/manage/restaurants/demo/locations/downtown/zones' }),
  },
  'GET /api/manage/restaurants/:restaurantId/zones': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/zones' }),
  },
  'PUT /api/manage/restaurants/:restaurantId/zones': {
    access: 'manager',
    // The restaurant's own fee and zones, saved again (changes nothing).
    call: () => ({ method: 'PUT', path: '/api/manage/restaurants/demo/zones', body: demoZones() }),
  },
  'GET /api/manage/restaurants/:restaurantId/zones/address': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/zones/address?q=800%20Robson%20St' }),
  },
  // The menu editor (manage/menu.test.ts). Saves are refused as stale here: the demo's menu stays as it is.
  'GET /api/manage/restaurants/:restaurantId/menu': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/menu' }),
  },
  'PUT /api/manage/restaurants/:restaurantId/menu': {
    access: 'manager',
    call: () => ({ method: 'PUT', path: '/api/manage/restaurants/demo/menu', body: { version: 'old' } }),
    permitted: 'answered',
  },
  'PUT /api/manage/restaurants/:restaurantId/locations/:locationId/menus': {
    access: 'manager',
    call: () => ({
      method: 'PUT',
      path: '/api/manage/restaurants/demo/locations/downtown/menus',
      body: { version: 'old', menus: null },
    }),
    permitted: 'answered',
  },
  'GET /api/manage/restaurants/:restaurantId/menu/export': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/menu/export?format=csv' }),
  },
  'POST /api/manage/restaurants/:restaurantId/menu/import': {
    access: 'manager',
    call: () => ({
      method: 'POST',
      path: '/api/manage/restaurants/demo/menu/import',
      body: { format: 'csv', content: 'kind,id,name\ncategory,drinks,Drinks\n', apply: false },
    }),
  },

  // Branding, white-label hosts, promo codes and rewards (manage/branding.test.ts)
  'GET /api/manage/restaurants/:restaurantId/branding': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/branding' }),
  },
  'PUT /api/manage/restaurants/:restaurantId/branding': {
    access: 'manager',
    call: () => ({
      method: 'PUT',
      path: '/api/manage/restaurants/demo/branding',
      body: {
        images: { logo: '/media/demo/logo.svg', mainBg: '/media/demo/main-bg.svg' },
        styles: { brandColor: '#b3261e', fontColor: '#ffffff', rewardsFontColor: '#ffffff', theme: 'light' },
      },
    }),
  },
  'PUT /api/manage/restaurants/:restaurantId/locations/:locationId/branding': {
    access: 'manager',
    call: () => ({
      method: 'PUT',
      path: '/api/manage/restaurants/demo/locations/kitsilano/branding',
      body: {
        images: { logo: '/media/demo/logo.svg' },
        styles: { brandColor: '#2e7d32', fontColor: '#ffffff', rewardsFontColor: '#ffffff', theme: 'light' },
      },
    }),
  },
  'DELETE /api/manage/restaurants/:restaurantId/locations/:locationId/branding': {
    access: 'manager',
    call: () => ({ method: 'DELETE', path: '/api/manage/restaurants/demo/locations/kitsilano/branding' }),
  },
  // The body is the picture itself (a JSON body is refused as not a picture: 415).
  'POST /api/manage/restaurants/:restaurantId/images/:slot': {
    access: 'manager',
    call: () => ({
      method: 'POST',
      path: '/api/manage/restaurants/demo/images/logo',
      body: { not: 'a picture' },
    }),
    permitted: 'answered',
  },
  'GET /api/manage/restaurants/:restaurantId/hosts': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/hosts' }),
  },
  'PUT /api/manage/restaurants/:restaurantId/hosts': {
    access: 'manager',
    call: () => ({
      method: 'PUT',
      path: '/api/manage/restaurants/demo/hosts',
      body: { hosts: ['order.demo.test'] },
    }),
  },
  // The host may not be listed when the matrix gets here (404): the state of the demo decides.
  'POST /api/manage/restaurants/:restaurantId/hosts/:host/check': {
    access: 'manager',
    call: () => ({ method: 'POST', path: '/api/manage/restaurants/demo/hosts/order.demo.test/check' }),
    permitted: 'answered',
  },
  'POST /api/manage/restaurants/:restaurantId/hosts/:host/sandbox-record': {
    access: 'manager',
    call: () => ({
      method: 'POST',
      path: '/api/manage/restaurants/demo/hosts/order.demo.test/sandbox-record',
    }),
    permitted: 'answered',
  },
  'GET /api/manage/restaurants/:restaurantId/promo-codes': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/promo-codes' }),
  },
  'PUT /api/manage/restaurants/:restaurantId/promo-codes/:code': {
    access: 'manager',
    call: () => ({
      method: 'PUT',
      path: '/api/manage/restaurants/demo/promo-codes/WELCOME10',
      body: { code: 'WELCOME10', active: true, frequency: 'none', discount: 0.1, maxDiscountAmount: 1000 },
    }),
  },
  'DELETE /api/manage/restaurants/:restaurantId/promo-codes/:code': {
    access: 'manager',
    call: () => ({ method: 'DELETE', path: '/api/manage/restaurants/demo/promo-codes/OLDNEWS' }),
    permitted: 'answered',
  },
  'GET /api/manage/restaurants/:restaurantId/rewards': {
    access: 'manager',
    call: () => ({ method: 'GET', path: '/api/manage/restaurants/demo/rewards' }),
  },
  'PUT /api/manage/restaurants/:restaurantId/rewards/:rewardId': {
    access: 'manager',
    call: () => ({
      method: 'PUT',
      path: '/api/manage/restaurants/demo/rewards/reward-10-off',
      body: {
        id: 'reward-10-off',
        type: 'Points/Discount',
        value: 1000,
        points: 1000,
        name: '$10 off your order',
      },
    }),
  },
  'DELETE /api/manage/restaurants/:restaurantId/rewards/:rewardId': {
    access: 'manager',
    call: () => ({ method: 'DELETE', path: '/api/manage/restaurants/demo/rewards/reward-none' }),
    permitted: 'answered',
  },

  // The two web apps and their files
  'GET /media/uploads/:restaurantId/:file': {
    access: 'public',
    call: () => ({ method: 'GET', path: `/media/uploads/demo/${'0'.repeat(32)}.webp` }),
    permitted: 'answered',
  },
  'GET /media/*': {
    access: 'public',
    call: () => ({ method: 'GET', path: '/media/none.png' }),
    permitted: 'answered',
  },
};

/** A built app's file (`/index.html`, `/staff/assets/app-….js`): public, whatever the build named it. */
export const isAppFile = (url: string) => /^\/(staff\/)?(index\.html|assets\/[^/]+)$/.test(url);
