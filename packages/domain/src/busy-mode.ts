/**
 * Busy mode (issue 25, item 4): one tap on the staff app adds 10, 20 or 30 minutes to every new
 * promise, or stops ASAP (scheduled orders only), until a chosen time; from then on it reads as
 * ended, so an ended busy mode gives exactly the promises of a location that never set one.
 * `time-slots.ts` applies it to the ASAP promise and the offered slots.
 */
import { type Instant, instantMillis, inZone } from './clock.ts';
import { windowsAround } from './opening-hours.ts';
import type { BusyMode, LocationSettings, OrderType } from './types.ts';

/** The minutes staff may add to every new promise. */
export const BUSY_EXTRA_MINUTES = [10, 20, 30] as const;

/** The longest busy mode, in minutes (as a timed pause: 12 hours). */
export const MAX_BUSY_MINUTES = 720;

/** What staff choose with one tap: minutes added to every new promise, or scheduled orders only. */
export const BUSY_CHOICES = ['plus10', 'plus20', 'plus30', 'scheduledOnly'] as const;
export type BusyChoice = (typeof BUSY_CHOICES)[number];

/** The busy mode a choice starts, ending at `until` (ISO time). */
export function busyModeOf(choice: BusyChoice, until: string): BusyMode {
  if (choice === 'scheduledOnly') return { extraMinutes: 0, asapStopped: true, until };
  const extraMinutes = { plus10: 10, plus20: 20, plus30: 30 }[choice];
  return { extraMinutes, asapStopped: false, until };
}

/** What a busy mode does, in staff's words: "+20 min" or "Scheduled orders only". */
export function busyModeLabel(busy: Pick<BusyMode, 'extraMinutes' | 'asapStopped'>): string {
  return busy.asapStopped ? 'Scheduled orders only' : `+${busy.extraMinutes} min`;
}

type BusySettings = { busyMode?: BusyMode | null | undefined };

/** The busy mode in force at `now`, or null (none set, or its end has come). */
export function activeBusyMode(settings: BusySettings, now: Instant): BusyMode | null {
  const busy = settings.busyMode;
  if (!busy) return null;
  const end = Date.parse(busy.until);
  return Number.isFinite(end) && instantMillis(now) < end ? busy : null;
}

/** Minutes busy mode adds to every new promise at `now` (0 when off, or while it stops ASAP instead). */
export function busyExtraMinutes(settings: BusySettings, now: Instant): number {
  const busy = activeBusyMode(settings, now);
  return busy && !busy.asapStopped ? Math.max(0, busy.extraMinutes) : 0;
}

/**
 * Whether busy mode stops ASAP at `now` (scheduled orders only). Never for Dine-in: guests seated
 * at a table order for now (busy mode's minutes still apply to their promise).
 */
export function busyStopsAsap(settings: BusySettings, now: Instant, orderType: OrderType = ''): boolean {
  return orderType !== 'Dine-in' && activeBusyMode(settings, now)?.asapStopped === true;
}

/**
 * When a busy mode started at `now` ends (ms since the epoch): after `minutes`, or at closing
 * time ('close': the end of the opening window now is in, today's or last night's); null when the
 * store is outside its hours (there is no close to run until).
 */
export function busyModeEnd(
  settings: Pick<LocationSettings, 'hours' | 'timeZone'>,
  now: Instant,
  length: number | 'close',
): number | null {
  const at = instantMillis(now);
  if (length !== 'close') return at + length * 60_000;
  const window = windowsAround(inZone(now, settings.timeZone), settings.hours).find(
    (candidate) => candidate.open <= at && at < candidate.close,
  );
  return window ? window.close : null;
}
