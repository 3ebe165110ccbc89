import type { DinerNoticeKind, ManagerNoticeKind, NoticeChannel } from '@orderly/domain';
import { and, asc, eq, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { noticeOptOuts, notices, pushSubscriptions } from '../db/schema.ts';

/**
 * The notices outbox (decision 0084): rows queued in the transaction of the change that causes them,
 * claimed by one worker at a time with a lease, then marked sent, retried later, given up or skipped.
 */

export type NoticeRow = typeof notices.$inferSelect;

/** NOTIFY channel that wakes every instance's notice worker once a transaction that queued one commits. */
export const NOTICES_CHANNEL = 'orderly_notices';

/**
 * Queues the notices to the order's diner about `kind`, in the transaction `db` of the change that
 * causes it (and wakes the workers when it commits): the e-mail, one push notification per
 * browser that turned them on for the order (decision 0091: a row each, so each is sent once and
 * a dead browser fails alone), and a text when the diner said yes to texts at checkout (0095). No e-mail is queued for an order without an address (a guest's).
 * One statement: the rows are written only with their order.
 */
export async function queueDinerNotice(
  db: Db,
  notice: { orderId: string; kind: DinerNoticeKind; now: Date; detail?: Record<string, unknown> },
): Promise<void> {
  const at = notice.now.toISOString();
  const detail = JSON.stringify(notice.detail ?? {});
  await db.execute(sql`
    with email as (
      insert into notices (id, restaurant_id, location_id, order_id, kind, audience, channel, recipient, detail, next_attempt_at, created_at)
      select gen_random_uuid()::text, o.restaurant_id, o.location_id, o.id, ${notice.kind}, 'diner', 'email',
             lower(u.email), ${detail}::jsonb, ${at}::timestamptz, ${at}::timestamptz
      from orders o join users u on u.id = o.user_id where o.id = ${notice.orderId}
      returning id
    ), push as (
      insert into notices (id, restaurant_id, location_id, order_id, kind, audience, channel, recipient, detail, next_attempt_at, created_at)
      select gen_random_uuid()::text, o.restaurant_id, o.location_id, o.id, ${notice.kind}, 'diner', 'push',
             s.id, ${detail}::jsonb, ${at}::timestamptz, ${at}::timestamptz
      from push_subscriptions s join orders o on o.id = s.order_id where s.order_id = ${notice.orderId}
      returning id
    ), sms as (
      insert into notices (id, restaurant_id, location_id, order_id, kind, audience, channel, recipient, detail, next_attempt_at, created_at)
      select gen_random_uuid()::text, o.restaurant_id, o.location_id, o.id, ${notice.kind}, 'diner', 'sms',
             o.sms_to, ${detail}::jsonb, ${at}::timestamptz, ${at}::timestamptz
      from orders o where o.id = ${notice.orderId} and o.sms_to is not null
      returning id
    )
    select pg_notify(${NOTICES_CHANNEL}, id)
    from (select id from email union all select id from push union all select id from sms) queued`);
}

/** When each of `orderIds` last had a "running late" notice queued (decision 0099: one per 10 minutes). */
export async function lastLateNoticeAt(db: Db, orderIds: readonly string[]): Promise<Map<string, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: notices.orderId, at: sql<string>`max(${notices.createdAt})` })
    .from(notices)
    .where(and(inArray(notices.orderId, [...orderIds]), eq(notices.kind, 'late')))
    .groupBy(notices.orderId);
  return new Map(rows.map((row) => [row.orderId, new Date(row.at)]));
}

/**
 * Queues one e-mail per manager of the order's location (a manager of the whole restaurant, or one
 * whose locations include it) about `kind`, in the transaction `db` of the change that causes it.
 * The escalation job calls it with the order it marks (decision 0080's managers' notice).
 */
export async function queueManagersNotice(
  db: Db,
  order: { id: string },
  kind: ManagerNoticeKind,
  now: Date,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await queueEmails(
    db,
    { kind, audience: 'manager', now, detail },
    sql`from orders o
      join staff_members m on m.restaurant_id = o.restaurant_id and m.role = 'manager'
        and (m.location_ids is null or m.location_ids @> jsonb_build_array(o.location_id))
      join users u on u.id = m.user_id
      where o.id = ${order.id}`,
  );
}

/**
 * One e-mail notice per row that `recipients` yields (its `from … where …`, naming the order `o`
 * and the recipient user `u`), in one statement; the workers are woken when the transaction commits.
 */
async function queueEmails(
  db: Db,
  notice: { kind: string; audience: 'diner' | 'manager'; now: Date; detail: Record<string, unknown> },
  recipients: SQL,
): Promise<void> {
  const at = notice.now.toISOString();
  await db.execute(sql`
    with queued as (
      insert into notices (id, restaurant_id, location_id, order_id, kind, audience, channel, recipient, detail, next_attempt_at, created_at)
      select gen_random_uuid()::text, o.restaurant_id, o.location_id, o.id, ${notice.kind}, ${notice.audience}, 'email',
             lower(u.email), ${JSON.stringify(notice.detail)}::jsonb, ${at}::timestamptz, ${at}::timestamptz
      ${recipients}
      returning id
    )
    select pg_notify(${NOTICES_CHANNEL}, id) from queued`);
}

/**
 * Claims up to `limit` due notices for `owner` until `leaseUntil`: pending, due, and not held by a
 * live lease (a lease that ran out was a worker that died mid-send). Rows another worker is
 * claiming right now are skipped, not waited for. Each claim counts as an attempt, so a notice that
 * kills its worker is given up like one that fails.
 */
