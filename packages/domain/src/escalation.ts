import { type Instant, instantMillis } from './clock.ts';
import { type KitchenTiming, kitchenStartAt, placedForLater } from './kitchen-schedule.ts';
import type { OrderStatus } from './types.ts';

/**
 * Escalation of an order nobody acknowledges (issue 25, item 5; decision 0080). After a first delay
 * the board alerts louder and the managers are told; after a second the order is rejected by
 * itself. Each delay is a location setting; null turns that stage off.
 */
export interface EscalationSettings {
  /** Seconds unconfirmed before the louder alert (default 60); null: off. */
  escalateAfterSeconds?: number | null;
  /** Minutes unconfirmed before the order is rejected by itself (default 10); null: off. */
  autoRejectAfterMinutes?: number | null;
}

export const DEFAULT_ESCALATE_AFTER_SECONDS = 60;
export const DEFAULT_AUTO_REJECT_AFTER_MINUTES = 10;
/** The bounds the settings accept: at least one second / minute, at most an hour / a day. */
export const MAX_ESCALATE_AFTER_SECONDS = 60 * 60;
export const MAX_AUTO_REJECT_AFTER_MINUTES = 24 * 60;

/** none: still within the first delay (or off); louder: alert louder, managers told; reject: reject it. */
export type EscalationStage = 'none' | 'louder' | 'reject';

export interface EscalatingOrder {
  status: OrderStatus;
  orderType?: string;
  createdAt: string;
  /** The promised ready time. */
  completedAt: string;
  /** When staff acknowledged (confirmed or silenced) it; null while nobody has. */
  acknowledgedAt?: string | null;
  /** The diner asked for it as soon as possible (it then waits from when it was placed). */
  asap?: boolean | null;
}

export interface Escalation {
  stage: EscalationStage;
  /** When the waiting began (ms): the order's placing, or for an order placed for later its start time. */
  waitingSince: number;
  /** Whole seconds waited so far (0 before the waiting began). */
  waitedSeconds: number;
  /** The next stage and when it is due (ms), or null when nothing more will happen. */
  next: { stage: Exclude<EscalationStage, 'none'>; at: number } | null;
}

/** The delays in milliseconds, defaults filled in, null where a stage is off. */
export function escalationDelays(settings: EscalationSettings): {
  louder: number | null;
  reject: number | null;
} {
  const louder =
    settings.escalateAfterSeconds === null
      ? null
      : (settings.escalateAfterSeconds ?? DEFAULT_ESCALATE_AFTER_SECONDS) * 1000;
  const reject =
    settings.autoRejectAfterMinutes === null
      ? null
      : (settings.autoRejectAfterMinutes ?? DEFAULT_AUTO_REJECT_AFTER_MINUTES) * 60_000;
  return { louder, reject };
}

/** Whether the order still waits for someone to acknowledge it (New or Pending, never acknowledged). */
export function awaitsAcknowledgement(order: Pick<EscalatingOrder, 'status' | 'acknowledgedAt'>): boolean {
  return (order.status === 'New' || order.status === 'Pending') && !order.acknowledgedAt;
}

/**
 * When the waiting begins: when the order was placed, or, for an order placed for later (due well
 * after the earliest it could be, as the board's Scheduled lane reads it), when the kitchen should
 * start it (ready time less preparation and the drive).
 */
export function escalationStartsAt(order: EscalatingOrder, timing: KitchenTiming): number {
  return placedForLater(order, timing) ? kitchenStartAt(order, timing) : instantMillis(order.createdAt);
}

/** The stage an order is in now and when the next one is due. */
export function escalationOf(
  order: EscalatingOrder,
  timing: KitchenTiming,
  settings: EscalationSettings,
  now: Instant,
): Escalation {
  const waitingSince = escalationStartsAt(order, timing);
  const waited = instantMillis(now) - waitingSince;
  const waitedSeconds = Math.max(0, Math.floor(waited / 1000));
  if (!awaitsAcknowledgement(order)) return { stage: 'none', waitingSince, waitedSeconds, next: null };
  const { louder, reject } = escalationDelays(settings);
  // Reject only after the louder alert, when both are on: the managers always hear first.
  const rejectAfter = reject === null ? null : Math.max(reject, louder ?? 0);
  let stage: EscalationStage = 'none';
  if (louder !== null && waited >= louder) stage = 'louder';
  if (rejectAfter !== null && waited >= rejectAfter) stage = 'reject';
  let next: Escalation['next'] = null;
  if (stage === 'none' && louder !== null) next = { stage: 'louder', at: waitingSince + louder };
  else if (stage !== 'reject' && rejectAfter !== null)
    next = { stage: 'reject', at: waitingSince + rejectAfter };
  return { stage, waitingSince, waitedSeconds, next };
}

/** The board's words for a louder alert: "Not confirmed for 1 min" (seconds under a minute). */
export function unconfirmedLabel(waitedSeconds: number): string {
  if (waitedSeconds < 60) return `Not confirmed for ${waitedSeconds} s`;
  return `Not confirmed for ${Math.floor(waitedSeconds / 60)} min`;
}

/** Why the diner's order was rejected by itself: on the tracking page and in the e-mail. */
export const AUTO_REJECT_REASON =
  'The restaurant did not confirm your order in time, so it was cancelled automatically.';
