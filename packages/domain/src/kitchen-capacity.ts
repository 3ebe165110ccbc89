/**
 * Capacity pacing (issue 25): how much a location's kitchen takes per slot window, and the promise
 * times that follow from the orders already accepted. Off by default: with no limit set every rule
 * here gives exactly the slots and promises of `time-slots.ts`.
 *
 * Terms:
 *   window      a stretch of `windowMinutes` (15 by default) on the clock, aligned to the epoch (so
 *               to the hour in every zone whose offset is a multiple of the window)
 *   kitchen at  when the kitchen must have an order ready: its promised time, less the drive for
 *               a Delivery; an order counts in the window that holds its kitchen time
 *   lane        the orders counted together: Pickup and Delivery share one lane ("together") or
 *               each has its own ("apart"); Dine-in counts only when the location says so (in its
 *               own lane when apart)
 *   work        an order's kitchen work: its items, and its prep minutes (each product's, or the
 *               location's default per item)
 */
import type { CapacitySettings, CapacityWindowMinutes, OrderType } from './types.ts';

const MINUTE_MS = 60_000;

/** Window lengths a location may choose: each divides an hour, so windows start on the hour. */
export const CAPACITY_WINDOW_MINUTES: readonly CapacityWindowMinutes[] = [5, 10, 15, 20, 30, 60];

/** How far ahead ASAP looks for a window with room before the location counts as full. */
export const ASAP_SEARCH_HOURS = 12;

export const DEFAULT_CAPACITY: CapacitySettings = {
  windowMinutes: 15,
  maxOrders: null,
  maxItems: null,
  maxPrepMinutes: null,
  defaultPrepMinutes: 5,
  pickupAndDelivery: 'together',
  countDineIn: false,
};

/** The location's capacity settings (the defaults where it says nothing: pacing off). */
export function capacityOf(settings: {
  capacity?: Partial<CapacitySettings> | null | undefined;
}): CapacitySettings {
  return { ...DEFAULT_CAPACITY, ...(settings.capacity ?? {}) };
}

/** Pacing is on when at least one limit is set. */
export function pacingOn(capacity: CapacitySettings): boolean {
  return capacity.maxOrders !== null || capacity.maxItems !== null || capacity.maxPrepMinutes !== null;
}

/** The lane an order type counts in, or null when it is not counted (Dine-in unless the location says so). */
export function laneOf(capacity: CapacitySettings, orderType: OrderType): string | null {
  if (orderType === 'Dine-in') return capacity.countDineIn ? 'Dine-in' : null;
  if (orderType !== 'Pickup' && orderType !== 'Delivery') return null;
  return capacity.pickupAndDelivery === 'together' ? 'takeout' : orderType;
}

/** The start (ms since the epoch) of the window that holds an instant. */
export function windowStartOf(millis: number, windowMinutes: number): number {
  const length = windowMinutes * MINUTE_MS;
  return Math.floor(millis / length) * length;
}

/** An order's kitchen work. */
export interface KitchenWork {
  items: number;
  prepMinutes: number;
}

/**
 * An order's work from its lines: the items counted, and each item's prep minutes (its product's,
 * else the location's default).
 */
export function orderWork(
  lines: readonly { productId: string; count: number }[],
  prepMinutesOf: (productId: string) => number | null | undefined,
  capacity: Pick<CapacitySettings, 'defaultPrepMinutes'>,
): KitchenWork {
  let items = 0;
  let prepMinutes = 0;
  for (const line of lines) {
    const count = Math.max(0, line.count);
    items += count;
    prepMinutes += count * (prepMinutesOf(line.productId) ?? capacity.defaultPrepMinutes);
  }
  return { items, prepMinutes };
}

/** The smallest order (one item of the default prep): a window without room for it is full. */
export function smallestWork(capacity: CapacitySettings): KitchenWork {
  return { items: 1, prepMinutes: capacity.defaultPrepMinutes };
}

/** An order already accepted, as pacing sees it. */
export interface PacedOrder extends KitchenWork {
  orderType: OrderType;
  /** When the kitchen must have it ready (ms since the epoch). */
  kitchenAt: number;
}

/** What one window of one lane holds. */
export interface WindowLoad extends KitchenWork {
  lane: string;
  /** The window's start (ms since the epoch). */
  start: number;
  orders: number;
}

