import { ORDER_AMOUNTS, type OrderAmountName, type OrderStatus, type PromoUse } from '@orderly/domain';
import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  type Placeholder,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { locations, orderCounters, orders, staffNotifications, userRestaurants } from '../db/schema.ts';
import { LiveHub } from '../live/live-hub.ts';
import {
  type Remembered,
  rememberedResponse,
  rememberedValues,
} from '../payments/idempotency-keys-repository.ts';

/**
 * The orders repository: every statement about the `orders` table. Placing an order (its number,
 * the one statement that writes it and what goes with it, whether an id is taken) and the
 * customer's past orders that placing one reads (first order, promo history); reading orders (one,
 * a customer's history, a location's search and staff queue); and what staff change on an order
 * (status, acknowledgement, its alerts), the escalation of one nobody confirms, and a customer's review. Money given back is in
 * `refunds-repository.ts` (cancelling writes the order and its refund in one statement), payment
 * attempts in `payment-attempts-repository.ts`. A row as customers and staff see it: `order-views.ts`.
 */

/** An order's row as the database holds it. */
export type OrderRow = typeof orders.$inferSelect;

type OrderInsert = typeof orders.$inferInsert;

/** The order row's columns that placing an order writes (the others keep their defaults). */
export type PlacedOrderRow = Required<
  Pick<
    OrderInsert,
    | 'id'
    | 'restaurantId'
    | 'locationId'
    | 'userId'
    | 'orderNumber'
    | 'createdAt'
    | 'completedAt'
    | 'orderType'
    | 'paymentMethod'
    | 'status'
    | 'sourceClient'
    | 'notes'
    | 'tableId'
    | 'tableNumber'
    | 'kioskId'
    | 'kioskStand'
    | 'customerName'
    | 'customerPhone'
    | 'smsTo'
    | 'deliveryAddress'
    | 'deliveryLat'
    | 'deliveryLng'
    | 'aptNumber'
    | 'deliveryInstructions'
    | 'courierDetails'
    | 'lines'
    | OrderAmountName
    | 'promoCode'
    | 'rewards'
    | 'pointsEarned'
    | 'pointsRedeemed'
    | 'paymentChargeId'
    | 'paymentAttemptId'
    | 'paymentAttemptOpen'
    | 'kitchenAt'
    | 'kitchenItems'
    | 'kitchenPrepMinutes'
    | 'asap'
    | 'visitId'
    | 'visitRound'
    | 'visitGuestId'
  >
>;

/** Everything the order's statement writes. */
export interface OrderWrite {
  order: PlacedOrderRow;
  /** The staff alert of the new order. */
  alert: { id: string; title: string; body: string };
  /** The customer whose cart is cleared and points moved; null for a guest's order. */
  customer: { userId: string } | null;
  /** Live notices sent when the statement commits. */
  notices: { staff: string; user: string | null };
  /** The response stored for the request's Idempotency-Key, committed with the order. */
  remembered: Remembered | null;
}

/** JSON columns take their value as text: a SQL NULL stays NULL (not the JSON `null`). */
const JSON_COLUMNS = new Set<keyof PlacedOrderRow>(['courierDetails', 'lines', 'rewards']);

const ORDER_COLUMNS: (keyof PlacedOrderRow)[] = [
  'id',
  'restaurantId',
  'locationId',
  'userId',
  'orderNumber',
  'createdAt',
  'completedAt',
  'orderType',
  'paymentMethod',
  'status',
  'sourceClient',
  'notes',
  'tableId',
  'tableNumber',
  'kioskId',
  'kioskStand',
  'customerName',
  'customerPhone',
  'smsTo',
  'deliveryAddress',
  'deliveryLat',
  'deliveryLng',
  'aptNumber',
  'deliveryInstructions',
  'courierDetails',
  'lines',
  ...ORDER_AMOUNTS,
  'promoCode',
  'rewards',
  'pointsEarned',
  'pointsRedeemed',
  'paymentChargeId',
  'paymentAttemptId',
  'paymentAttemptOpen',
  'kitchenAt',
  'kitchenItems',
  'kitchenPrepMinutes',
  'asap',
  'visitId',
  'visitRound',
  'visitGuestId',
];

const param = (name: string) => sql.placeholder(name);

/**
 * The order, the staff alert, the customer's cleared cart and moved points, the stored response
 * and the live notices as one statement (data-modifying CTEs): atomic by itself and one round trip.
 * Prepared once per database and shape (customer or guest, with or without a stored response):
 * building its SQL for every order was a tenth of the server's work per order.
 */
