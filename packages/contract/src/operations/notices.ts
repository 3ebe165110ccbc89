import { idSchema, NOTICE_CHANNELS, NOTICE_KINDS } from '@orderly/domain';
import { z } from 'zod';
import { data, failures, operation } from '../http.ts';

/** One notice of an order as staff see it on the order's details (decision 0084). */
export const orderNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  channel: z.enum(NOTICE_CHANNELS),
  /** An e-mail address, or for a push notice the browser's push service ("Chrome", "Firefox"…). */
  recipient: z.string(),
  /** pending: not sent yet (waiting for its next attempt); failed: given up; skipped: not sent on purpose. */
  status: z.enum(['pending', 'sent', 'failed', 'skipped']),
  attempts: z.int().min(0),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  /** Why the last attempt failed, or why it was skipped. */
  lastError: z.string().nullable(),
});

/** The unsubscribe link's token (signed; anything else is refused). */
const tokenQuery = z.object({ token: z.string().trim().min(1).max(1000) });
const unsubscribeView = data(
  z.object({ restaurantName: z.string(), email: z.string(), unsubscribed: z.boolean() }),
);

export const noticeOperations = {
  listOrderNotices: operation({
    method: 'GET',
    path: '/api/staff/orders/:orderId/notices',
    summary: 'The notices an order sent (or will send, or gave up on), oldest first',
    tags: ['Staff'],
    auth: true,
    params: z.object({ orderId: idSchema }),
    response: { 200: data(z.object({ notices: z.array(orderNoticeSchema) })), ...failures },
  }),
  getNoticeUnsubscribe: operation({
    method: 'GET',
    path: '/guest/notices/unsubscribe',
    summary: "An e-mail's unsubscribe link: whom it is for (a browser gets a page with the button)",
    tags: ['Notices'],
    auth: false,
    querystring: tokenQuery,
    response: { 200: unsubscribeView, ...failures },
  }),
  unsubscribeNotices: operation({
    method: 'POST',
    path: '/guest/notices/unsubscribe',
    summary: "Turns a restaurant's order e-mails off for the link's diner (one click; receipts still go)",
    tags: ['Notices'],
    auth: false,
    querystring: tokenQuery,
    response: { 200: unsubscribeView, ...failures },
  }),
};
