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
  NOTICE_CHANNELS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PRINT_JOB_KINDS,
  PRINT_JOB_STATUSES,
  type PrinterConnection,
  SOURCE_CLIENTS,
} from '@orderly/domain';
import type { TicketLine } from '@orderly/domain/printing';
import type { BrandSettings } from '@orderly/domain/restaurant-document';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---------------------------------------------------------------- restaurants and locations

/**
 * A check that a text column holds one word of a closed list (vocabulary.ts): the database refuses
 * what the types already rule out, whoever writes the row. The words are the code's own constants.
 */
function oneOf(column: AnyPgColumn, words: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(words.map((word) => `'${word.replaceAll("'", "''")}'`).join(', '))})`;
}
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
    /** Prep minutes of one item (capacity pacing by prep minutes); null: the location's default. */
    prepMinutes: integer('prep_minutes'),
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

/**
 * Sign-in and password-reset attempts per account and per client address (auth/attempt-throttle.ts):
 * shared by every instance, claimed atomically before a password is checked.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    /** e.g. `sign-in:account:<email>`, `sign-in:address:<ip>`, `reset:account:<email>`. */
    key: text('key').primaryKey(),
    /** Attempts counted since the count last started (failures, and attempts still being checked). */
    attempts: integer('attempts').notNull(),
    /** No further attempt is evaluated before this moment. */
    blockedUntil: ts('blocked_until').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('auth_throttles_updated_at_idx').on(t.updatedAt)],
);

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

/**
 * Invitations to a restaurant's staff (issue 23): an e-mail, a role and locations, nothing more.
 * Nobody is joined and no account is looked at until the invited person accepts through the link
 * (signed in as that e-mail, or signing up); then a staff_members row is written. The link's token
 * is kept only as its hash. Closed invitations (accepted or cancelled) stay for their link's answer.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Always lower case. */
    email: text('email').notNull(),
    role: text('role', { enum: ['staff', 'manager'] }).notNull(),
    /** Null: every location. */
    locationIds: jsonb('location_ids').$type<string[] | null>(),
    /** `invitation:<SHA-256 of invitation:<token>>` (hashVerificationIdentifier); a resend replaces it. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the link was last sent. */
    sentAt: ts('sent_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    cancelledAt: ts('cancelled_at'),
    acceptedAt: ts('accepted_at'),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open invitation per e-mail and restaurant.
    uniqueIndex('staff_invitations_open_idx')
      .on(t.restaurantId, t.email)
      .where(sql`${t.cancelledAt} is null and ${t.acceptedAt} is null`),
  ],
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
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('New'),
    sourceClient: text('source_client', { enum: SOURCE_CLIENTS }).notNull().default('web'),
    review: jsonb('review').$type<{ rating: number; comment: string }>(),
    notes: text('notes').notNull().default(''),
    tableId: text('table_id'),
    tableNumber: text('table_number'),
    /** The kiosk that placed it (decision 0092); its table_id stays null. */
    kioskId: text('kiosk_id'),
    /** Dine-in at a kiosk whose location serves at table stands: the stand's number. */
    kioskStand: integer('kiosk_stand'),
    customerName: text('customer_name').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    /**
     * The diner's mobile number in E.164 when they ticked "Text me updates about this order"
     * (decision 0095): its notices also go by text to this number. Null: no texts.
     */
    smsTo: text('sms_to'),
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
    /**
     * The payment attempt this order completes (online orders), referenced with `open = true`:
     * that reference makes the order and its charge one unit. An attempt the reconciler voided
     * (open = false) can no longer get an order, and an attempt an order references can no longer
     * be voided; the database decides which came first.
     */
    paymentAttemptId: text('payment_attempt_id'),
    paymentAttemptOpen: boolean('payment_attempt_open'),
    cancelReason: text('cancel_reason'),
    confirmedAt: ts('confirmed_at'),
    acknowledgedAt: ts('acknowledged_at'),
    /** When staff marked it done (the kitchen may take that back for a short while). */
    doneAt: ts('done_at'),
    /**
     * When the kitchen must have it ready (its promise, less the drive for a Delivery): the slot
     * window it counts in for capacity pacing (issue 25). Null for orders placed before 0015.
     */
    kitchenAt: ts('kitchen_at'),
    /**
     * Whether the diner asked for it as soon as possible (true) or chose a time (false); null for
     * orders placed before migration 0018 (the board then infers it from the times).
     */
    asap: boolean('asap'),
    /** Its kitchen work as pacing counts it: items, and prep minutes. */
    kitchenItems: integer('kitchen_items').notNull().default(0),
    kitchenPrepMinutes: integer('kitchen_prep_minutes').notNull().default(0),
    /**
     * When the escalation job found it unconfirmed past the location's first delay (issue 25,
     * decision 0081): set once, by a conditional update, in the transaction that tells managers.
     */
    escalatedAt: ts('escalated_at'),
    /** The table visit this order is a round of (tabs, issue 28, decision 0093), and its round number. */
    visitId: text('visit_id').references(() => tableVisits.id),
    visitRound: integer('visit_round'),
    /** The guest of the visit who sent the round (their name is shown beside its items). */
    visitGuestId: text('visit_guest_id'),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.restaurantId, t.orderNumber),
    uniqueIndex('orders_visit_round_idx').on(t.visitId, t.visitRound),
    index('orders_user_idx').on(t.userId, t.restaurantId, t.createdAt),
    index('orders_location_idx').on(t.restaurantId, t.locationId, t.createdAt),
    index('orders_kitchen_at_idx').on(t.restaurantId, t.locationId, t.kitchenAt),
    // The escalation job's pass: orders nobody has acknowledged yet (few at any time).
    index('orders_awaiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('New', 'Pending') and ${t.acknowledgedAt} is null`),
    check('orders_order_type_check', oneOf(t.orderType, ORDER_TYPES)),
    check('orders_payment_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_source_client_check', oneOf(t.sourceClient, SOURCE_CLIENTS)),
    // One order per courier booking: the booking's id is in the order's courier details.
    uniqueIndex('orders_courier_booking_idx').on(sql`(${t.courierDetails}->>'external_delivery_id')`),
    foreignKey({
      name: 'orders_open_payment_attempt_fk',
      columns: [t.paymentAttemptId, t.paymentAttemptOpen],
      foreignColumns: [paymentAttempts.id, paymentAttempts.open],
    }),
  ],
);

