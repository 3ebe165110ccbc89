import { type Instant, instantMillis, inZone, weekdayIndex } from './clock.ts';
import { type OpeningWindow, openingWindow, ordersTakenNow } from './opening-hours.ts';
import type { LocationSettings, OrderType } from './types.ts';
import { addDays, epochDay, formatClock, formatIso, zonedTime } from './zoned-time.ts';

const MINUTE_MS = 60_000;

export const SLOT_INTERVAL_MINUTES = 15;
/** First slot after opening (and after a break ends). */
export const SLOT_OPENING_OFFSET_MINUTES = 30;
/** The courier picks up an ASAP order this long after the wait time. */
export const COURIER_PICKUP_EXTRA_MINUTES = 10;

export interface TimeSlot {
  /** 'ASAP' or the slot's ISO time with the location's offset. */
  value: string;
  /** 'ASAP' or the wall-clock time, e.g. '5:45 PM'. */
  label: string;
  day: 'today' | 'tomorrow' | null;
}

export const ASAP_SLOT: TimeSlot = { value: 'ASAP', label: 'ASAP', day: null };

/** A wait above 15 minutes grows by its remainder modulo 15 (20 -> 25, 30 -> 30), as SPEC.md 9 says. */
export function roundedWait(minutes: number): number {
  const wait = Math.max(0, minutes);
  return wait > SLOT_INTERVAL_MINUTES ? wait + (wait % SLOT_INTERVAL_MINUTES) : wait;
}

/** Minutes until an ASAP order is ready: the wait time, plus the delivery time for Delivery. */
export function asapEstimateMinutes(
  settings: Pick<LocationSettings, 'waitTime' | 'deliveryTime'>,
  orderType: OrderType,
  deliveryTime: number = settings.deliveryTime,
): number {
  const wait = Math.max(0, settings.waitTime);
  return orderType === 'Delivery' ? wait + Math.max(0, deliveryTime) : wait;
}

/** When an ASAP order is expected, as an ISO time. */
export function asapReadyAt(now: Instant, minutes: number): string {
  return new Date(instantMillis(now) + minutes * MINUTE_MS).toISOString();
}

/** The courier's pickup_time for an ASAP order: now plus the wait time plus 10 minutes. */
export function courierPickupTime(now: Instant, settings: Pick<LocationSettings, 'waitTime'>): string {
  return asapReadyAt(now, Math.max(0, settings.waitTime) + COURIER_PICKUP_EXTRA_MINUTES);
}

/** The window's slot instants, in milliseconds since the epoch. */
function slotsOfWindow(window: OpeningWindow): number[] {
  const slots: number[] = [];
  const reopen = window.breakEnd === null ? null : window.breakEnd + SLOT_OPENING_OFFSET_MINUTES * MINUTE_MS;
  let slot = window.open + SLOT_OPENING_OFFSET_MINUTES * MINUTE_MS;
  while (slot <= window.close) {
    const inBreak =
      window.breakStart !== null && reopen !== null && slot > window.breakStart && slot < reopen;
    if (!inBreak) slots.push(slot);
    slot += SLOT_INTERVAL_MINUTES * MINUTE_MS;
  }
  return slots;
}

/**
 * The order-time choices: ASAP first, then every 15 minutes from opening + 30 to closing (both
 * included) today and tomorrow, on the delivery hours for Delivery, skipping the break (after break
 * start, before break end + 30). Today's slots must be later than now plus the lead time: the wait
 * (plus the delivery time for Delivery), rounded by `roundedWait`.
 */
export function timeSlots(input: {
  settings: Pick<LocationSettings, 'hours' | 'deliveryHours' | 'timeZone' | 'waitTime' | 'deliveryTime'>;
  now: Instant;
  orderType: OrderType;
  /** Delivery time of the address's zone; defaults to the location's. */
  deliveryTime?: number;
}): TimeSlot[] {
  const { settings, orderType } = input;
  const now = inZone(input.now, settings.timeZone);
  const hours = orderType === 'Delivery' ? settings.deliveryHours : settings.hours;
  const lead = roundedWait(
    asapEstimateMinutes(settings, orderType, input.deliveryTime ?? settings.deliveryTime),
  );
  const earliest = now.epochMs + lead * MINUTE_MS;
  const today = epochDay(now);

  const seen = new Set<number>();
  const slots: TimeSlot[] = [ASAP_SLOT];
  for (const offset of [-1, 0, 1]) {
    const day = addDays(now, offset);
    const window = openingWindow(day, hours[weekdayIndex(day)]);
    if (!window) continue;
    for (const slot of slotsOfWindow(window)) {
      if (slot <= earliest || seen.has(slot)) continue;
      const time = zonedTime(slot, settings.timeZone);
      const slotDay = epochDay(time);
      if (slotDay > today + 1) continue;
      seen.add(slot);
      slots.push({
        value: formatIso(time),
        label: formatClock(time),
        day: slotDay === today ? 'today' : 'tomorrow',
      });
    }
  }
  return slots;
}

/**
 * The order-time choices the server takes: `timeSlots` less what it would refuse now
 * (`ordersTakenNow`): none while the store is closed or on a break (even for a later slot), none
 * for Delivery when delivery is closed today, and no ASAP for Delivery outside the delivery hours.
 * Both the picker and the server's check of a chosen time read this list.
 */
export function offeredTimeSlots(input: {
  settings: Pick<
    LocationSettings,
    | 'hours'
    | 'deliveryHours'
    | 'timeZone'
    | 'waitTime'
    | 'deliveryTime'
    | 'orderOpen'
    | 'deliveryOpen'
    | 'deliveryEnabled'
  >;
  now: Instant;
  orderType: OrderType;
  deliveryTime?: number;
}): TimeSlot[] {
  const taken = ordersTakenNow(input.settings, input.now, input.orderType);
  if (!taken.later) return [];
  const slots = timeSlots(input);
  return taken.asap ? slots : slots.filter((slot) => slot.value !== ASAP_SLOT.value);
}

/**
 * The time an order is sent with: the chosen one while it is still offered, else the first offered
 * (ASAP, or the first delivery slot before delivery opens), else ASAP (nothing is offered while
 * closed; the server then refuses it with its sentence).
 */
export function chosenTimeSlot(slots: readonly TimeSlot[], chosen: string): TimeSlot {
  return slots.find((slot) => slot.value === chosen) ?? slots[0] ?? ASAP_SLOT;
}
