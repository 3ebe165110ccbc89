import { dinerNoticeWanted, isReceipt, type NoticeKind, noticeRetryDelayMs } from '@orderly/domain';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { EmailError, type Mailer } from '../integrations/email/types.ts';
import { PeriodicJob } from '../ops/periodic-job.ts';
import {
  claimDueNotices,
  markNoticeFailed,
  markNoticeSent,
  markNoticeSkipped,
  type NoticeRow,
  optedOut,
} from '../orders/notices-repository.ts';
import { orderView } from '../orders/order-views.ts';
import { findOrder } from '../orders/orders-repository.ts';
import { loadLocation } from '../restaurants/restaurant-repository.ts';
import { noticeMail } from './notice-mail.ts';
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

/** Counted for the metrics (GET /metrics: notices_total by outcome). */
export const noticeCounts = { sent: 0, retried: 0, failed: 0, skipped: 0 };

export interface NoticeRun {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

export interface NoticeWorkerDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
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
async function skipReason(deps: NoticeWorkerDeps, notice: NoticeRow, dinerNotices: unknown) {
  if (notice.audience !== 'diner') return null;
  const kind = notice.kind as Exclude<NoticeKind, 'escalation'>;
  if (!dinerNoticeWanted(dinerNotices as never, kind)) return 'Turned off in the restaurant settings';
  if (!isReceipt(kind) && (await optedOut(deps.db, notice.restaurantId, notice.recipient)))
    return 'The diner turned order e-mails off';
  return null;
}

/** Writes and sends one claimed notice, then marks it; answers what became of it. */
async function deliver(deps: NoticeWorkerDeps, notice: NoticeRow): Promise<keyof NoticeRun> {
  const { db, clock, owner } = deps;
  const row = await findOrder(db, notice.orderId);
  const place = row ? await loadLocation(db, row.restaurantId, row.locationId, clock.now()) : null;
  if (!row || !place) {
    await markNoticeSkipped(db, notice.id, owner, 'The order or its location no longer exists');
    return 'skipped';
  }
  const reason = await skipReason(deps, notice, place.settings.dinerNotices);
  if (reason) {
    await markNoticeSkipped(db, notice.id, owner, reason);
    return 'skipped';
  }
  const { settings } = place;
  const logo = settings.images?.logo;
  const mail = noticeMail({
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
  });
  await deps.mailer.send(mail);
  await markNoticeSent(db, notice.id, owner, clock.now());
  return 'sent';
}

/** What a failed attempt becomes: tried again later, or given up (a refused address at once). */
async function failed(deps: NoticeWorkerDeps, notice: NoticeRow, error: unknown): Promise<keyof NoticeRun> {
  const refused = error instanceof EmailError && error.statusCode === 400;
  const delay = refused ? null : noticeRetryDelayMs(notice.attempts);
  const message =
    error instanceof EmailError ? error.detail : error instanceof Error ? error.message : String(error);
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

/** The notice worker: a pass sends every due notice, a batch at a time; `wake()` asks for one now. */
export function noticeWorkerJob(deps: NoticeWorkerDeps): PeriodicJob<NoticeRun> {
  const timing = deps.timing ?? defaultNoticeTiming;
  const pass = async (): Promise<NoticeRun> => {
    const run: NoticeRun = { sent: 0, retried: 0, failed: 0, skipped: 0 };
    // Bounded, so one pass never runs away; what is left is due at the next pass.
    for (let round = 0; round < 50; round++) {
      const now = deps.clock.now();
      const claimed = await claimDueNotices(deps.db, {
        owner: deps.owner,
        now,
        leaseUntil: new Date(now.getTime() + timing.leaseMs),
        limit: timing.batch,
      });
      if (claimed.length === 0) break;
      for (const notice of claimed) {
        const outcome = await deliver(deps, notice).catch((error: unknown) => failed(deps, notice, error));
        run[outcome]++;
        noticeCounts[outcome]++;
      }
    }
    return run;
  };
  return new PeriodicJob(timing.everyMs, pass, (error) => {
    deps.log(error, 'notice worker: a pass failed');
    return { sent: 0, retried: 0, failed: 0, skipped: 0 };
  });
}
