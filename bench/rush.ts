/**
 * The rush simulation (issue 25, "What it must show"): one location's lunch rush, 200 orders over
 * 30 minutes in a lunch curve, through a simulated kitchen (cooks, prep minutes per item), with
 * capacity pacing off and on. Each order is promised by the domain's real rules (`pacedAsapReadyAt`,
 * `offeredTimeSlots`, `hasRoomAt`, `nextFreeSlot`, as the server calls them under its lock), and the
 * kitchen starts it when the board says to (`kitchenStartAt`). No HTTP, no clock: a run takes
 * milliseconds and gives the same figures every time (a seeded generator).
 *
 * Reported per run: promised versus ready (ready minus the kitchen's promised time, in minutes:
 * p50, p95, the worst; early counts as negative), the promised wait, orders moved (promised later
 * than they asked) or refused (no time with room), and the longest kitchen queue.
 */
import {
  ASAP_SLOT,
  type BusyMode,
  type CapacitySettings,
  type DayHours,
  DEFAULT_CAPACITY,
  driveMinutes,
  hasRoomAt,
  kitchenStartAt,
  type LocationSettings,
  nextFreeSlot,
  type OrderType,
  offeredTimeSlots,
  orderWork,
  type PacedOrder,
  pacedAsapReadyAt,
  type WeeklyHours,
  windowLoads,
} from '@orderly/domain';
import { atMost, type Figure, info } from './lib/figures.ts';

const MINUTE = 60_000;

/** The kitchen and the rush, as a restaurant would describe them. */
export const RUSH = {
  orders: 200,
  /** Orders arrive over this many minutes, most in the middle (a triangular lunch curve). */
  rushMinutes: 30,
  cooks: 10,
  waitTime: 20,
  deliveryTime: 15,
  /** Share of diners who order for a later time rather than ASAP, and of deliveries. */
  scheduledShare: 0.2,
  deliveryShare: 0.3,
  /** The menu: prep minutes of each item a cook makes (one cook per item). */
  menu: [
    { id: 'burrito', prepMinutes: 4 },
    { id: 'bowl', prepMinutes: 3 },
    { id: 'tacos', prepMinutes: 5 },
    { id: 'quesadilla', prepMinutes: 4 },
    { id: 'salad', prepMinutes: 2 },
    { id: 'nachos', prepMinutes: 3 },
  ],
  /** The pacing the location sets: the kitchen's cook-minutes per 15-minute window. */
  windowMinutes: 15,
  seed: 20261128,
} as const;

const START = Date.parse('2026-06-10T12:00:00-07:00');
const TICK = MINUTE / 4;

/** A small seeded generator (mulberry32): the same rush every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Arrival {
  at: number;
  orderType: OrderType;
  lines: { productId: string; count: number }[];
  /** Minutes after arrival a scheduled diner wants it ready; null for ASAP. */
  wantsIn: number | null;
}

/** The rush's diners: arrival times on a lunch curve, what they order, when they want it. */
export function rushArrivals(): Arrival[] {
  const next = random(RUSH.seed);
  const arrivals: Arrival[] = [];
  for (let index = 0; index < RUSH.orders; index++) {
    const at = START + ((next() + next()) / 2) * RUSH.rushMinutes * MINUTE;
    const items = 1 + Math.floor(next() * 3);
    const lines = Array.from({ length: items }, () => ({
      productId: RUSH.menu[Math.floor(next() * RUSH.menu.length)]!.id,
      count: 1,
    }));
    const orderType: OrderType = next() < RUSH.deliveryShare ? 'Delivery' : 'Pickup';
    const wantsIn = next() < RUSH.scheduledShare ? 30 + Math.floor(next() * 60) : null;
    arrivals.push({ at, orderType, lines, wantsIn });
  }
  return arrivals.sort((a, b) => a.at - b.at);
}

const lunchToLate: DayHours = { open: '10:00', close: '22:00' };
const everyDay: WeeklyHours = [
  lunchToLate,
  lunchToLate,
  lunchToLate,
  lunchToLate,
  lunchToLate,
  lunchToLate,
  lunchToLate,
];