function buildStatement(db: Db, forCustomer: boolean, remembers: boolean) {
  const values = Object.fromEntries(
    ORDER_COLUMNS.map((column) => [
      column,
      JSON_COLUMNS.has(column) ? sql`${param(`order_${column}`)}::jsonb` : param(`order_${column}`),
    ]),
  ) as unknown as OrderInsert;
  const placed = db.$with('placed').as(db.insert(orders).values(values).returning({ id: orders.id }));
  const alert = db.$with('alert').as(
    db
      .insert(staffNotifications)
      .values({
        id: param('alertId'),
        restaurantId: param('order_restaurantId'),
        locationId: param('order_locationId'),
        tableId: param('order_tableId'),
        orderId: param('order_id'),
        title: param('alertTitle'),
        body: param('alertBody'),
      })
      .returning({ id: staffNotifications.id }),
  );
  const customer = db.$with('customer').as(
    db
      .update(userRestaurants)
      .set({
        cart: {},
        choicesCart: [],
        promos: {},
        notes: '',
        promoCode: null,
        orderTime: 'ASAP',
        reviewOrderId: sql`${param('order_id')}`,
        // The next checkout starts from this order's type and payment method (issue 24), even
        // when they were never chosen by hand there; a table's order leaves them as they were.
        orderType: sql`case when ${param('order_orderType')}::text = 'Dine-in' then ${userRestaurants.orderType} else ${param('order_orderType')}::text end`,
        paymentMethod: sql`case when ${param('order_orderType')}::text = 'Dine-in' then ${userRestaurants.paymentMethod} else ${param('order_paymentMethod')}::text end`,
        rewardPoints: sql`greatest(0, ${userRestaurants.rewardPoints} - ${param('order_pointsRedeemed')}::integer + ${param('order_pointsEarned')}::integer)`,
      })
      .where(
        and(
          eq(userRestaurants.userId, param('customerId')),
          eq(userRestaurants.restaurantId, param('order_restaurantId')),
        ),
      )
      .returning({ userId: userRestaurants.userId }),
  );
  const notices: Placeholder[] = [param('staffNotice'), ...(forCustomer ? [param('userNotice')] : [])];
  const ctes = [
    placed,
    alert,
    ...(forCustomer ? [customer] : []),
    ...(remembers ? [rememberedResponse(db)] : []),
  ];
  return db
    .with(...ctes)
    .select({ notices: LiveHub.notices(notices) })
    .from(placed)
    .prepare(`place_order_${forCustomer ? 'customer' : 'guest'}${remembers ? '_remembered' : ''}`);
}

/** Each shape's statement, by `${forCustomer}:${remembers}`. */
const statements = new Map(
  [false, true].flatMap((forCustomer) =>
    [false, true].map((remembers) => [
      `${forCustomer}:${remembers}`,
      preparedPerDatabase((db) => buildStatement(db, forCustomer, remembers)),
    ]),
  ),
);

/** Writes a placed order and what goes with it (see `buildStatement`) in one statement. */
export async function writeOrder(db: Db, write: OrderWrite): Promise<void> {
  const { order, alert, customer, notices, remembered } = write;
  const values: Record<string, unknown> = {
    alertId: alert.id,
    alertTitle: alert.title,
    alertBody: alert.body,
    staffNotice: notices.staff,
  };
  for (const column of ORDER_COLUMNS) {
    const value = order[column];
    values[`order_${column}`] =
      JSON_COLUMNS.has(column) && value !== null && value !== undefined
        ? JSON.stringify(value)
        : (value ?? null);
  }
  if (customer) {
    values.customerId = customer.userId;
    values.userNotice = notices.user;
  }
  if (remembered) Object.assign(values, rememberedValues(remembered));
  const statement = statements.get(`${customer !== null}:${remembered !== null}`);
  await statement!(db).execute(values);
}

/**
 * The restaurant's next order number, taken (numbers are per restaurant). Its own statement: if the
 * order's statement then fails, the number stays unused, a gap as with any sequence. Null when the
 * restaurant has no counter (it does not exist).
 */
export async function takeOrderNumber(db: Db, restaurantId: string): Promise<number | null> {
  const [counter] = await db
    .update(orderCounters)
    .set({ nextNumber: sql`${orderCounters.nextNumber} + 1` })
    .where(eq(orderCounters.restaurantId, restaurantId))
    .returning({ next: orderCounters.nextNumber });
  return counter ? counter.next - 1 : null;
}

/** Is there an order with this id already (a courier booking's id names its one order)? */
export async function orderExists(db: Db, orderId: string): Promise<boolean> {
  const [taken] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return Boolean(taken);
}

