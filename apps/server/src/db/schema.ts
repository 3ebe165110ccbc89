/**
 * The database schema (PostgreSQL dialect, shared by PGlite and PostgreSQL).
 * Money columns are integer cents. Every row that belongs to a restaurant carries restaurant_id.
 * Brand and location settings are JSON documents validated by the domain's types: they are read
 * whole and change rarely; everything that is queried, counted or changed by staff is a column.
 */
import type {
  AddedCharge,
  ChoicesCartItem,
  CourierAddress,
  OrderLine,
  OrderReward,
  RedeemedRewards,
  SavedCard,
  SimpleCart,
} from '@orderly/domain';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BrandSettings } from '../demo/seed-types.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---------------------------------------------------------------- restaurants and locations

export const restaurants = pgTable('restaurants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  settings: jsonb('settings').$type<BrandSettings>().notNull(),
  createdAt: createdAt(),
});

export const locations = pgTable(
  'locations',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    locationName: text('location_name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    inactive: boolean('inactive').notNull().default(false),
    /** Merged over the restaurant's settings. */
    settings: jsonb('settings').$type<Partial<BrandSettings>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    /** Last heartbeat of a connected staff device (staff app open). */
    staffLastSeenAt: ts('staff_last_seen_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.id] })],
);

// ---------------------------------------------------------------- catalogue (per location)

export const categories = pgTable(
  'categories',
  {
    restaurantId: text('restaurant_id').notNull(),
    locationId: text('location_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    productOrder: jsonb('product_order').$type<string[]>().notNull().default([]),
    orderType: text('order_type', { enum: ['all', 'dine-in', 'dine-out'] })
      .notNull()
      .default('all'),
    takeoutAccessory: boolean('takeout_accessory').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.locationId, t.id] })],
);

export const products = pgTable(
  'products',
  {
    restaurantId: text('restaurant_id').notNull(),
    locationId: text('location_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    modifiers: jsonb('modifiers').$type<string[]>().notNull().default([]),
    orderType: text('order_type', { enum: ['all', 'dine-in', 'dine-out'] })
      .notNull()
      .default('all'),
    active: boolean('active').notNull().default(true),
    activeAfter: ts('active_after'),
    taxRate: doublePrecision('tax_rate').notNull().default(0.05),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.locationId, t.id] })],
);

export const modifiers = pgTable(
  'modifiers',
  {
    restaurantId: text('restaurant_id').notNull(),
    locationId: text('location_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    required: integer('required').notNull().default(0),
    maxSelect: integer('max_select').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.locationId, t.id] })],
);

export const choices = pgTable(
  'choices',
  {
    restaurantId: text('restaurant_id').notNull(),
    locationId: text('location_id').notNull(),
    modifierId: text('modifier_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull().default(0),
    selected: boolean('selected').notNull().default(false),
    active: boolean('active').notNull().default(true),
    activeAfter: ts('active_after'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.locationId, t.modifierId, t.id] })],
);

export const diningTables = pgTable(
  'dining_tables',
  {
    restaurantId: text('restaurant_id').notNull(),
    locationId: text('location_id').notNull(),
    id: text('id').notNull(),
    tableNumber: text('table_number').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.locationId, t.id] })],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Stored upper case; matched case-insensitively. */
    code: text('code').notNull(),
    active: boolean('active').notNull().default(true),
    validDays: jsonb('valid_days')
      .$type<[boolean, boolean, boolean, boolean, boolean, boolean, boolean]>()
      .notNull(),
    frequency: text('frequency', { enum: ['none', 'day', 'week', 'month', 'year'] })
      .notNull()
      .default('none'),
    discount: doublePrecision('discount').notNull(),
    maxDiscountAmount: integer('max_discount_amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.code] })],
);

export const rewards = pgTable(
  'rewards',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    type: text('type', {
      enum: [
        'FreeFirstOrderOrPoints/Discount',
        'Points/Discount',
        'FreeFirstOrderOrPoints/Product',
        'Points/Product',
      ],
    }).notNull(),
    /** Discount in cents (digits) or a product id. */
    value: text('value').notNull(),
    points: integer('points').notNull(),
    name: text('name'),
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.id] })],
);

// ---------------------------------------------------------------- people and sessions

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** Always lower case. */
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  name: text('name').notNull().default(''),
  image: text('image'),
  role: text('role').notNull().default('customer'),
  phoneNumber: text('phone_number').notNull().default(''),
  address: text('address'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  aptNumber: text('apt_number'),
  deliveryInstructions: text('delivery_instructions'),
  courierAddress: jsonb('courier_address').$type<CourierAddress>(),
  paymentCustomerId: text('payment_customer_id'),
  card: jsonb('card').$type<SavedCard>(),
  notificationToken: text('notification_token'),
  deactivatedAt: ts('deactivated_at'),
  lastLogin: ts('last_login'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Sign-in methods of a user: here the e-mail-and-password credential with its password hash. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

/** One-time tokens (password reset). */
export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Staff and managers of a restaurant; `locationIds` null means every location. */
export const staffMembers = pgTable(
  'staff_members',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['staff', 'manager'] }).notNull(),
    locationIds: jsonb('location_ids').$type<string[] | null>(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.restaurantId] })],
);

