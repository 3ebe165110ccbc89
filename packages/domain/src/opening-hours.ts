import { type Instant, inZone, weekdayIndex } from './clock.ts';
import { messages } from './messages.ts';
import type { DayHours, LocationSettings, OrderType, WeeklyHours } from './types.ts';
import { addDays, type ZonedDate, zonedInstant } from './zoned-time.ts';

const MINUTES_PER_DAY = 24 * 60;
const MINUTE_MS = 60_000;

/** 'HH:mm' to minutes after midnight ('24:00' is 1440); null when not a time of day. */
export function minutesOfDay(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** One day's opening as real instants, in milliseconds since the epoch. */
export interface OpeningWindow {
  open: number;
  close: number;
  breakStart: number | null;
  breakEnd: number | null;
  /** open '00:00' and close '24:00'. */
  allDay: boolean;
}

/** The instant `minutes` after the start of `day` on the wall clock (1440 and more: the next day). */
function atMinutes(day: ZonedDate, minutes: number): number {
  const date = minutes >= MINUTES_PER_DAY ? addDays(day, 1) : day;
  const rest = minutes % MINUTES_PER_DAY;
  return zonedInstant(date, Math.floor(rest / 60), rest % 60);
}

/**
 * The window that opens on `day` (a date in the location's zone, e.g. `inZone(now, timeZone)`). `close` earlier than `open`
 * runs past midnight; equal times (or an unreadable time) mean closed. A break before the opening
 * time of an overnight window belongs to the night, after midnight.
 */
export function openingWindow(day: ZonedDate, hours: DayHours | null | undefined): OpeningWindow | null {
  if (!hours) return null;
  const openMinutes = minutesOfDay(hours.open);
  const closeMinutes = minutesOfDay(hours.close);
  if (openMinutes === null || closeMinutes === null || openMinutes === closeMinutes) return null;
  const allDay = openMinutes === 0 && closeMinutes === MINUTES_PER_DAY;
  const open = atMinutes(day, openMinutes);
  const close = atMinutes(day, closeMinutes < openMinutes ? closeMinutes + MINUTES_PER_DAY : closeMinutes);

  let breakStart: number | null = null;
  let breakEnd: number | null = null;
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
 * Open inside a window at `time` (milliseconds since the epoch): from opening, until closing minus
 * the wait (an all-day window has no last call), and not from break start minus the wait to break
 * end.
 */
export function isOpenInWindow(window: OpeningWindow, time: number, waitMinutes: number): boolean {
  const wait = waitMinutes * MINUTE_MS;
  if (time < window.open) return false;
  const lastCall = window.allDay ? window.close : window.close - wait;
  if (time >= lastCall) return false;
  if (window.breakStart !== null && window.breakEnd !== null) {
    if (time >= window.breakStart - wait && time < window.breakEnd) return false;
  }
  return true;
}

/** The windows of `day` and of the day before (which only matters when it runs past midnight). */
export function windowsAround(day: ZonedDate, hours: WeeklyHours): OpeningWindow[] {
  const yesterday = addDays(day, -1);
  return [
    openingWindow(yesterday, hours[weekdayIndex(yesterday)]),
    openingWindow(day, hours[weekdayIndex(day)]),
  ].filter((window): window is OpeningWindow => window !== null);
}

/** Whether weekly hours are open at an instant, in the given time zone, with a wait before closing. */
export function isWithinHours(hours: WeeklyHours, now: Instant, timeZone: string, waitMinutes = 0): boolean {
  const time = inZone(now, timeZone);
  return windowsAround(time, hours).some((window) => isOpenInWindow(window, time.epochMs, waitMinutes));
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

/**
 * What the closed banner says, or null while the store is open (or loading): within the opening
 * hours with ordering paused (orderOpen false) the spec's 'Sorry, ordering is currently closed.'
 * (the restaurant is open, its ordering is not), otherwise 'Sorry, the restaurant is closed.'.
 */
export function closedNotice(
  settings: HoursSettings | null | undefined,
  now: Instant,
  orderType: OrderType = '',
): string | null {
  if (!settings || isStoreOpen(settings, now, orderType) !== false) return null;
  const paused =
    !settings.orderOpen && isStoreOpen({ ...settings, orderOpen: true }, now, orderType) === true;
  return paused ? messages.orderingClosed : messages.restaurantClosed;
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
  const day = addDays(time, -1);
  const yesterday = openingWindow(day, settings.deliveryHours[weekdayIndex(day)]);
  return yesterday !== null && time.epochMs < yesterday.close;
}

/** Whether an order of a type is taken now, for a later time and for ASAP. */
export interface OrdersTaken {
  later: boolean;
  asap: boolean;
}

/**
 * The clock's part of placing an order (checkOrder's steps 2 and 4): nothing while the store is
 * closed (a break included, whatever time the order is for); for Delivery nothing unless delivery
 * is open today, and ASAP only within the delivery hours now. The time picker offers only what
 * this takes.
 */
export function ordersTakenNow(
  settings: (HoursSettings & DeliverySettings) | null | undefined,
  now: Instant,
  orderType: OrderType,
): OrdersTaken {
  if (!settings || isStoreOpen(settings, now, orderType) !== true) return { later: false, asap: false };
  if (orderType !== 'Delivery') return { later: true, asap: true };
  if (!isDeliveryOpenToday(settings, now)) return { later: false, asap: false };
  return { later: true, asap: isDeliveryOpen(settings, now) === true };
}

/** The name the architecture notes use for `isStoreOpen`. */
export const storeOpenAt: typeof isStoreOpen = isStoreOpen;