const settingsOf = (busyMode: BusyMode | null) =>
  ({
    hours: everyDay,
    deliveryHours: everyDay,
    timeZone: 'America/Vancouver',
    waitTime: RUSH.waitTime,
    deliveryTime: RUSH.deliveryTime,
    orderOpen: true,
    deliveryOpen: true,
    deliveryEnabled: true,
    busyMode,
  }) satisfies Partial<LocationSettings>;

export interface RushRun {
  label: string;
  placed: number;
  moved: number;
  refused: number;
  /** Ready minus the kitchen's promised time, minutes (negative: early). */
  lateness: { p50: number; p95: number; worst: number };
  /** Promise minus arrival, minutes. */
  promisedWait: { p50: number; p95: number; worst: number };
  /** The most orders in the kitchen at once (started, not ready). */
  longestQueue: number;
  /** Minutes from the first order until the last one is ready. */
  lastReadyAfter: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    worst: round(sorted.at(-1) ?? 0),
  };
};

interface Taken {
  orderType: OrderType;
  arrival: number;
  kitchenAt: number;
  promised: number;
  start: number;
  items: number[];
  ready: number | null;
}

/** One rush through the kitchen: every diner promised by the domain's rules, then cooked. */
export function simulateRush(
  label: string,
  options: { pacing: boolean; busyMode?: BusyMode | null },
): RushRun {
  const capacity: CapacitySettings = {
    ...DEFAULT_CAPACITY,
    windowMinutes: RUSH.windowMinutes,
    maxPrepMinutes: options.pacing ? RUSH.cooks * RUSH.windowMinutes : null,
  };
  const settings = settingsOf(options.busyMode ?? null);
  const prep = new Map<string, number>(RUSH.menu.map((item) => [item.id, item.prepMinutes]));
  const taken: Taken[] = [];
  const paced: PacedOrder[] = [];
  let moved = 0;
  let refused = 0;

  for (const arrival of rushArrivals()) {
    const now = new Date(arrival.at);
    const work = orderWork(arrival.lines, (id) => prep.get(id), capacity);
    const drive = driveMinutes(arrival.orderType, RUSH.deliveryTime) * MINUTE;
    const pacing = options.pacing ? { capacity, loads: windowLoads(paced, capacity), work } : null;
    const common = { settings, now, orderType: arrival.orderType, deliveryTime: RUSH.deliveryTime };
    let promised: number | null;
    if (arrival.wantsIn === null) {
      promised = pacedAsapReadyAt({ ...common, pacing });
      const unpaced = pacedAsapReadyAt(common);
      if (promised !== null && unpaced !== null && promised > unpaced) moved++;
    } else {
      // The diner picks the offered time nearest what they want; a full window hears the next free one.
      const wanted = arrival.at + arrival.wantsIn * MINUTE;
      const slot = nextFreeSlot(offeredTimeSlots(common), wanted);
      promised = slot ? Date.parse(slot.value) : null;
      if (
        promised !== null &&
        pacing &&
        !hasRoomAt({ ...pacing, orderType: arrival.orderType, kitchenAt: promised - drive })
      ) {
        const next = nextFreeSlot(
          offeredTimeSlots({ ...common, pacing }).filter((offered) => offered.value !== ASAP_SLOT.value),
          promised,
        );
        promised = next ? Date.parse(next.value) : null;
        if (promised !== null) moved++;
      }
    }
    if (promised === null) {
      refused++;
      continue;
    }
    const kitchenAt = promised - drive;
    paced.push({ orderType: arrival.orderType, kitchenAt, ...work });
    const start = kitchenStartAt(
      { completedAt: new Date(promised).toISOString(), orderType: arrival.orderType },
      { waitTime: RUSH.waitTime, deliveryTime: RUSH.deliveryTime },
    );
    taken.push({
      orderType: arrival.orderType,
      arrival: arrival.at,
      kitchenAt,
      promised,
      start: Math.max(arrival.at, start),
      items: arrival.lines.map(
        (line) => (prep.get(line.productId) ?? capacity.defaultPrepMinutes) * line.count,
      ),
      ready: null,
    });
  }

  // The kitchen: each cook makes one item at a time, the order due first first, from its start time.
  const cooks: number[] = Array.from({ length: RUSH.cooks }, () => START);
  const waiting: { order: Taken; minutes: number }[] = [];
  const finishes = new Map<Taken, number[]>();
  const byStart = [...taken].sort((a, b) => a.start - b.start);
  let released = 0;
  let longestQueue = 0;
  for (let time = START; finishes.size < taken.length || waiting.length > 0; time += TICK) {
    while (released < byStart.length && byStart[released]!.start <= time) {
      const order = byStart[released++]!;
      for (const minutes of order.items) waiting.push({ order, minutes });
    }
    waiting.sort((a, b) => a.order.kitchenAt - b.order.kitchenAt || a.order.arrival - b.order.arrival);
    for (let cook = 0; cook < cooks.length && waiting.length > 0; cook++) {
      if (cooks[cook]! > time) continue;
      const { order, minutes } = waiting.shift()!;
      cooks[cook] = time + minutes * MINUTE;
      const done = finishes.get(order) ?? [];
      done.push(cooks[cook]!);
      finishes.set(order, done);
      if (done.length === order.items.length) order.ready = Math.max(...done);
    }
    const inKitchen = taken.filter(
      (order) => order.start <= time && (order.ready === null || order.ready > time),
    ).length;
    longestQueue = Math.max(longestQueue, inKitchen);
    if (time > START + 24 * 60 * MINUTE) throw new Error('the rush never ends: the simulation is stuck');
  }

  const readyAll = taken.map((order) => order.ready ?? order.kitchenAt);
  return {
    label,
    placed: taken.length,
    moved,
    refused,
    lateness: spread(taken.map((order, index) => (readyAll[index]! - order.kitchenAt) / MINUTE)),
    promisedWait: spread(taken.map((order) => (order.promised - order.arrival) / MINUTE)),
    longestQueue,
    lastReadyAfter: Math.round((Math.max(...readyAll) - START) / MINUTE),
  };
}