/**
 * A table visit (issue 28, decision 0093): guests who scanned one table's code share its tab until
 * staff close it or it sits idle. One open visit per table, held by a partial unique index.
 */
export const tableVisits = pgTable(
  'table_visits',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    locationId: text('location_id').notNull(),
    tableId: text('table_id').notNull(),
    tableNumber: text('table_number').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** Rounds sent so far: the next round's number is this + 1, taken under the visit's row lock. */
    rounds: integer('rounds').notNull().default(0),
    openedAt: ts('opened_at').notNull(),
    /** The last join, round or payment: a visit idle past the location's limit is over. */
    lastActivityAt: ts('last_activity_at').notNull(),
    closedAt: ts('closed_at'),
    /** Why staff closed it, or that it sat idle. */
    closeReason: text('close_reason'),
  },
  (t) => [
    uniqueIndex('table_visits_one_open_idx')
      .on(t.restaurantId, t.locationId, t.tableId)
      .where(sql`${t.status} = 'open'`),
    check('table_visits_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/** Who joined a visit: a display name, and the hash of the token their browser holds. */
export const tableVisitGuests = pgTable(
  'table_visit_guests',
  {
    id: text('id').primaryKey(),
    visitId: text('visit_id')
      .notNull()
      .references(() => tableVisits.id, { onDelete: 'cascade' }),
    /** SHA-256 of the visit token (the browser holds the token; the database never does). */
    tokenHash: text('token_hash').notNull().unique(),
    name: text('name').notNull(),
    joinedAt: ts('joined_at').notNull(),
    /** Staff removed this guest from the table: their token opens nothing any more (their rounds stay). */
    removedAt: ts('removed_at'),
  },
  (t) => [index('table_visit_guests_visit_idx').on(t.visitId)],
);

/** An even split of a visit's tab (decision 0093): the items unpaid when it began, in `parts` shares. */
export const tabSplits = pgTable(
  'tab_splits',
  {
    id: text('id').primaryKey(),
    visitId: text('visit_id')
      .notNull()
      .references(() => tableVisits.id, { onDelete: 'cascade' }),
    parts: integer('parts').notNull(),
    itemKeys: jsonb('item_keys').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tab_splits_visit_idx').on(t.visitId)],
);

/**
 * A part of a visit's tab paid at the table (decision 0093): some items, or one share of an even
 * split. Paid by card (`online`, completing a payment attempt as an order does) or promised at the
 * counter (`counter`: staff settle it). Each item and each share is paid once: `tabPaidItems`' key
 * and the share's unique index decide between two phones paying at once.
 */
export const tabPayments = pgTable(
  'tab_payments',
  {
    id: text('id').primaryKey(),
    visitId: text('visit_id')
      .notNull()
      .references(() => tableVisits.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    userId: text('user_id'),
    /** Who paid, as the table sees it. */
    payerName: text('payer_name').notNull(),
    kind: text('kind', { enum: ['items', 'share'] }).notNull(),
    splitId: text('split_id').references(() => tabSplits.id),
    share: integer('share'),
    /** What the part costs before the tip, in cents. */
    amount: integer('amount').notNull(),
    tip: integer('tip').notNull().default(0),
    /** The food paid for (the points' base), in cents. */
    food: integer('food').notNull().default(0),
    points: integer('points').notNull().default(0),
    method: text('method', { enum: ['online', 'counter'] }).notNull(),
    chargeId: text('charge_id'),
    paymentAttemptId: text('payment_attempt_id'),
    /** Always true when set: the attempt must be open when the payment completes it (as orders do). */
    paymentAttemptOpen: boolean('payment_attempt_open'),
    createdAt: createdAt(),
    /** A counter payment staff took; an online one is settled when written. */
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('tab_payments_visit_idx').on(t.visitId),
    uniqueIndex('tab_payments_share_idx').on(t.splitId, t.share),
    uniqueIndex('tab_payments_attempt_idx').on(t.paymentAttemptId),
    check('tab_payments_kind_check', sql`${t.kind} in ('items', 'share')`),
    check('tab_payments_method_check', sql`${t.method} in ('online', 'counter')`),
    foreignKey({
      name: 'tab_payments_open_payment_attempt_fk',
      columns: [t.paymentAttemptId, t.paymentAttemptOpen],
      foreignColumns: [paymentAttempts.id, paymentAttempts.open],
    }),
  ],
);

/** The items a payment paid for: one row per item of the visit, so an item is paid once. */
export const tabPaidItems = pgTable(
  'tab_paid_items',
  {
    visitId: text('visit_id')
      .notNull()
      .references(() => tableVisits.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => tabPayments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.itemKey] })],
);

/**
 * Money given back on an order: each row says who, when, why and how much. An online refund is
 * written first and sent to the payment provider after (its key is the row's id), so a crash in
 * between leaves a row without `providerRefundId` that the reconciler sends again.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
    /** The staff member who gave it (null: the platform, e.g. the reconciler). */
    createdBy: text('created_by'),
    /** Whole-order refund of a cancellation, or a part refund staff gave. */
    kind: text('kind', { enum: ['cancellation', 'partial'] })
      .notNull()
      .default('partial'),
    /** The charge refunded (null when the order was not paid online: nothing goes to the provider). */
    chargeId: text('charge_id'),
    providerRefundId: text('provider_refund_id'),
    refundedAt: ts('refunded_at'),
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);

/**
 * Tracking links of orders placed without an account: whoever holds the link follows the order
 * (read-only). Only the SHA-256 of the link's token is kept, so the table alone opens nothing.
 */
export const orderTrackingLinks = pgTable(
  'order_tracking_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_tracking_links_order_idx').on(t.orderId)],
);