/** The load of every window the orders fall in (cancelled orders are left out by the caller). */
export function windowLoads(orders: readonly PacedOrder[], capacity: CapacitySettings): WindowLoad[] {
  const loads = new Map<string, WindowLoad>();
  for (const order of orders) {
    const lane = laneOf(capacity, order.orderType);
    if (lane === null) continue;
    const start = windowStartOf(order.kitchenAt, capacity.windowMinutes);
    const key = `${lane}@${start}`;
    const load = loads.get(key) ?? { lane, start, orders: 0, items: 0, prepMinutes: 0 };
    load.orders += 1;
    load.items += order.items;
    load.prepMinutes += order.prepMinutes;
    loads.set(key, load);
  }
  return [...loads.values()].sort((a, b) => a.start - b.start || a.lane.localeCompare(b.lane));
}

/** The load of one window of one lane (empty when no order is in it). */
export function loadOf(loads: readonly WindowLoad[], lane: string, start: number): WindowLoad {
  return (
    loads.find((load) => load.lane === lane && load.start === start) ?? {
      lane,
      start,
      orders: 0,
      items: 0,
      prepMinutes: 0,
    }
  );
}

/**
 * Whether one more order of this work fits a window with this load: every limit set holds after
 * it. An order larger than a work limit by itself fits only an empty window (the kitchen cannot
 * split it, and refusing it everywhere would make it impossible to order).
 */
export function fitsWindow(load: WindowLoad, work: KitchenWork, capacity: CapacitySettings): boolean {
  const { maxOrders, maxItems, maxPrepMinutes } = capacity;
  if (maxOrders !== null && load.orders + 1 > maxOrders) return false;
  if (load.orders === 0) return true;
  if (maxItems !== null && load.items + work.items > maxItems) return false;
  if (maxPrepMinutes !== null && load.prepMinutes + work.prepMinutes > maxPrepMinutes) return false;
  return true;
}

/** Whether an order of this type and work fits the window holding `kitchenAt`. */
export function hasRoomAt(input: {
  capacity: CapacitySettings;
  loads: readonly WindowLoad[];
  orderType: OrderType;
  work: KitchenWork;
  kitchenAt: number;
}): boolean {
  const { capacity } = input;
  const lane = laneOf(capacity, input.orderType);
  if (!pacingOn(capacity) || lane === null) return true;
  const start = windowStartOf(input.kitchenAt, capacity.windowMinutes);
  return fitsWindow(loadOf(input.loads, lane, start), input.work, capacity);
}

/**
 * The earliest kitchen time an order can be promised for, from `earliest` (now plus the wait):
 * `earliest` itself when its window has room (always, with pacing off or for a type not counted),
 * else the start of the first later window with room, within ASAP_SEARCH_HOURS; null when none has.
 */
export function earliestKitchenTime(input: {
  capacity: CapacitySettings;
  loads: readonly WindowLoad[];
  orderType: OrderType;
  work: KitchenWork;
  earliest: number;
}): number | null {
  const { capacity, earliest } = input;
  const lane = laneOf(capacity, input.orderType);
  if (!pacingOn(capacity) || lane === null) return earliest;
  const length = capacity.windowMinutes * MINUTE_MS;
  const last = earliest + ASAP_SEARCH_HOURS * 60 * MINUTE_MS;
  for (let start = windowStartOf(earliest, capacity.windowMinutes); start <= last; start += length) {
    if (fitsWindow(loadOf(input.loads, lane, start), input.work, capacity)) return Math.max(earliest, start);
  }
  return null;
}

/** A window with no room left for the smallest order: what a diner's picker needs to know. */
export interface FullWindow {
  lane: string;
  start: number;
}

/**
 * The windows without room for the smallest order (the picker leaves their slots out). Only these
 * leave the server: not how many orders a restaurant has.
 */
export function fullWindows(loads: readonly WindowLoad[], capacity: CapacitySettings): FullWindow[] {
  if (!pacingOn(capacity)) return [];
  const smallest = smallestWork(capacity);
  return loads
    .filter((load) => !fitsWindow(load, smallest, capacity))
    .map((load) => ({ lane: load.lane, start: load.start }));
}

/** Full windows as loads no order fits (what `offeredTimeSlots` reads on the diner's side). */
export function loadsOfFullWindows(full: readonly FullWindow[]): WindowLoad[] {
  const saturated = Number.MAX_SAFE_INTEGER;
  return full.map((window) => ({ ...window, orders: saturated, items: saturated, prepMinutes: saturated }));
}
