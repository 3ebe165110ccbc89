import type { DateTime } from 'luxon';
import { type Instant, inZone, weekdayIndex } from './clock.ts';
import type { DayHours, LocationSettings, OrderType, WeeklyHours } from './types.ts';

const MINUTES_PER_DAY = 24 * 60;

/** 'HH:mm' to minutes after midnight ('24:00' is 1440); null when not a time of day. */
export function minutesOfDay(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** One day's opening as real instants. */
export interface OpeningWindow {
  open: DateTime;
  close: DateTime;
  breakStart: DateTime | null;
  breakEnd: DateTime | null;
  /** open '00:00' and close '24:00'. */
  allDay: boolean;
}

function atMinutes(day: DateTime, minutes: number): DateTime {
  const start = day.startOf('day');
  const base = minutes >= MINUTES_PER_DAY ? start.plus({ days: 1 }) : start;
  const rest = minutes % MINUTES_PER_DAY;
  return base.set({ hour: Math.floor(rest / 60), minute: rest % 60, second: 0, millisecond: 0 });
}

/**
 * The window that opens on `day` (a wall-clock time on that day). `close` earlier than `open`
 * runs past midnight; equal times (or an unreadable time) mean closed. A break before the opening
 * time of an overnight window belongs to the night, after midnight.
 */
export function openingWindow(day: DateTime, hours: DayHours | null | undefined): OpeningWindow | null {
  if (!hours) return null;
  const openMinutes = minutesOfDay(hours.open);
  const closeMinutes = minutesOfDay(hours.close);
  if (openMinutes === null || closeMinutes === null || openMinutes === closeMinutes) return null;
  const allDay = openMinutes === 0 && closeMinutes === MINUTES_PER_DAY;
  const open = atMinutes(day, openMinutes);
  const close = atMinutes(day, closeMinutes < openMinutes ? closeMinutes + MINUTES_PER_DAY : closeMinutes);

  let breakStart: DateTime | null = null;
  let breakEnd: DateTime | null = null;
  const startMinutes = minutesOfDay(hours.breakStart);
  const endMinutes = minutesOfDay(hours.breakEnd);
  if (startMinutes !== null && endMinutes !== null && startMinutes !== endMinutes) {
    const start = startMinutes < openMinutes ? startMinutes + MINUTES_PER_DAY : startMinutes;
    const end = endMinutes < start ? endMinutes + MINUTES_PER_DAY : endMinutes;
    breakStart = atMinutes(day, start);
    breakEnd = atMinutes(day, end);
  }
  return { open, close, breakStart, breakEnd, allDay };
}

/**
 * Open inside a window: from opening, until closing minus the wait (an all-day window has no
 * last call), and not from break start minus the wait to break end.
 */
export function isOpenInWindow(window: OpeningWindow, time: DateTime, waitMinutes: number): boolean {
  if (time < window.open) return false;
  const lastCall = window.allDay ? window.close : window.close.minus({ minutes: waitMinutes });
  if (time >= lastCall) return false;
  if (window.breakStart && window.breakEnd) {
    if (time >= window.breakStart.minus({ minutes: waitMinutes }) && time < window.breakEnd) return false;
  }
  return true;
}

/** Today's window and yesterday's (which only matters when it runs past midnight). */
export function windowsAround(time: DateTime, hours: WeeklyHours): OpeningWindow[] {
  const yesterday = time.minus({ days: 1 });
  return [
    openingWindow(yesterday, hours[weekdayIndex(yesterday)]),
    openingWindow(time, hours[weekdayIndex(time)]),
  ].filter((window): window is OpeningWindow => window !== null);
}

/** Whether weekly hours are open at an instant, in the given time zone, with a wait before closing. */
export function isWithinHours(hours: WeeklyHours, now: Instant, timeZone: string, waitMinutes = 0): boolean {
  const time = inZone(now, timeZone);
  return windowsAround(time, hours).some((window) => isOpenInWindow(window, time, waitMinutes));
}

type HoursSettings = Pick<LocationSettings, 'hours' | 'timeZone' | 'orderOpen' | 'waitTime'>;

/**
 * Store open: null while the settings load, false when ordering is paused, otherwise whether now
 * is within today's hours (or last night's) less the wait time before closing and breaks. Dine-in
 * orders have no wait time.
 */
export function isStoreOpen(
  settings: HoursSettings | null | undefined,
  now: Instant,
  orderType: OrderType = '',
): boolean | null {
  if (!settings) return null;
  if (!settings.orderOpen) return false;
  const wait = orderType === 'Dine-in' ? 0 : Math.max(0, settings.waitTime);
  return isWithinHours(settings.hours, now, settings.timeZone, wait);
}

type DeliverySettings = Pick<
  LocationSettings,
  'deliveryHours' | 'timeZone' | 'orderOpen' | 'deliveryOpen' | 'deliveryEnabled'
>;

/** Delivery open now: like the store's hours with zero wait, on the delivery hours, plus deliveryOpen. */
export function isDeliveryOpen(settings: DeliverySettings | null | undefined, now: Instant): boolean | null {
  if (!settings) return null;
  if (!settings.orderOpen || !settings.deliveryEnabled || !settings.deliveryOpen) return false;
  return isWithinHours(settings.deliveryHours, now, settings.timeZone, 0);
}

/**
 * Delivery open today: delivery is on and today has delivery hours (or last night's delivery
 * window is still running), whatever the time of day.
 */
export function isDeliveryOpenToday(settings: DeliverySettings, now: Instant): boolean {
  if (!settings.orderOpen || !settings.deliveryEnabled || !settings.deliveryOpen) return false;
  const time = inZone(now, settings.timeZone);
  if (openingWindow(time, settings.deliveryHours[weekdayIndex(time)])) return true;
  const yesterday = openingWindow(
    time.minus({ days: 1 }),
    settings.deliveryHours[weekdayIndex(time.minus({ days: 1 }))],
  );
  return yesterday !== null && time < yesterday.close;
}

/** The name the architecture notes use for `isStoreOpen`. */
export const storeOpenAt: typeof isStoreOpen = isStoreOpen;