/**
 * A card payment being made for an order, recorded before the provider is called. Its id is the
 * order's id and the provider's idempotency key. It is never deleted: one left without an order
 * after its lease is voided (closed) by the reconciler, with a `paymentVoids` row to settle.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id').notNull(),
    userId: text('user_id'),
    /** The provider's customer whose saved card is charged. */
    customerId: text('customer_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('cad'),
    chargeId: text('charge_id'),
    /** Until then the request that made it may still be running; after it, the reconciler may act. */
    leaseUntil: ts('lease_until').notNull(),
    /** False once voided: its charge is given back and no order may complete it. */
    open: boolean('open').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [unique('payment_attempts_id_open_key').on(t.id, t.open)],
);

/**
 * A payment attempt that will never get its order: whatever the provider charged under its key is
 * given back. Written in the same statement that closes the attempt, so it is never lost.
 */
export const paymentVoids = pgTable('payment_voids', {
  id: text('id').primaryKey(),
  restaurantId: text('restaurant_id').notNull(),
  customerId: text('customer_id').notNull(),
  amount: integer('amount').notNull(),
  chargeId: text('charge_id'),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
  /** Set once the provider refunded the charge, or confirmed there was none. */
  settledAt: ts('settled_at'),
  providerRefundId: text('provider_refund_id'),
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
    /** The process running the first request (while in flight), for take-overs and diagnostics. */
    owner: text('owner'),
    /** While in flight: until then nobody else runs the request; after it, a retry takes it over. */
    leaseUntil: ts('lease_until'),
    /** The order id reserved for the request, so a take-over pays and writes under the same id. */
    reservedId: text('reserved_id'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * A courier delivery the server booked (create_delivery) for a customer, location and address. An
 * order accepts only such a booking, by its id (the courier's external_delivery_id), and keeps it
 * in its courier details, where a unique index lets one booking serve one order.
 * Fee and arrival time come from here, never from the browser.
 */
export const courierBookings = pgTable(
  'courier_bookings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: text('restaurant_id').notNull(),
    locationId: text('location_id').notNull(),
    /** The customer's saved address when booked. */
    dropoffAddress: text('dropoff_address').notNull(),
    dropoffLat: doublePrecision('dropoff_lat'),
    dropoffLng: doublePrecision('dropoff_lng'),
    /** 'ASAP' or the ISO time of the chosen slot. */
    orderTime: text('order_time').notNull(),
    /** What the customer pays for delivery (the location's fee when booked), cents. */
    deliveryFee: integer('delivery_fee').notNull(),
    /** What the courier quoted, cents (null if it gave none). */
    courierFee: integer('courier_fee'),
    /** The tip passed to the courier, cents: the order's tip must match it. */
    tip: integer('tip').notNull(),
    orderValue: integer('order_value').notNull(),
    estimatedDeliveryTime: ts('estimated_delivery_time').notNull(),
    courierDeliveryId: text('courier_delivery_id').notNull(),
    trackingUrl: text('tracking_url'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('courier_bookings_user_idx').on(t.userId, t.createdAt)],
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

// ---------------------------------------------------------------- back office

/**
 * What managers changed in the back office (issue 16): one row per save, written in the save's
 * transaction. `changes` holds the fields changed, each as { from, to }.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: ts('at').notNull(),
    area: text('area', {
      enum: [
        'restaurant',
        'location',
        'menu',
        'branding',
        'zones',
        'promotions',
        'rewards',
        'staff',
        'orders',
      ],
    }).notNull(),
    summary: text('summary').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    /** Done by the platform itself (an unconfirmed order escalated or rejected), not by a person. */
    bySystem: boolean('by_system').notNull().default(false),
  },
  (t) => [index('audit_log_restaurant_at_idx').on(t.restaurantId, t.at, t.id)],
);

// ---------------------------------------------------------------- abuse limits

/**
 * Request counts of the rate limits (http/rate-limits.ts), shared by every instance: one row per
 * limit and client (`scope:client`), counting the hits of its current window. Rows whose window
 * has ended are deleted lazily.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: ts('window_start').notNull(),
    windowEnd: ts('window_end').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_counters_window_end_idx').on(t.windowEnd)],
);

// ---------------------------------------------------------------- integrations' embedded defaults

/** E-mails the embedded mailer "sent" (developer outbox). */
export const emailOutbox = pgTable('email_outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /**
   * The message's own Message-ID when its sender gave one (a notice's is stable: decision 0084); a
   * second send of the same message is the same row, so the embedded mailer keeps it once.
   */
  messageId: text('message_id').unique(),
  createdAt: createdAt(),
});

/**
 * The embedded SMS sandbox's messages (decision 0095): kept here instead of being sent, read on the
 * development outbox page beside the e-mails. `reference` is the notice's id: a text resent after a
 * crash is the row already kept.
 */
export const smsOutbox = pgTable('sms_outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  reference: text('reference').unique(),
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

// ---------------------------------------------------------------- branding (back office)

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Pictures uploaded by managers, as served (resized, WebP): in the database, so every instance
 * serves them and a backup holds them. Named by their content's hash, so an address never changes
 * what it shows (cached for a year).
 */
export const mediaFiles = pgTable('media_files', {
  /** '<sha256, 32 hex>.webp' */
  id: text('id').primaryKey(),
  restaurantId: text('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: text('uploaded_by'),
  createdAt: createdAt(),
});

/**
 * White-label host names a restaurant claims. A claim opens nothing until its owner proves the
 * host theirs (a DNS TXT record carrying the claim's token; manage/hosts.ts, decision 0065): then
 * `verified_at` is set and a request to the host opens the restaurant at `/`. Several restaurants
 * may claim one host (nobody can block its owner by claiming it first); one only may have it verified.
 */
export const restaurantHosts = pgTable(
  'restaurant_hosts',
  {
    /** Lower case, no port. */
    host: text('host').notNull(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /**
     * The random part of the TXT value that proves this claim (`orderly-verify=<token>`), unique to
     * the claim: another restaurant claiming the same host gets its own. The default covers rows
     * written without one (those before this column, and a server of the previous release).
     */
    verificationToken: text('verification_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** When the record was found: from then on the host opens the restaurant. Null: pending. */
    verifiedAt: ts('verified_at'),
    /** The last "Check now" of a pending claim, and what it found missing (shown in the back office). */
    checkedAt: ts('checked_at'),
    checkProblem: text('check_problem'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.host] }),
    index('restaurant_hosts_restaurant_idx').on(t.restaurantId),
    // A verified host opens one restaurant only.
    uniqueIndex('restaurant_hosts_verified_idx').on(t.host).where(sql`verified_at is not null`),
  ],
);

/**
 * The embedded DNS of development and tests (integrations/dns/sandbox-dns.ts): TXT records a
 * developer or a test published, read where the real adapter would ask DNS. Never used in production.
 */
export const sandboxDnsRecords = pgTable(
  'sandbox_dns_records',
  {
    /** Lower case, no trailing dot. */
    name: text('name').notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.name, t.value] })],
);

