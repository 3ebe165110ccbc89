import { busyExtraMinutes, busyStopsAsap } from './busy-mode.ts';
import { type Instant, instantMillis, inZone, weekdayIndex } from './clock.ts';
import {
  earliestKitchenTime,
  type FullWindow,
  hasRoomAt,
  type KitchenWork,
  loadsOfFullWindows,
  pacingOn,
  smallestWork,
  type WindowLoad,
} from './kitchen-capacity.ts';
import { busyReadyInMessage, messages } from './messages.ts';
import { type OpeningWindow, openingWindow, ordersTakenNow } from './opening-hours.ts';
import type { CapacitySettings, LocationSettings, OrderType } from './types.ts';
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

/**
 * Minutes until an ASAP order is promised before pacing: the estimate, plus what busy mode adds
 * at `now` (nothing once it has ended).
 */
export function asapPromiseMinutes(
  settings: Pick<LocationSettings, 'waitTime' | 'deliveryTime' | 'busyMode'>,
  now: Instant,
  orderType: OrderType,
  deliveryTime: number = settings.deliveryTime,
): number {
  return asapEstimateMinutes(settings, orderType, deliveryTime) + busyExtraMinutes(settings, now);
}

/** When an ASAP order is expected, as an ISO time. */
export function asapReadyAt(now: Instant, minutes: number): string {
  return new Date(instantMillis(now) + minutes * MINUTE_MS).toISOString();
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
 * (plus the delivery time for Delivery), rounded by `roundedWait`, plus what busy mode adds (after
 * the rounding, so a longer busy mode never offers an earlier slot).
 */
export function timeSlots(input: {
  settings: Pick<
    LocationSettings,
    'hours' | 'deliveryHours' | 'timeZone' | 'waitTime' | 'deliveryTime' | 'busyMode'
  >;
  now: Instant;
  orderType: OrderType;
  /** Delivery time of the address's zone; defaults to the location's. */
  deliveryTime?: number;
}): TimeSlot[] {
  const { settings, orderType } = input;
  const now = inZone(input.now, settings.timeZone);
  const hours = orderType === 'Delivery' ? settings.deliveryHours : settings.hours;
  const lead =
    roundedWait(asapEstimateMinutes(settings, orderType, input.deliveryTime ?? settings.deliveryTime)) +
    busyExtraMinutes(settings, input.now);
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

/** The kitchen's load, for the slots and promises that pacing allows (kitchen-capacity.ts). */
export interface Pacing {
  capacity: CapacitySettings;
  loads: readonly WindowLoad[];
  /** The order's work (the picker uses the smallest order: a window without room for it is full). */
  work: KitchenWork;
}

/** Minutes between the kitchen's ready time and the promised time: the drive, for Delivery. */
export function driveMinutes(orderType: OrderType, deliveryTime: number): number {
  return orderType === 'Delivery' ? Math.max(0, deliveryTime) : 0;
}

/**
 * The order-time choices the server takes: `timeSlots` less what it would refuse now
 * (`ordersTakenNow`): none while the store is closed or on a break (even for a later slot), none
 * for Delivery when delivery is closed today, and no ASAP for Delivery outside the delivery hours
 * nor while busy mode stops ASAP.
 * With pacing, a slot whose kitchen window is full is not offered, nor ASAP when no window within
 * ASAP_SEARCH_HOURS has room. Both the picker and the server's check of a chosen time read this list.
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
    | 'busyMode'
  >;
  now: Instant;
  orderType: OrderType;
  deliveryTime?: number;
  pacing?: Pacing | null;
}): TimeSlot[] {
  const taken = ordersTakenNow(input.settings, input.now, input.orderType);
  if (!taken.later) return [];
  const slots = timeSlots(input);
  const asap = taken.asap && !busyStopsAsap(input.settings, input.now, input.orderType);
  const offered = asap ? slots : slots.filter((slot) => slot.value !== ASAP_SLOT.value);
  const { pacing } = input;
  if (!pacing) return offered;
  const drive = driveMinutes(input.orderType, input.deliveryTime ?? input.settings.deliveryTime) * MINUTE_MS;
  const room = {
    capacity: pacing.capacity,
    loads: pacing.loads,
    orderType: input.orderType,
    work: pacing.work,
  };
  return offered.filter((slot) =>
    slot.value === ASAP_SLOT.value
      ? pacedAsapReadyAt({ ...input, pacing }) !== null
      : hasRoomAt({ ...room, kitchenAt: Date.parse(slot.value) - drive }),
  );
}

/**
 * When the kitchen is to have an ASAP order ready (ms since the epoch): now plus the wait and busy
 * mode's minutes, or, with pacing, the earliest kitchen time with room from then; null when the
 * kitchen has no room within ASAP_SEARCH_HOURS. The diner's promise and the courier's pickup both
 * follow from it.
 */
function asapKitchenAt(input: {
  settings: Pick<LocationSettings, 'waitTime' | 'busyMode'>;
  now: Instant;
  orderType: OrderType;
  pacing?: Pacing | null | undefined;
}): number | null {
  const { settings, now } = input;
  const earliest =
    instantMillis(now) + (Math.max(0, settings.waitTime) + busyExtraMinutes(settings, now)) * MINUTE_MS;
  if (!input.pacing) return earliest;
  return earliestKitchenTime({
    capacity: input.pacing.capacity,
    loads: input.pacing.loads,
    orderType: input.orderType,
    work: input.pacing.work,
    earliest,
  });
}

/**
 * When an ASAP order is promised (ms since the epoch): now plus the wait (and the drive for
 * Delivery, and busy mode's minutes), or, with pacing, the earliest kitchen time with room from
 * then plus the drive; null when the kitchen has no room within ASAP_SEARCH_HOURS.
 */
export function pacedAsapReadyAt(input: {
  settings: Pick<LocationSettings, 'waitTime' | 'deliveryTime' | 'busyMode'>;
  now: Instant;
  orderType: OrderType;
  deliveryTime?: number;
  pacing?: Pacing | null;
}): number | null {
  const kitchenAt = asapKitchenAt(input);
  const drive = driveMinutes(input.orderType, input.deliveryTime ?? input.settings.deliveryTime);
  return kitchenAt === null ? null : kitchenAt + drive * MINUTE_MS;
}

/**
 * The courier's pickup_time for an ASAP delivery: 10 minutes after the kitchen is promised to have
 * it ready, so it moves with the diner's promise. With pacing and busy mode off that is now plus the
 * wait plus 10 minutes (SPEC.md section 9); busy mode's minutes and pacing's later window move it by
 * as much as they move the promise (issue 25 item 6, decision 0087). When no window has room, the
 * unpaced time (the order is then refused with its sentence). The server alone asks the courier
 * with it, for the estimate and the booking alike.
 */
export function courierPickupTime(input: {
  settings: Pick<LocationSettings, 'waitTime' | 'busyMode'>;
  now: Instant;
  pacing?: Pacing | null;
}): string {
  const ready =
    asapKitchenAt({ ...input, orderType: 'Delivery' }) ??
    asapKitchenAt({ ...input, orderType: 'Delivery', pacing: null })!;
  return new Date(ready + COURIER_PICKUP_EXTRA_MINUTES * MINUTE_MS).toISOString();
}

/**
 * The pacing a diner's screen knows: the location's full windows (all that leaves the server), read
 * with the smallest order's work; null when the location does not pace orders. The picker and the
 * courier's pickup time read the kitchen through it, so they say the same.
 */
export function pacingOfFullWindows(capacity: CapacitySettings, full: readonly FullWindow[]): Pacing | null {
  return pacingOn(capacity)
    ? { capacity, loads: loadsOfFullWindows(full), work: smallestWork(capacity) }
    : null;
}

/** The first offered time at or after `after` (else the first offered one): what a refused diner is offered. */
export function nextFreeSlot(slots: readonly TimeSlot[], after: number): TimeSlot | null {
  const later = slots.filter((slot) => slot.value !== ASAP_SLOT.value);
  return later.find((slot) => Date.parse(slot.value) >= after) ?? later[0] ?? null;
}

/**
 * Minutes until an ASAP order is promised, as the diner is told ("Ready in about 35 min"): the
 * estimate (with busy mode's minutes) with pacing off, else up to the earliest time the kitchen
 * has room for (the estimate when none is left: the server then refuses the order with its sentence).
 */
export function pacedAsapMinutes(input: Parameters<typeof pacedAsapReadyAt>[0]): number {
  const { settings, orderType } = input;
  const estimate = asapPromiseMinutes(
    settings,
    input.now,
    orderType,
    input.deliveryTime ?? settings.deliveryTime,
  );
  const at = pacedAsapReadyAt(input);
  return at === null ? estimate : Math.max(estimate, Math.ceil((at - instantMillis(input.now)) / MINUTE_MS));
}

/**
 * The time an order is sent with: the chosen one while it is still offered, else the first offered
 * (ASAP, or the first delivery slot before delivery opens), else ASAP (nothing is offered while
 * closed; the server then refuses it with its sentence). `kept`: times that stay chosen though no
 * longer offered; the checkout passes the slots without pacing, so a time whose window filled since
 * it was chosen stays chosen and PLACE ORDER hears the server's sentence and the next free time,
 * rather than being moved to ASAP unseen (decision 0077).
 */
export function chosenTimeSlot(
  slots: readonly TimeSlot[],
  chosen: string,
  kept: readonly TimeSlot[] = [],
): TimeSlot {
  return (
    slots.find((slot) => slot.value === chosen) ??
    kept.find((slot) => slot.value === chosen) ??
    slots[0] ??
    ASAP_SLOT
  );
}

/**
 * What diners read before they order while busy mode is on ('Busy right now: ready in about 45
 * min', or 'Busy right now: ordering for later only'); null otherwise. The minutes are the ASAP
 * promise the picker shows (with pacing when the caller knows the kitchen's load).
 */
export function busyNotice(input: Parameters<typeof pacedAsapReadyAt>[0]): string | null {
  if (busyStopsAsap(input.settings, input.now, input.orderType)) return messages.busyLaterOnly;
  if (busyExtraMinutes(input.settings, input.now) === 0) return null;
  return busyReadyInMessage(pacedAsapMinutes(input));
}
