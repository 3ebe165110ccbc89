import { idSchema, VISIT_GUEST_NAME_MAX, visitMessages } from '@orderly/domain';
import { z } from 'zod';
import { data, failures, operation } from '../http.ts';

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
        }),
      ),
      total: z.number(),
    }),
  ),
  total: z.number(),
  paid: z.number(),
  remaining: z.number(),
});

const visitToken = z.string().max(64);

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
};
