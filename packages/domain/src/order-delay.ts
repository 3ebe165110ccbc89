/**
 * Running late (issues 25 and 26, decision 0089): staff move an order's promise later by a few
 * minutes with one tap, and the diner is told. The promise is the order's `completedAt` (the
 * ready or delivery time every screen and e-mail shows) and its `kitchenAt` (the time it counts
 * in for capacity pacing); both move by the same amount, so the drive between them is unchanged.
 */
import type { OrderStatus } from './vocabulary.ts';

/** The minutes staff may add to an order's promise, one tap each. */
export const DELAY_MINUTES = [5, 10, 15, 20, 30] as const;
export type DelayMinutes = (typeof DELAY_MINUTES)[number];

/** Whether `minutes` is one of the delays staff may choose. */
export const isDelayMinutes = (minutes: unknown): minutes is DelayMinutes =>
  (DELAY_MINUTES as readonly unknown[]).includes(minutes);

/** "+10 min", as the button, the toast and the activity line say it. */
export const delayLabel = (minutes: DelayMinutes): string => `+${minutes} min`;

/** Only an order still to be made can run late: not one Done or Cancelled. */
export const canDelay = (status: OrderStatus): boolean =>
  status === 'New' || status === 'Pending' || status === 'Preparing';

export const DELAY_REFUSALS = {
  minutes: `Choose a delay of ${DELAY_MINUTES.slice(0, -1).join(', ')} or ${DELAY_MINUTES.at(-1)} minutes.`,
  finished: 'This order is finished and cannot be delayed.',
} as const;

export interface DelayedTimes {
  completedAt: string;
  kitchenAt: string | null;
}

export type DelayOutcome =
  | ({ ok: true } & DelayedTimes)
  | { ok: false; reason: keyof typeof DELAY_REFUSALS; message: string };

/**
 * The order's promise `minutes` later: its completed and kitchen times moved (an order placed
 * before kitchen times were kept stays without one). Refused for a delay not in DELAY_MINUTES or an
 * order that is finished.
 */
export function delayOrder(
  order: { status: OrderStatus; completedAt: string; kitchenAt: string | null },
  minutes: unknown,
): DelayOutcome {
  if (!isDelayMinutes(minutes)) return { ok: false, reason: 'minutes', message: DELAY_REFUSALS.minutes };
  if (!canDelay(order.status)) return { ok: false, reason: 'finished', message: DELAY_REFUSALS.finished };
  return { ok: true, ...movedBy(order, minutes) };
}

/** Both times `minutes` later. */
function movedBy(order: { completedAt: string; kitchenAt: string | null }, minutes: number): DelayedTimes {
  const later = (at: string) => new Date(Date.parse(at) + minutes * 60_000).toISOString();
  return {
    completedAt: later(order.completedAt),
    kitchenAt: order.kitchenAt === null ? null : later(order.kitchenAt),
  };
}

/**
 * A promise moved by something other than staff's own tap (decision 0099): busy mode turned on or
 * made longer moves the open ASAP orders' promises by the minutes it adds. The minutes busy mode
 * `next` adds over `before` (each null when off; ASAP stopped adds none): 0 when it adds nothing.
 */
export function busyModeAddedMinutes(
  before: { extraMinutes: number } | null,
  next: { extraMinutes: number } | null,
): number {
  return Math.max(0, (next?.extraMinutes ?? 0) - (before?.extraMinutes ?? 0));
}

/** A moved promise tells the diner only when it moves at least this much later… */
export const LATE_NOTICE_MIN_MINUTES = 5;
/** …and at most once in this long per order (the staff's own delays always tell). */
export const LATE_NOTICE_EVERY_MINUTES = 10;

/**
 * Whether a promise moved from `from` to `to` (ISO times) earns the diner a "running late" notice:
 * later by at least LATE_NOTICE_MIN_MINUTES, and no late notice for the order since
 * LATE_NOTICE_EVERY_MINUTES before `now` (`lastNoticeAt`, or null for none).
 */
export function lateNoticeDue(
  move: { from: string; to: string },
  lastNoticeAt: string | null,
  now: string,
): boolean {
  const later = Date.parse(move.to) - Date.parse(move.from);
  if (!(later >= LATE_NOTICE_MIN_MINUTES * 60_000)) return false;
  if (lastNoticeAt === null) return true;
  return Date.parse(now) - Date.parse(lastNoticeAt) >= LATE_NOTICE_EVERY_MINUTES * 60_000;
}

/** The promise `minutes` later, for any cause (busy mode, a courier): an order still to be made only. */
export function promiseLater(
  order: { status: OrderStatus; completedAt: string; kitchenAt: string | null },
  minutes: number,
): DelayedTimes | null {
  if (!canDelay(order.status) || !(minutes > 0)) return null;
  return movedBy(order, minutes);
}
