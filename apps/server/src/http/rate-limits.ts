import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { sandboxTokenPath } from '../integrations/payments/sandbox-payments.ts';
import { type CounterSync, RateLimitCounters } from './rate-limit-counters.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Limit {
  /** Requests allowed per window (multiplied by RATE_LIMIT_FACTOR). */
  max: number;
  windowMs: number;
  /** Counted per signed-in user (their own budget, whatever their address) or per client address. */
  by: 'user' | 'client';
  sync: CounterSync;
}

/**
 * Every limit, per client: generous enough that a customer never meets one, even a table of
 * diners sharing a restaurant's Wi-Fi, while a script flooding sign-ups, alerts or card attempts
 * is stopped within seconds. Routes that share a scope share its budget.
 */
export const limits = {
  signUp: { max: 30, windowMs: HOUR, by: 'client', sync: 'each' },
  signIn: { max: 60, windowMs: 10 * MINUTE, by: 'client', sync: 'each' },
  emailCheck: { max: 60, windowMs: 10 * MINUTE, by: 'client', sync: 'each' },
  passwordReset: { max: 10, windowMs: HOUR, by: 'client', sync: 'each' },
  passwordResetConfirm: { max: 20, windowMs: HOUR, by: 'client', sync: 'each' },
  guestOrder: { max: 60, windowMs: 10 * MINUTE, by: 'client', sync: 'each' },
  guestRequest: { max: 60, windowMs: 10 * MINUTE, by: 'client', sync: 'each' },
  staffAlert: { max: 60, windowMs: 10 * MINUTE, by: 'client', sync: 'each' },
  /** Other guest writes, should one be added without a limit of its own. */
  guestWrite: { max: 60, windowMs: 10 * MINUTE, by: 'client', sync: 'each' },
  /** Opening an order by its tracking link: a guest reloads it now and then, a script guessing links is stopped. */
  orderTracking: { max: 60, windowMs: MINUTE, by: 'client', sync: 'each' },
  /**
   * A browser following an order by push (decision 0091): a diner does it once or twice per order;
   * a script storing endpoints (or guessing tracking links) is stopped.
   */
  pushSubscribe: { max: 30, windowMs: 10 * MINUTE, by: 'client', sync: 'each' },
  /**
   * Joining a table's visit (decision 0093): each join writes a guest row; a table of friends
   * sharing the restaurant's Wi-Fi joins a few times, a script joining over and over is stopped.
   */
  tableJoin: { max: 30, windowMs: 10 * MINUTE, by: 'client', sync: 'each' },
  /** Menus, locations and the other public reads: cheap and hot, counted in process. */
  guestRead: { max: 1200, windowMs: MINUTE, by: 'client', sync: 'batched' },
  /** A customer's orders: the checkout's hot path, counted in process. */
  order: { max: 20, windowMs: 10 * MINUTE, by: 'user', sync: 'batched' },
  addressSearch: { max: 300, windowMs: 10 * MINUTE, by: 'user', sync: 'each' },
  addressPlace: { max: 100, windowMs: 10 * MINUTE, by: 'user', sync: 'each' },
  courierEstimate: { max: 60, windowMs: 10 * MINUTE, by: 'user', sync: 'each' },
  courierBooking: { max: 20, windowMs: 10 * MINUTE, by: 'user', sync: 'each' },
  /** Applying promo codes: guessing codes is what this stops. */
  promoCode: { max: 30, windowMs: 10 * MINUTE, by: 'user', sync: 'each' },
  /** Saving a card (and the sandbox's tokens): card testing is what this stops. */
  cardSave: { max: 10, windowMs: HOUR, by: 'user', sync: 'each' },
  cardToken: { max: 20, windowMs: HOUR, by: 'client', sync: 'each' },
  liveConnect: { max: 120, windowMs: MINUTE, by: 'client', sync: 'each' },
  /**
   * Printers that poll the server (CloudPRNT, decision 0096): each polls every few seconds (a poll,
   * a job, a confirmation), and a kitchen's printers share the restaurant's address; a script
   * guessing poll addresses is stopped.
   */
  cloudPrnt: { max: 1200, windowMs: MINUTE, by: 'client', sync: 'batched' },
  /** A manager's picture uploads: each is decoded and resized (CPU) and kept in the database. */
  imageUpload: { max: 60, windowMs: 10 * MINUTE, by: 'user', sync: 'each' },
} satisfies Record<string, Limit>;

export type LimitScope = keyof typeof limits;