/** The user's orders at a restaurant in a time range (promo frequency), newest first. */
export async function promoHistory(
  db: Db,
  userId: string,
  restaurantId: string,
  from: Date,
  to: Date,
): Promise<PromoUse[]> {
  const rows = await db
    .select({ createdAt: orders.createdAt, promoCode: orders.promoCode })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.restaurantId, restaurantId),
        ne(orders.status, 'Cancelled'),
        gte(orders.createdAt, from),
        lte(orders.createdAt, to),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(100);
  return rows.map((row) => ({ createdAt: row.createdAt.toISOString(), promoCode: row.promoCode }));
}

/** First order: the user has no previous order at this restaurant. */
export async function isFirstOrder(db: Db, userId: string, restaurantId: string): Promise<boolean> {
  const [previous] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.restaurantId, restaurantId)))
    .limit(1);
  return !previous;
}

/** One order's row; null when there is none with this id. */
export async function findOrder(db: Db, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/** Where an order belongs: its restaurant, location and customer (null: none with this id). */
export async function orderScope(
  db: Db,
  orderId: string,
): Promise<{
  restaurantId: string;
  locationId: string;
  userId: string | null;
  visitId: string | null;
} | null> {
  const [row] = await db
    .select({
      restaurantId: orders.restaurantId,
      locationId: orders.locationId,
      userId: orders.userId,
      visitId: orders.visitId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** A customer's orders at a restaurant placed in a time range, newest first. */
export function customerOrders(
  db: Db,
  query: { userId: string; restaurantId: string; from: Date; to: Date; limit: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, query.userId),
        eq(orders.restaurantId, query.restaurantId),
        gte(orders.createdAt, query.from),
        lte(orders.createdAt, query.to),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(query.limit);
}

/** The orders of one location of a restaurant. */
const atLocation = (restaurantId: string, locationId: string) =>
  and(eq(orders.restaurantId, restaurantId), eq(orders.locationId, locationId));

/** A location's orders with this number, or else placed in a time range; newest first, at most 500. */
export function searchLocationOrders(
  db: Db,
  query: { restaurantId: string; locationId: string; number?: number; from: Date; to: Date },
): Promise<OrderRow[]> {
  const here = atLocation(query.restaurantId, query.locationId);
  return db
    .select()
    .from(orders)
    .where(
      query.number
        ? and(here, eq(orders.orderNumber, query.number))
        : and(here, gte(orders.createdAt, query.from), lte(orders.createdAt, query.to)),
    )
    .orderBy(desc(orders.createdAt))
    .limit(500);
}

/** The statuses of an order the kitchen still works on. */
const OPEN_STATUSES = ['New', 'Pending', 'Preparing'] as const satisfies readonly OrderStatus[];

/**
 * The orders of a location's staff queue: every open one, whatever its age (at most `open`), and
 * the finished ones placed since `since` (at most `finished`), each newest first.
 */
export async function queueOrders(
  db: Db,
  query: { restaurantId: string; locationId: string; since: Date; open: number; finished: number },
): Promise<{ open: OrderRow[]; finished: OrderRow[] }> {
  const here = atLocation(query.restaurantId, query.locationId);
  const [open, finished] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(here, inArray(orders.status, [...OPEN_STATUSES])))
      .orderBy(desc(orders.createdAt))
      .limit(query.open),
    db
      .select()
      .from(orders)
      .where(and(here, notInArray(orders.status, [...OPEN_STATUSES]), gte(orders.createdAt, query.since)))
      .orderBy(desc(orders.createdAt))
      .limit(query.finished),
  ]);
  return { open, finished };
}

/** The orders with these ids that belong to this location (others are left out). */
export function locationOrdersById(
  db: Db,
  restaurantId: string,
  locationId: string,
  orderIds: string[],
): Promise<OrderRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orders)
    .where(and(atLocation(restaurantId, locationId), inArray(orders.id, orderIds)));
}

/** The customer's review of their order (replaces an earlier one). */
export async function saveReview(
  db: Db,
  orderId: string,
  review: { rating: number; comment: string },
): Promise<void> {
  await db.update(orders).set({ review }).where(eq(orders.id, orderId));
}

/**
 * Moves an order to a status other than Cancelled (see `cancelOrder` in `refunds-repository.ts`),
 * only if its status is still `from` (a conditional update: two devices moving the same order do
 * not both win). `confirmed` is set when the kitchen takes the order on; the done time is set for
 * Done and cleared otherwise. False when the order changed meanwhile.
 */
