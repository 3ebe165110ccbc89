import { idSchema, TAB_SPLIT_MAX_PARTS, VISIT_GUEST_NAME_MAX, visitMessages } from '@orderly/domain';
import { z } from 'zod';
import { data, failures, operation } from '../http.ts';
import { idempotencyHeaders } from './orders.ts';

/** A table visit as its guests see it (decision 0093). */
const visitSchema = z.object({
  visitId: z.string(),
  tableNumber: z.string(),
  openedAt: z.string(),
});

/** The running tab: every round, who sent it, each item's share, and what is paid. */
export const tableTabSchema = z.object({
  visit: visitSchema,
  guests: z.array(z.object({ name: z.string(), you: z.boolean() })),
  rounds: z.array(
    z.object({
      round: z.number(),
      orderNumber: z.number(),
      status: z.string(),
      sentBy: z.string(),
      sentAt: z.string(),
      items: z.array(
        z.object({
          key: z.string(),
          name: z.string(),
          quantity: z.number(),
          /** What paying for this item costs before a tip, in cents (its share of the round's tax and discounts included). */
          charge: z.number(),
          /** Paid by someone (on its own, or by an even split whose shares are all paid). */
          paid: z.boolean(),
          /** Part of the even split being paid: paid by a share, not on its own. */
          inSplit: z.boolean(),
        }),
      ),
      total: z.number(),
    }),
  ),
  payments: z.array(
    z.object({
      paidBy: z.string(),
      you: z.boolean(),
      amount: z.number(),
      tip: z.number(),
      /** By card at the table, or promised at the counter (settled once staff take it). */
      method: z.enum(['online', 'counter']),
      settled: z.boolean(),
      paidAt: z.string(),
    }),
  ),
  /** The even split being paid, if any: its shares, each paid or not. */
  split: z
    .object({
      splitId: z.string(),
      parts: z.number(),
      shares: z.array(z.object({ share: z.number(), amount: z.number(), paid: z.boolean() })),
    })
    .nullable(),
  total: z.number(),
  paid: z.number(),
  remaining: z.number(),
});

const visitToken = z.string().max(64);

/** What a person pays of the tab: all that is unpaid, the items they pick, or one share of an even split. */
const tabPartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('whole') }),
  z.object({ kind: z.literal('items'), itemKeys: z.array(z.string().max(100)).max(500) }),
  z.object({
    kind: z.literal('share'),
    splitId: z.string().max(64),
    share: z
      .number()
      .int()
      .min(0)
      .max(TAB_SPLIT_MAX_PARTS - 1),
  }),
]);

/** A payment taken on the tab, as its payer's phone shows it. */
const tabPaymentAnswer = data(
  z.object({
    payment: z.object({
      paymentId: z.string(),
      amount: z.number(),
      tip: z.number(),
      method: z.enum(['online', 'counter']),
      points: z.number(),
    }),
    tab: tableTabSchema,
  }),
);

/** An open visit as staff see it on the tables view. */
export const staffTableVisitSchema = z.object({
  visitId: z.string(),
  tableNumber: z.string(),
  openedAt: z.string(),
  lastActivityAt: z.string(),
  /** Who is at the table now (staff may remove one). */
  guests: z.array(z.object({ guestId: z.string(), name: z.string() })),
  rounds: z.number(),
  total: z.number(),
  /** Paid by card, or taken at the counter by staff. */
  paid: z.number(),
  /** Promised at the counter and not taken yet: each is settled by staff. */
  atCounter: z.array(z.object({ paymentId: z.string(), paidBy: z.string(), amount: z.number() })),
  /** Nobody has paid or promised it yet. */
  unpaid: z.number(),
});
export const staffTableVisitsSchema = z.object({ visits: z.array(staffTableVisitSchema) });