/** The routes and their limit; a /guest route not named here gets guestRead or guestWrite. */
export const routeLimits: Record<string, LimitScope> = {
  'POST /guest/auth/sign_up': 'signUp',
  'POST /guest/auth/sign_in': 'signIn',
  'POST /guest/auth/check_email': 'emailCheck',
  'POST /guest/auth/reset_password': 'passwordReset',
  'POST /guest/auth/reset_password/confirm': 'passwordResetConfirm',
  'POST /guest/create_order': 'guestOrder',
  'POST /guest/requests': 'guestRequest',
  'POST /guest/create_staff_notification': 'staffAlert',
  'POST /api/manage/restaurants/:restaurantId/images/:slot': 'imageUpload',
  'GET /guest/order_tracking': 'orderTracking',
  'POST /guest/table_visits': 'tableJoin',
  'POST /api/orders/:orderId/push': 'pushSubscribe',
  'POST /api/orders/:orderId/push/remove': 'pushSubscribe',
  'POST /guest/order_tracking/push': 'pushSubscribe',
  'POST /guest/order_tracking/push/remove': 'pushSubscribe',
  'POST /api/create_order_v2': 'order',
  'GET /api/places/autocomplete': 'addressSearch',
  'GET /api/places/:placeId': 'addressPlace',
  // The zone editor's test box uses the same (paid, when it is Google) address search.
  'GET /api/manage/restaurants/:restaurantId/locations/:locationId/zones/address': 'addressSearch',
  'POST /api/estimate_delivery': 'courierEstimate',
  'POST /api/create_delivery': 'courierBooking',
  'POST /api/promo_code': 'promoCode',
  'POST /api/create_customer': 'cardSave',
  'PUT /api/update_customer': 'cardSave',
  [`POST ${sandboxTokenPath}`]: 'cardToken',
  'GET /live': 'liveConnect',
  'POST /cloudprnt/:key': 'cloudPrnt',
  'GET /cloudprnt/:key': 'cloudPrnt',
  'DELETE /cloudprnt/:key': 'cloudPrnt',
  'GET /api/health': 'guestRead',
  'GET /api/openapi.json': 'guestRead',
};

/** The limit of a route, by its declared method and path (never the raw URL). */
export function limitOf(routeMethod: string, url: string): LimitScope | null {
  const method = routeMethod === 'HEAD' ? 'GET' : routeMethod;
  const named = routeLimits[`${method} ${url}`];
  if (named) return named;
  if (!url.startsWith('/guest/')) return null;
  if (method === 'GET') return 'guestRead';
  return method === 'OPTIONS' ? null : 'guestWrite';
}

export interface RateLimitSettings {
  /** RATE_LIMITS=off turns every limit off (development only). */
  enabled: boolean;
  /** Multiplies every limit (RATE_LIMIT_FACTOR): load tests raise it rather than turn limits off. */
  factor: number;
  /** How often counts kept in process reach the table (tests shorten it). */
  flushMs?: number;
}

/** 'Too many requests. Please try again in 42 seconds.' (minutes from two minutes on). */
export function tooManyRequestsMessage(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const wait = whole >= 120 ? `${Math.ceil(whole / 60)} minutes` : `${whole} second${whole === 1 ? '' : 's'}`;
  return `Too many requests. Please try again in ${wait}.`;
}

interface RouteLimitConfig {
  scope: LimitScope;
  max: number;
  timeWindow: number;
  keyGenerator: (request: FastifyRequest) => string;
}

/**
 * Rate limits on every public and every costly route (@fastify/rate-limit), counted in the
 * database so that every instance shares them (RateLimitCounters). Applied from an onRoute hook:
 * register before the routes. A 429 carries Retry-After and a sentence.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; settings: RateLimitSettings },
) {
  const { settings } = deps;
  if (!settings.enabled) return;
  const counters = new RateLimitCounters(deps.db, deps.clock, settings.flushMs);
  app.addHook('onClose', () => counters.close());

  const keyOf = (scope: LimitScope) => (request: FastifyRequest) => {
    const user = limits[scope].by === 'user' ? request.sessionUser : null;
    return user ? `${scope}:user:${user.id}` : `${scope}:ip:${normalizeIP(request.ip)}`;
  };
  // Before the plugin's own onRoute hook, which reads config.rateLimit.
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      const scope = limitOf(method, route.url);
      if (!scope) continue;
      const limit: Limit = limits[scope];
      const config: RouteLimitConfig = {
        scope,
        max: Math.max(1, Math.round(limit.max * settings.factor)),
        timeWindow: limit.windowMs,
        keyGenerator: keyOf(scope),
      };
      route.config = { ...(route.config ?? {}), rateLimit: config } as typeof route.config;
      break;
    }
  });

  class SharedStore {
    constructor(private readonly sync: CounterSync = 'each') {}
    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.hit(key, timeWindow, this.sync).then(
        (result) => done(null, result),
        (error: Error) => done(error),
      );
    }
    child(params: { scope?: LimitScope }) {
      return new SharedStore(params.scope ? limits[params.scope].sync : 'each');
    }
  }

  await app.register(rateLimit, {
    global: false,
    store: SharedStore as never,
    // A database fault must not refuse every customer: the request goes on uncounted.
    skipOnError: true,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(tooManyRequestsMessage(Math.ceil(context.ttl / 1000))), {
        statusCode: context.statusCode,
      }),
  });
}
