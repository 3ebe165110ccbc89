import {
  dinerNoticeWanted,
  isReceipt,
  type NoticeChannel,
  type NoticeKind,
  noticeRetryDelayMs,
  pushNoticeWanted,
  smsNoticeWanted,
} from '@orderly/domain';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { EmailError, type Mailer } from '../integrations/email/types.ts';
import { PushError, type PushSender } from '../integrations/push/types.ts';
import { SmsError, type SmsSender } from '../integrations/sms/types.ts';
import { PeriodicJob } from '../ops/periodic-job.ts';
import {
  claimDueNotices,
  dropPushSubscription,
  findPushSubscription,
  markNoticeFailed,
  markNoticeSent,
  markNoticeSkipped,
  type NoticeRow,
  optedOut,
  smsSentBefore,
} from '../orders/notices-repository.ts';
import { orderView } from '../orders/order-views.ts';
import { findOrder } from '../orders/orders-repository.ts';
import { loadLocation } from '../restaurants/restaurant-repository.ts';
import { type NoticeMailInput, noticeMail, noticePush, noticeSms } from './notice-mail.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/**
 * Sends the notices outbox (decision 0084). Every instance runs it: at start, every few seconds,
 * and at once when a transaction that queued a notice commits (NOTIFY wakes it). Rows are claimed
 * with a lease, so two instances never send one at the same time; a worker killed after sending
 * and before marking leaves a claim that runs out, and the notice is sent again with the same
 * Message-ID (the embedded outbox keeps it once; a mail server or reader can see it is the same).
 */

export interface NoticeTiming {
  /** How often it looks for due notices without being woken. */
  everyMs: number;
  /** How long a claim holds: far longer than a send may take (the SMTP timeouts are 15 s each). */
  leaseMs: number;
  /** Notices claimed at a time. */
  batch: number;
}

export const defaultNoticeTiming: NoticeTiming = { everyMs: 5_000, leaseMs: 120_000, batch: 20 };

/** Counted for the metrics (GET /metrics: notices_total by channel and outcome). */
export const noticeCounts: Record<NoticeChannel, NoticeRun> = {
  email: { sent: 0, retried: 0, failed: 0, skipped: 0 },
  push: { sent: 0, retried: 0, failed: 0, skipped: 0 },
  sms: { sent: 0, retried: 0, failed: 0, skipped: 0 },
};

export type NoticeRun = {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
};

export interface NoticeWorkerDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Sends the push rows (decision 0091). */
  push: PushSender;
  /** Sends the text rows (decision 0095); null when this server sends no texts (production without Twilio). */
  sms: SmsSender | null;
  /** The customer site's address: links, and the Message-ID's host. */
  publicUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
  /** This worker's name in a claim (instance and run). */
  owner: string;
  log: (error: unknown, message: string) => void;
  timing?: NoticeTiming;
}

/** Why a claimed notice is not sent, or null when it goes. */
async function skipReason(
  deps: NoticeWorkerDeps,
  notice: NoticeRow,
  settings: { dinerNotices?: unknown; pushNotices?: unknown; smsNotices?: unknown },
) {
  if (notice.audience !== 'diner') return null;
  const kind = notice.kind as Exclude<NoticeKind, 'escalation'>;
  if (notice.channel === 'sms') {
    if (!deps.sms) return 'This server sends no text messages (no SMS provider is set up)';
    return smsNoticeWanted(settings.smsNotices as never, kind)
      ? null
      : 'Turned off in the restaurant settings';
  }
  if (notice.channel === 'push')
    return pushNoticeWanted(settings.pushNotices as never, kind)
      ? null
      : 'Turned off in the restaurant settings';
  if (!dinerNoticeWanted(settings.dinerNotices as never, kind))
    return 'Turned off in the restaurant settings';
  if (!isReceipt(kind) && (await optedOut(deps.db, notice.restaurantId, notice.recipient)))
    return 'The diner turned order e-mails off';
  return null;
}

/** Why a push notice is not sent: its browser turned notifications off (or the push service dropped it). */
const pushGone = 'The browser no longer takes notifications for this order';

/** Writes and sends one claimed notice, then marks it; answers what became of it. */
async function deliver(deps: NoticeWorkerDeps, notice: NoticeRow): Promise<keyof NoticeRun> {
  const { db, clock, owner } = deps;
  const row = await findOrder(db, notice.orderId);
  const place = row ? await loadLocation(db, row.restaurantId, row.locationId, clock.now()) : null;
  if (!row || !place) {
    await markNoticeSkipped(db, notice.id, owner, 'The order or its location no longer exists');
    return 'skipped';
  }
  const reason = await skipReason(deps, notice, place.settings);
  if (reason) {
    await markNoticeSkipped(db, notice.id, owner, reason);
    return 'skipped';
  }
  const { settings } = place;
  const logo = settings.images?.logo;
  const input: NoticeMailInput = {
    kind: notice.kind as NoticeKind,
    to: notice.recipient,
    noticeId: notice.id,
    detail: notice.detail,
    queuedAt: notice.createdAt,
    order: {
      ...orderView(row),
      courierTrackingUrl: (row.courierDetails?.tracking_url as string | null | undefined) ?? null,
      pointsRedeemed: row.pointsRedeemed,
    },
    restaurant: {
      name: place.name,
      locationName: settings.locationName,
      address: settings.address,
      phoneNumber: settings.phoneNumber ?? '',
      timeZone: settings.timeZone,
      logoUrl: logo ? new URL(logo, deps.publicUrl).toString() : null,
      brandColor: settings.styles?.brandColor ?? '',
    },
    publicUrl: deps.publicUrl,
    unsubscribeUrl:
      notice.audience === 'diner'
        ? `${deps.publicUrl}/guest/notices/unsubscribe?token=${unsubscribeToken(deps.secret, {
            restaurantId: notice.restaurantId,
            email: notice.recipient,
          })}`
        : null,
  };
  if (notice.channel === 'push') return deliverPush(deps, notice, input);
  if (notice.channel === 'sms') return deliverSms(deps, notice, input);
  await deps.mailer.send(noticeMail(input));
  await markNoticeSent(db, notice.id, owner, clock.now());
  return 'sent';
}