export async function moveOrder(
  db: Db,
  change: {
    orderId: string;
    from: OrderStatus;
    to: Exclude<OrderStatus, 'Cancelled'>;
    doneAt: Date | null;
    confirmed?: { at: Date; acknowledgedAt: Date };
  },
): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({
      status: change.to,
      ...(change.confirmed
        ? { confirmedAt: change.confirmed.at, acknowledgedAt: change.confirmed.acknowledgedAt }
        : {}),
      doneAt: change.doneAt,
    })
    .where(and(eq(orders.id, change.orderId), eq(orders.status, change.from)))
    .returning({ id: orders.id });
  return moved.length === 1;
}

/**
 * Moves an order's promise (decision 0089): its completed and kitchen times, only while it is
 * still `status` and its promise still `from` (a conditional update: two taps that both read the
 * same promise move it once). False when the order changed meanwhile.
 */
export async function moveOrderPromise(
  db: Db,
  change: {
    orderId: string;
    status: OrderStatus;
    from: Date;
    completedAt: Date;
    kitchenAt: Date | null;
  },
): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ completedAt: change.completedAt, kitchenAt: change.kitchenAt })
    .where(
      and(
        eq(orders.id, change.orderId),
        eq(orders.status, change.status),
        eq(orders.completedAt, change.from),
      ),
    )
    .returning({ id: orders.id });
  return moved.length === 1;
}

/**
 * The location's orders still to be made for as soon as possible (New, Pending, Preparing; not
 * those for a later time), locked for the change that moves their promises (decision 0099).
 */
export function openAsapOrdersAt(db: Db, restaurantId: string, locationId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.locationId, locationId),
        inArray(orders.status, ['New', 'Pending', 'Preparing']),
        eq(orders.asap, true),
      ),
    )
    .orderBy(orders.completedAt)
    .limit(500)
    .for('update');
}

/** Notes when staff first saw the order (the alert stops ringing). */
export async function acknowledgeOrder(db: Db, orderId: string, acknowledgedAt: Date): Promise<void> {
  await db.update(orders).set({ acknowledgedAt }).where(eq(orders.id, orderId));
}

/**
 * Orders nobody has acknowledged yet (New or Pending), oldest first, at most `limit`: what the
 * escalation job looks at (a partial index keeps this small).
 */
export function awaitingOrders(db: Db, limit = 500): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, ['New', 'Pending']), isNull(orders.acknowledgedAt)))
    .orderBy(orders.createdAt)
    .limit(limit);
}

/**
 * Marks an unconfirmed order escalated, once: a conditional update (never escalated, still New or
 * Pending, nobody acknowledged it), so of two instances finding it at once only one gets true.
 */
export async function markEscalated(db: Db, orderId: string, now: Date): Promise<boolean> {
  const marked = await db
    .update(orders)
    .set({ escalatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.escalatedAt),
        inArray(orders.status, ['New', 'Pending']),
        isNull(orders.acknowledgedAt),
      ),
    )
    .returning({ id: orders.id });
  return marked.length === 1;
}

/** Acknowledges the order's staff alerts not acknowledged yet. */
export async function acknowledgeOrderAlerts(db: Db, orderId: string, now: Date): Promise<void> {
  await db
    .update(staffNotifications)
    .set({ acknowledgedAt: now })
    .where(and(eq(staffNotifications.orderId, orderId), isNull(staffNotifications.acknowledgedAt)));
}

/**
 * The location's orders the kitchen must have ready between two instants (capacity pacing:
 * kitchen-capacity.ts), cancelled ones left out.
 */
export async function kitchenOrders(
  db: Db,
  location: { restaurantId: string; locationId: string },
  from: Date,
  to: Date,
): Promise<{ orderType: OrderRow['orderType']; kitchenAt: number; items: number; prepMinutes: number }[]> {
  const rows = await db
    .select({
      orderType: orders.orderType,
      kitchenAt: orders.kitchenAt,
      items: orders.kitchenItems,
      prepMinutes: orders.kitchenPrepMinutes,
    })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, location.restaurantId),
        eq(orders.locationId, location.locationId),
        gte(orders.kitchenAt, from),
        lt(orders.kitchenAt, to),
        ne(orders.status, 'Cancelled'),
      ),
    );
  return rows.map((row) => ({ ...row, kitchenAt: row.kitchenAt!.getTime() }));
}

/**
 * Locks the location's row until the transaction `db` ends: orders that take a place in its
 * kitchen's windows wait for each other here, and read the windows after the lock (decision 0077).
 * False when the location does not exist.
 */
export async function holdLocation(
  db: Db,
  location: { restaurantId: string; locationId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.restaurantId, location.restaurantId), eq(locations.id, location.locationId)))
    .for('update');
  return Boolean(row);
}