/** A user's data at one restaurant (SPEC.md "Per-restaurant user data"). */
export const userRestaurants = pgTable(
  'user_restaurants',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    cart: jsonb('cart').$type<SimpleCart>().notNull().default({}),
    choicesCart: jsonb('choices_cart').$type<ChoicesCartItem[]>().notNull().default([]),
    orderType: text('order_type').notNull().default(''),
    paymentMethod: text('payment_method').notNull().default(''),
    promos: jsonb('promos').$type<RedeemedRewards>().notNull().default({}),
    promoCode: text('promo_code'),
    notes: text('notes').notNull().default(''),
    orderTime: text('order_time').notNull().default('ASAP'),
    tip: doublePrecision('tip'),
    reviewOrderId: text('review_order_id'),
    rewardPoints: integer('reward_points').notNull().default(0),
    createdAt: createdAt(),
    lastLogin: ts('last_login'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.restaurantId] })],
);

// ---------------------------------------------------------------- orders

/** Next order number per restaurant, taken inside the order's transaction. */
export const orderCounters = pgTable('order_counters', {
  restaurantId: text('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  nextNumber: integer('next_number').notNull().default(1001),
});

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    locationId: text('location_id').notNull(),
    userId: text('user_id').references(() => users.id),
    orderNumber: integer('order_number').notNull(),
    createdAt: createdAt(),
    completedAt: ts('completed_at').notNull(),
    orderType: text('order_type', { enum: ['Pickup', 'Delivery', 'Dine-in'] }).notNull(),
    paymentMethod: text('payment_method', { enum: ['online', 'offline'] }).notNull(),
    status: text('status', { enum: ['New', 'Pending', 'Preparing', 'Done', 'Cancelled'] })
      .notNull()
      .default('New'),
    sourceClient: text('source_client').notNull().default('web'),
    review: jsonb('review').$type<{ rating: number; comment: string }>(),
    notes: text('notes').notNull().default(''),
    tableId: text('table_id'),
    tableNumber: text('table_number'),
    customerName: text('customer_name').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    deliveryAddress: text('delivery_address'),
    deliveryLat: doublePrecision('delivery_lat'),
    deliveryLng: doublePrecision('delivery_lng'),
    aptNumber: text('apt_number'),
    deliveryInstructions: text('delivery_instructions'),
    courierDetails: jsonb('courier_details').$type<Record<string, unknown>>(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    subTotal: integer('sub_total').notNull(),
    rewardsDiscount: integer('rewards_discount').notNull().default(0),
    firstOrderDiscountAmount: integer('first_order_discount_amount').notNull().default(0),
    pickupDiscountAmount: integer('pickup_discount_amount').notNull().default(0),
    promoDiscountAmount: integer('promo_discount_amount').notNull().default(0),
    promoCode: text('promo_code'),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    taxAmount: integer('tax_amount').notNull().default(0),
    bagFeeAmount: integer('bag_fee_amount').notNull().default(0),
    depositAmount: integer('deposit_amount').notNull().default(0),
    tipAmount: integer('tip_amount').notNull().default(0),
    total: integer('total').notNull(),
    totalRefundAmount: integer('total_refund_amount').notNull().default(0),
    rewards: jsonb('rewards').$type<OrderReward[]>().notNull().default([]),
    addedCharges: jsonb('added_charges').$type<AddedCharge[]>().notNull().default([]),
    pointsEarned: integer('points_earned').notNull().default(0),
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    paymentChargeId: text('payment_charge_id'),
    cancelReason: text('cancel_reason'),
    confirmedAt: ts('confirmed_at'),
    acknowledgedAt: ts('acknowledged_at'),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.restaurantId, t.orderNumber),
    index('orders_user_idx').on(t.userId, t.restaurantId, t.createdAt),
    index('orders_location_idx').on(t.restaurantId, t.locationId, t.createdAt),
  ],
);

export const refunds = pgTable('refunds', {
  id: text('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  amount: integer('amount').notNull(),
  createdAt: createdAt(),
});

/** A retried request with the same key gets the first response back. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

// ---------------------------------------------------------------- dine-in requests and staff alerts

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    locationId: text('location_id').notNull(),
    tableId: text('table_id').notNull(),
    tableNumber: text('table_number').notNull(),
    description: text('description').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    confirmedAt: ts('confirmed_at'),
    confirmedBy: text('confirmed_by'),
    userId: text('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('service_requests_location_idx').on(t.restaurantId, t.locationId, t.createdAt)],
);

export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id').notNull(),
    locationId: text('location_id').notNull(),
    tableId: text('table_id'),
    orderId: text('order_id'),
    requestId: text('request_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    acknowledgedAt: ts('acknowledged_at'),
  },
  (t) => [index('staff_notifications_location_idx').on(t.restaurantId, t.locationId, t.createdAt)],
);

// ---------------------------------------------------------------- integrations' embedded defaults

/** E-mails the embedded mailer "sent" (developer outbox). */
export const emailOutbox = pgTable('email_outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

/** Card tokens, customers and charges of the sandbox payment provider. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['token', 'customer', 'charge'] }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payments_kind_idx').on(t.kind)],
);