export const tableOperations = {
  joinTableVisit: operation({
    method: 'POST',
    path: '/guest/table_visits',
    summary:
      "Join the open visit of a table (opening one when none is open) and get this browser's visit token",
    tags: ['Tables'],
    auth: false,
    body: z.object({
      restaurantId: idSchema,
      locationId: idSchema,
      tableId: idSchema,
      name: z
        .string({ error: visitMessages.nameEmpty })
        .max(VISIT_GUEST_NAME_MAX * 4, visitMessages.nameTooLong),
      /** A token this browser holds already: kept when it still opens this table's open visit. */
      visitToken: visitToken.optional(),
    }),
    response: { 201: data(z.object({ visitToken: z.string(), tab: tableTabSchema })), ...failures },
  }),
  getTableTab: operation({
    method: 'GET',
    path: '/guest/table_visits/tab',
    summary:
      'The running tab of the visit a token opens (one 404 for every token that opens nothing, or a visit that is over)',
    tags: ['Tables'],
    auth: false,
    querystring: z.object({ token: z.string().optional().catch(undefined) }),
    response: { 200: data(z.object({ tab: tableTabSchema })), ...failures },
  }),
  splitTableTab: operation({
    method: 'POST',
    path: '/guest/table_visits/split',
    summary: 'Split what is unpaid on the tab evenly in 2 to 20 shares, each paid by whoever takes it',
    tags: ['Tables'],
    auth: false,
    body: z.object({ token: visitToken, parts: z.number().int() }),
    response: { 201: data(z.object({ tab: tableTabSchema })), ...failures },
  }),
  payTableTab: operation({
    method: 'POST',
    path: '/guest/table_visits/pay',
    summary:
      "A guest's part of the tab, paid at the counter (card payments need a signed-in diner). Idempotency-Key supported",
    tags: ['Tables'],
    auth: false,
    headers: idempotencyHeaders,
    body: z.object({ token: visitToken, part: tabPartSchema, method: z.literal('counter') }),
    response: { 201: tabPaymentAnswer, ...failures },
  }),
  payTableTabSignedIn: operation({
    method: 'POST',
    path: '/api/table_visits/pay',
    summary:
      "A signed-in diner's part of the tab: by the saved card with a tip, or at the counter; points to the payer. Idempotency-Key supported",
    tags: ['Tables'],
    auth: true,
    headers: idempotencyHeaders,
    body: z.object({
      token: visitToken,
      part: tabPartSchema,
      method: z.enum(['online', 'counter']),
      /** A tip button's share (0 for none), as at checkout. */
      tip: z.number().min(0).max(1).default(0),
      /** A custom tip in cents instead of a button. */
      customTip: z.number().int().nullish(),
    }),
    response: { 201: tabPaymentAnswer, ...failures },
  }),
  getStaffTableVisits: operation({
    method: 'GET',
    path: '/api/staff/table_visits',
    summary: "A location's open table visits: seated since, guests, rounds, what is paid and what is owed",
    tags: ['Staff'],
    auth: true,
    querystring: z.object({ restaurantId: idSchema, locationId: idSchema }),
    response: { 200: data(staffTableVisitsSchema), ...failures },
  }),
  settleTabPayment: operation({
    method: 'POST',
    path: '/api/staff/table_visits/:visitId/payments/:paymentId/settle',
    summary: 'Staff took a part promised at the counter: it counts as paid, and its payer earns the points',
    tags: ['Staff'],
    auth: true,
    params: z.object({ visitId: idSchema, paymentId: idSchema }),
    response: { 200: data(z.object({ settled: z.literal(true) })), ...failures },
  }),
  closeTableVisit: operation({
    method: 'POST',
    path: '/api/staff/table_visits/:visitId/close',
    summary:
      'Close a table visit: the next guests at the table start a new one (a reason is kept when it is closed unpaid)',
    tags: ['Staff'],
    auth: true,
    params: z.object({ visitId: idSchema }),
    body: z.object({ reason: z.string().trim().max(200).default('') }),
    response: { 200: data(z.object({ closed: z.literal(true) })), ...failures },
  }),
  moveTableVisit: operation({
    method: 'POST',
    path: '/api/staff/table_visits/:visitId/move',
    summary:
      'Move a table visit to another table of its location (its unfinished rounds are served there; a table with an open tab is refused: merge instead)',
    tags: ['Staff'],
    auth: true,
    params: z.object({ visitId: idSchema }),
    body: z.object({ tableId: idSchema }),
    response: { 200: data(z.object({ tableNumber: z.string() })), ...failures },
  }),
  mergeTableVisits: operation({
    method: 'POST',
    path: '/api/staff/table_visits/:visitId/merge',
    summary:
      'Merge a table visit into another open one of its location: guests, rounds, splits and payments move, and this visit closes',
    tags: ['Staff'],
    auth: true,
    params: z.object({ visitId: idSchema }),
    body: z.object({ intoVisitId: idSchema }),
    response: { 200: data(z.object({ tableNumber: z.string() })), ...failures },
  }),
  removeVisitGuest: operation({
    method: 'DELETE',
    path: '/api/staff/table_visits/:visitId/guests/:guestId',
    summary:
      "Take a guest off a table visit: their phone's token opens nothing any more (their rounds stay on the tab)",
    tags: ['Staff'],
    auth: true,
    params: z.object({ visitId: idSchema, guestId: idSchema }),
    response: { 200: data(z.object({ removed: z.literal(true) })), ...failures },
  }),
};