export async function claimDueNotices(
  db: Db,
  claim: { owner: string; channel: NoticeChannel; now: Date; leaseUntil: Date; limit: number },
): Promise<NoticeRow[]> {
  const due = db
    .select({ id: notices.id })
    .from(notices)
    .where(
      and(
        eq(notices.status, 'pending'),
        eq(notices.channel, claim.channel),
        lte(notices.nextAttemptAt, claim.now),
        or(isNull(notices.claimedUntil), lte(notices.claimedUntil, claim.now)),
      ),
    )
    .orderBy(asc(notices.nextAttemptAt))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(notices)
    .set({
      claimedBy: claim.owner,
      claimedUntil: claim.leaseUntil,
      attempts: sql`${notices.attempts} + 1`,
    })
    .where(and(inArray(notices.id, due), eq(notices.status, 'pending')))
    .returning();
}

/** Only while `owner` still holds the claim: a worker whose lease ran out changes nothing. */
const heldBy = (id: string, owner: string) =>
  and(eq(notices.id, id), eq(notices.claimedBy, owner), eq(notices.status, 'pending'));

const released = { claimedBy: null, claimedUntil: null };

export async function markNoticeSent(db: Db, id: string, owner: string, now: Date): Promise<void> {
  await db
    .update(notices)
    .set({ status: 'sent', sentAt: now, lastError: null, ...released })
    .where(heldBy(id, owner));
}

/** Not sent on purpose (turned off, unsubscribed, no such order any more): `reason` says why. */
export async function markNoticeSkipped(db: Db, id: string, owner: string, reason: string): Promise<void> {
  await db
    .update(notices)
    .set({ status: 'skipped', lastError: reason, ...released })
    .where(heldBy(id, owner));
}

/** A failed attempt: tried again at `retryAt`, or given up (`failed`) when there is none. */
export async function markNoticeFailed(
  db: Db,
  id: string,
  owner: string,
  failure: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(notices)
    .set({
      lastError: failure.error.slice(0, 500),
      ...(failure.retryAt ? { nextAttemptAt: failure.retryAt } : { status: 'failed' as const }),
      ...released,
    })
    .where(heldBy(id, owner));
}

/** Whether the order already had a text sent to this notice's number (the first one says how to opt out). */
export async function smsSentBefore(
  db: Db,
  notice: Pick<NoticeRow, 'id' | 'orderId' | 'recipient'>,
): Promise<boolean> {
  const rows = await db
    .select({ id: notices.id })
    .from(notices)
    .where(
      and(
        eq(notices.orderId, notice.orderId),
        eq(notices.channel, 'sms'),
        eq(notices.recipient, notice.recipient),
        eq(notices.status, 'sent'),
        ne(notices.id, notice.id),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** An order's notices, oldest first (staff see them on the order's details). */
export function noticesOfOrder(db: Db, orderId: string): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(eq(notices.orderId, orderId))
    .orderBy(asc(notices.createdAt), asc(notices.kind));
}

/** Whether this diner turned the restaurant's order notices off. */
export async function optedOut(db: Db, restaurantId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: noticeOptOuts.email })
    .from(noticeOptOuts)
    .where(and(eq(noticeOptOuts.restaurantId, restaurantId), eq(noticeOptOuts.email, email.toLowerCase())));
  return rows.length > 0;
}

/** Keeps a diner's choice to get no more order notices from the restaurant (twice is once). */
export async function optOut(db: Db, restaurantId: string, email: string): Promise<void> {
  await db.insert(noticeOptOuts).values({ restaurantId, email: email.toLowerCase() }).onConflictDoNothing();
}

// ---------------------------------------------------------------- push subscriptions (decision 0091)

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** At most this many browsers follow one order by push (a family's phones, not a flood). */
export const MAX_PUSH_SUBSCRIPTIONS_PER_ORDER = 5;

/**
 * Keeps a browser's subscription to an order's notices (the same browser again: its keys are
 * updated). Refused (false) when the order already has its most browsers; the order's row is
 * locked first, so parallel requests count one after another.
 */
export async function savePushSubscription(
  db: Db,
  subscription: {
    id: string;
    restaurantId: string;
    orderId: string;
    userId: string | null;
    endpoint: string;
    p256dh: string;
    auth: string;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from orders where id = ${subscription.orderId} for update`);
    const kept = await tx
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.orderId, subscription.orderId));
    const again = kept.some((row) => row.endpoint === subscription.endpoint);
    if (!again && kept.length >= MAX_PUSH_SUBSCRIPTIONS_PER_ORDER) return false;
    await tx
      .insert(pushSubscriptions)
      .values(subscription)
      .onConflictDoUpdate({
        target: [pushSubscriptions.orderId, pushSubscriptions.endpoint],
        set: { p256dh: subscription.p256dh, auth: subscription.auth },
      });
    return true;
  });
}

/** Removes a browser's subscription to an order; true when there was one. */
export async function deletePushSubscription(db: Db, orderId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.orderId, orderId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** Whether this browser follows the order by push. */
export async function hasPushSubscription(db: Db, orderId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.orderId, orderId), eq(pushSubscriptions.endpoint, endpoint)));
  return rows.length > 0;
}

export async function findPushSubscription(db: Db, id: string): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

/** The browser dropped it (the push service answered 404 or 410): it is never sent to again. */
export async function dropPushSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The push subscriptions by id (staff see which push service each notice went to). */
export function pushSubscriptionsByIds(db: Db, ids: string[]): Promise<PushSubscriptionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
