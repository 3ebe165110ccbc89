import { ORDER_AMOUNTS, type OrderAmountName, type PromoUse } from '@orderly/domain';
import { and, desc, eq, gte, lte, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { orderCounters, orders, staffNotifications, userRestaurants } from '../db/schema.ts';
import { LiveHub } from '../live/live-hub.ts';
import { type Remembered, rememberedResponse, rememberedValues } from './idempotency.ts';

/**
 * The orders repository: the SQL of placing an order (its number, the one statement that writes it
 * and what goes with it, whether an id is taken) and of the customer's past orders that placing one
 * reads (first order, promo history). A row as customers and staff see it: `order-views.ts`.
 */

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
    | 'customerName'
    | 'customerPhone'
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
  'customerName',
  'customerPhone',
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