/** The runs `npm run bench` reports: pacing off (today's default) and on. */
export function runRush(): RushRun[] {
  return [simulateRush('pacing off', { pacing: false }), simulateRush('pacing on', { pacing: true })];
}

/** The figures, with the budget on the paced run: p95 lateness ≤ 5 min and no promise broken by more than 10. */
export function rushFigures(runs: RushRun[]): Figure[] {
  const kitchen = `${RUSH.orders} orders over ${RUSH.rushMinutes} min, ${RUSH.cooks} cooks`;
  return runs.flatMap((run) => {
    const name = `Rush (${run.label})`;
    const paced = run.label === 'pacing on';
    const lateness = [
      paced
        ? atMost(`${name}: ready − promised, p95`, run.lateness.p95, 'min', 5, kitchen)
        : info(`${name}: ready − promised, p95`, run.lateness.p95, 'min', kitchen),
      paced
        ? atMost(`${name}: ready − promised, worst`, run.lateness.worst, 'min', 10)
        : info(`${name}: ready − promised, worst`, run.lateness.worst, 'min'),
    ];
    return [
      info(`${name}: ready − promised, p50`, run.lateness.p50, 'min'),
      ...lateness,
      info(
        `${name}: promised wait, p50`,
        run.promisedWait.p50,
        'min',
        `p95 ${run.promisedWait.p95} min, worst ${run.promisedWait.worst} min`,
      ),
      info(`${name}: orders moved later`, run.moved, '', `${run.refused} refused, ${run.placed} placed`),
      info(
        `${name}: longest kitchen queue`,
        run.longestQueue,
        'orders',
        `last ready after ${run.lastReadyAfter} min`,
      ),
    ];
  });
}