// ---------------------------------------------------------------- notices (outbox, decision 0084)

/**
 * Notices to send (an order's e-mails to its diner, the managers' escalation): each row is written
 * in the same transaction as the change that causes it and sent by the notice worker, which claims
 * due rows with a lease (`claimed_by` until `claimed_until`), marks them sent, or retries them with
 * backoff until it gives up (`failed`). `skipped`: not sent on purpose (turned off, unsubscribed).
 */
export const notices = pgTable(
  'notices',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id').notNull(),
    locationId: text('location_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** placed, confirmed, ready, out-for-delivery, cancelled, refunded, escalation. */
    kind: text('kind').notNull(),
    audience: text('audience', { enum: ['diner', 'manager'] }).notNull(),
    /** email, push (recipient: the push subscription's id; decision 0091), or sms (recipient: E.164; 0095). */
    channel: text('channel', { enum: NOTICE_CHANNELS }).notNull().default('email'),
    recipient: text('recipient').notNull(),
    /** What the change knew that the order does not keep (a refund's amount, a cancellation's reason). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    claimedBy: text('claimed_by'),
    claimedUntil: ts('claimed_until'),
    sentAt: ts('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notices_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('notices_order_idx').on(t.orderId, t.createdAt),
  ],
);

/**
 * The print jobs outbox (decision 0090): a ticket per printer of an order, written in the
 * transaction that confirms (or places, or cancels) it, printed once by a leased worker, in order
 * per printer (`seq`). `lines` is the ticket as rendered then (the domain's `TicketLine`s); the
 * printer's address is read when it prints, so a corrected address helps the jobs still waiting.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: text('id').primaryKey(),
    /** The order jobs are printed in, per printer. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    restaurantId: text('restaurant_id').notNull(),
    locationId: text('location_id').notNull(),
    /** Null for a test print. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    printerId: text('printer_id').notNull(),
    printerName: text('printer_name').notNull(),
    kind: text('kind', { enum: PRINT_JOB_KINDS }).notNull(),
    lines: jsonb('lines').$type<TicketLine[]>().notNull(),
    /** The printer's address when queued: used if the printer is no longer in the settings. */
    connection: jsonb('connection').$type<PrinterConnection>().notNull(),
    status: text('status', { enum: PRINT_JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    claimedBy: text('claimed_by'),
    claimedUntil: ts('claimed_until'),
    printedAt: ts('printed_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('print_jobs_queue_idx')
      .on(t.restaurantId, t.locationId, t.printerId, t.seq)
      .where(sql`${t.status} = 'pending'`),
    index('print_jobs_order_idx').on(t.orderId),
    index('print_jobs_printer_idx').on(t.restaurantId, t.locationId, t.printerId, t.createdAt),
  ],
);

/**
 * The secret poll address of each printer that polls the server (Star CloudPRNT, decision 0096):
 * only a hash of its token is kept (the manager sees the address once, when it is made), with what
 * the printer said at its last poll. Not in the restaurant document, so never exported.
 */
export const cloudPrntPrinters = pgTable(
  'cloudprnt_printers',
  {
    restaurantId: text('restaurant_id').notNull(),
    locationId: text('location_id').notNull(),
    printerId: text('printer_id').notNull(),
    /** SHA-256 of the token in the printer's address (hex). */
    tokenHash: text('token_hash').notNull(),
    lastContactAt: ts('last_contact_at'),
    /** The status code of its last poll ("200 OK", "410 Out of paper"). */
    lastStatusCode: text('last_status_code'),
    lastMac: text('last_mac'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.locationId, t.printerId] }),
    uniqueIndex('cloudprnt_printers_token_idx').on(t.tokenHash),
  ],
);

/** Diners who turned a restaurant's order notices off (the unsubscribe link); receipts still go. */
export const noticeOptOuts = pgTable(
  'notice_opt_outs',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.email] })],
);

// ---------------------------------------------------------------- Web Push (decision 0091)

/**
 * A browser's Web Push subscription to one order's notices: the diner who placed it, or whoever
 * holds its tracking link, turned notifications on. Each notice of the order queues one push row
 * per subscription; a push service that answers 404 or 410 (the browser dropped it) removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The account that subscribed, when a signed-in diner did (null: a tracking link's holder). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser (https, a known push service). */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), which encrypt the payload (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('push_subscriptions_order_endpoint_key').on(t.orderId, t.endpoint)],
);

/**
 * The server's VAPID key pair (RFC 8292) when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: made
 * by the first instance to start and read by every other, so all of them sign as the same server
 * (a browser's subscription is bound to the public key). One row, id 1.
 */
export const vapidKeys = pgTable('vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});