/**
 * Sends a push notice to its browser: the short words, and where a tap leads (the diner's orders;
 * the service worker opens a guest's own tracking link, which only the browser knows). A browser
 * that dropped the subscription (404, 410) is removed and the notice skipped.
 */
async function deliverPush(
  deps: NoticeWorkerDeps,
  notice: NoticeRow,
  input: NoticeMailInput,
): Promise<keyof NoticeRun> {
  const { db, owner } = deps;
  const subscription = await findPushSubscription(db, notice.recipient);
  if (!subscription) {
    await markNoticeSkipped(db, notice.id, owner, pushGone);
    return 'skipped';
  }
  const words = noticePush(input);
  try {
    await deps.push.send(subscription, {
      ...words,
      path: '/order_history',
      tag: `order-${input.order.orderNumber}-${notice.kind}`,
      restaurantId: input.order.restaurantId,
      orderNumber: input.order.orderNumber,
    });
  } catch (error) {
    if (!(error instanceof PushError && error.gone)) throw error;
    await dropPushSubscription(db, subscription.id);
    await markNoticeSkipped(
      db,
      notice.id,
      owner,
      `${pushGone} (the push service answered ${error.statusCode})`,
    );
    return 'skipped';
  }
  await markNoticeSent(db, notice.id, owner, deps.clock.now());
  return 'sent';
}

/** Twilio's code for a number that replied STOP to this sender: it takes no more texts from it. */
const TWILIO_UNSUBSCRIBED = 21610;

/**
 * Sends a text notice to the number the diner gave at checkout (decision 0095). The order's first
 * text to the number says how to opt out; a number that replied STOP is skipped, not retried.
 */
async function deliverSms(
  deps: NoticeWorkerDeps,
  notice: NoticeRow,
  input: NoticeMailInput,
): Promise<keyof NoticeRun> {
  const { db, owner } = deps;
  const first = !(await smsSentBefore(db, notice));
  try {
    await deps.sms!.send({ to: notice.recipient, body: noticeSms(input, { first }), reference: notice.id });
  } catch (error) {
    if (!(error instanceof SmsError && error.code === TWILIO_UNSUBSCRIBED)) throw error;
    await markNoticeSkipped(db, notice.id, owner, 'The diner replied STOP: the number takes no more texts');
    return 'skipped';
  }
  await markNoticeSent(db, notice.id, owner, deps.clock.now());
  return 'sent';
}

/** What a failed attempt becomes: tried again later, or given up (a refused address at once). */
async function failed(deps: NoticeWorkerDeps, notice: NoticeRow, error: unknown): Promise<keyof NoticeRun> {
  const refused =
    (error instanceof EmailError && error.statusCode === 400) ||
    (error instanceof PushError && error.final) ||
    (error instanceof SmsError && error.final);
  const delay = refused ? null : noticeRetryDelayMs(notice.attempts);
  const message =
    error instanceof EmailError ? error.detail : error instanceof Error ? error.message : String(error);
  // SmsError's message names the status and Twilio's code: staff read it on the order's details.
  await markNoticeFailed(deps.db, notice.id, deps.owner, {
    error: message,
    retryAt: delay === null ? null : new Date(deps.clock.now().getTime() + delay),
  });
  if (delay === null)
    deps.log(
      error,
      `notice ${notice.id} (${notice.kind} of order ${notice.orderId}) given up after ${notice.attempts} attempts`,
    );
  return delay === null ? 'failed' : 'retried';
}

/**
 * The notice worker of one channel: a pass sends every due notice of it, a batch at a time;
 * `wake()` asks for one now. Each channel has its own worker, so a push service that hangs never
 * holds an e-mail back (and the other way round).
 */
export function noticeWorkerJob(
  deps: NoticeWorkerDeps,
  channel: NoticeChannel = 'email',
): PeriodicJob<NoticeRun> {
  const timing = deps.timing ?? defaultNoticeTiming;
  const pass = async (): Promise<NoticeRun> => {
    const run: NoticeRun = { sent: 0, retried: 0, failed: 0, skipped: 0 };
    // Bounded, so one pass never runs away; what is left is due at the next pass.
    for (let round = 0; round < 50; round++) {
      const now = deps.clock.now();
      const claimed = await claimDueNotices(deps.db, {
        owner: deps.owner,
        channel,
        now,
        leaseUntil: new Date(now.getTime() + timing.leaseMs),
        limit: timing.batch,
      });
      if (claimed.length === 0) break;
      for (const notice of claimed) {
        const outcome = await deliver(deps, notice).catch((error: unknown) => failed(deps, notice, error));
        run[outcome]++;
        noticeCounts[channel][outcome]++;
      }
    }
    return run;
  };
  return new PeriodicJob(timing.everyMs, pass, (error) => {
    deps.log(error, `notice worker (${channel}): a pass failed`);
    return { sent: 0, retried: 0, failed: 0, skipped: 0 };
  });
}
