import {
  ASAP_SEARCH_HOURS,
  type CapacitySettings,
  capacityOf,
  driveMinutes,
  earliestKitchenTime,
  type FullWindow,
  fullWindows,
  hasRoomAt,
  type KitchenWork,
  type LocationSettings,
  laneOf,
  messages,
  nextFreeSlot,
  type OrderPricing,
  type OrderType,
  offeredTimeSlots,
  orderWork,
  type Pacing,
  pacingOfFullWindows,
  pacingOn,
  windowLoads,
  windowStartOf,
} from '@orderly/domain';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { holdLocation, kitchenOrders } from './orders-repository.ts';
import type { OrderContext } from './place-order-context.ts';
import type { CheckedOrder } from './place-order-rules.ts';

const MINUTE_MS = 60_000;

/**
 * Capacity pacing at the order's write (issue 25, decision 0077). Every order records when the
 * kitchen must have it ready and its work (items, prep minutes), pacing on or off, so that turning
 * pacing on counts the orders already taken. With pacing on, an order that counts takes its place
 * in a window under a lock on the location's row: the windows are read after the lock, an ASAP
 * order is promised the earliest time with room, and a chosen time whose window is full is
 * refused with the spec's sentence and the next free time.
 */
export interface KitchenPlace {
  /** ISO time promised to the diner (ready, or delivered for a Delivery). */
  completedAt: string;
  kitchenAt: Date;
  work: KitchenWork;
}

/** What an order needs from the kitchen, and how its promise is settled. */
export interface KitchenPlan {
  capacity: CapacitySettings;
  orderType: OrderType;
  work: KitchenWork;
  /** Promise less kitchen time: the drive of a Delivery. */
  driveMs: number;
  /** ASAP without a courier booking: the promise moves to the earliest window with room. */
  movable: boolean;
  /** The promise without pacing (now plus the wait, the courier's estimate, or the chosen time). */
  promised: number;
  /** Whether pacing limits this order (on, and its type counts). */
  paced: boolean;
}

export function kitchenPlan(
  context: OrderContext,
  pricing: OrderPricing,
  checked: CheckedOrder,
  completedAt: string,
): KitchenPlan {
  const capacity = capacityOf(context.settings);
  const { orderType } = context;
  const prep = new Map(context.menu.products.map((product) => [product.id, product.prepMinutes]));
  const work = orderWork(pricing.lines, (id) => prep.get(id), capacity);
  const drive = driveMinutes(orderType, pricing.deliveryTime);
  return {
    capacity,
    orderType,
    work,
    driveMs: drive * MINUTE_MS,
    movable: context.body.orderTime === 'ASAP' && !checked.courierDetails,
    promised: Date.parse(completedAt),
    paced: pacingOn(capacity) && laneOf(capacity, orderType) !== null,
  };
}

/** The windows an order can land in, or that a refusal may suggest. */
async function loadsAround(db: Db, context: OrderContext, plan: KitchenPlan) {
  const windowMs = plan.capacity.windowMinutes * MINUTE_MS;
  const kitchenAt = plan.promised - plan.driveMs;
  const from = new Date(
    windowStartOf(Math.min(kitchenAt, context.now.getTime()), plan.capacity.windowMinutes),
  );
  // To the ASAP search's end, and over tomorrow (the next free time a refusal suggests).
  const to = new Date(
    Math.max(
      kitchenAt + ASAP_SEARCH_HOURS * 60 * MINUTE_MS + windowMs,
      context.now.getTime() + 2 * 24 * 60 * MINUTE_MS,
    ),
  );
  const location = { restaurantId: context.body.restaurantId, locationId: context.body.locationId };
  return windowLoads(await kitchenOrders(db, location, from, to), plan.capacity);
}

/**
 * The order's place: its promise as it is with pacing off or not counting, else read against the
 * windows `db` sees now. Throws 409 with the spec's sentence and the next free time when full.
 */
export async function placeInKitchen(
  db: Db,
  context: OrderContext,
  plan: KitchenPlan,
): Promise<KitchenPlace> {
  const unpaced = {
    completedAt: new Date(plan.promised).toISOString(),
    kitchenAt: new Date(plan.promised - plan.driveMs),
    work: plan.work,
  };
  if (!plan.paced) return unpaced;
  const loads = await loadsAround(db, context, plan);
  const room = { capacity: plan.capacity, loads, orderType: plan.orderType, work: plan.work };
  if (plan.movable) {
    const kitchenAt = earliestKitchenTime({ ...room, earliest: plan.promised - plan.driveMs });
    if (kitchenAt !== null)
      return {
        completedAt: new Date(kitchenAt + plan.driveMs).toISOString(),
        kitchenAt: new Date(kitchenAt),
        work: plan.work,
      };
  } else if (hasRoomAt({ ...room, kitchenAt: plan.promised - plan.driveMs })) return unpaced;

  const slots = offeredTimeSlots({
    settings: context.settings,
    now: context.now,
    orderType: plan.orderType,
    deliveryTime: plan.driveMs / MINUTE_MS,
    pacing: { capacity: plan.capacity, loads, work: plan.work },
  });
  throw new HttpError(409, messages.timeFull, { nextTime: nextFreeSlot(slots, plan.promised) });
}

/** Run inside the order's transaction before its write: the place taken under the location's lock. */
export type KitchenCheck = (db: Db) => Promise<KitchenPlace>;

/** The check to run at the write, or null when pacing does not limit the order. */
export function holdKitchenPlace(context: OrderContext, plan: KitchenPlan): KitchenCheck | null {
  if (!plan.paced) return null;
  return async (db) => {
    const location = { restaurantId: context.body.restaurantId, locationId: context.body.locationId };
    if (!(await holdLocation(db, location)))
      throw new HttpError(404, 'Sorry, we could not find that restaurant.');
    return placeInKitchen(db, context, plan);
  };
}

/** The location's windows without room for the smallest order, from now to tomorrow's end. */
export async function fullKitchenWindows(
  db: Db,
  settings: LocationSettings,
  now: Date,
): Promise<FullWindow[]> {
  const capacity = capacityOf(settings);
  if (!pacingOn(capacity)) return [];
  const from = new Date(windowStartOf(now.getTime(), capacity.windowMinutes));
  const to = new Date(now.getTime() + 2 * 24 * 60 * MINUTE_MS);
  const location = { restaurantId: settings.restaurantId, locationId: settings.locationId };
  return fullWindows(windowLoads(await kitchenOrders(db, location, from, to), capacity), capacity);
}

/**
 * The kitchen's pacing as a diner's screen reads it (the full windows, the smallest order's work),
 * or null when the location does not pace: what the courier's ASAP pickup time is read with, so it
 * follows the promise the checkout shows.
 */
export async function dinerPacing(db: Db, settings: LocationSettings, now: Date): Promise<Pacing | null> {
  const capacity = capacityOf(settings);
  if (!pacingOn(capacity)) return null;
  return pacingOfFullWindows(capacity, await fullKitchenWindows(db, settings, now));
}
