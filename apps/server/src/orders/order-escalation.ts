import { AUTO_REJECT_REASON, escalationDelays, escalationOf } from '@orderly/domain';
import { PeriodicJob } from '../ops/periodic-job.ts';
import { type LocationView, loadLocation } from '../restaurants/restaurant-repository.ts';
import { onOrderEscalated, recordAutoRejection } from './escalation-notice.ts';
import { cancelAndTell, type OrderStaffDeps } from './order-status.ts';
import { awaitingOrders, markEscalated, type OrderRow } from './orders-repository.ts';

export interface EscalationTiming {
  /** How often it looks for orders nobody confirms (the board's own clock moves in 15 s steps). */
  everyMs: number;
}

export const defaultEscalationTiming: EscalationTiming = { everyMs: 15_000 };

export interface EscalationRun {
  escalated: number;
  rejected: number;
  failures: number;
}

/**
 * Escalation of orders nobody confirms (issue 25, item 5; decisions 0080 and 0081). Each pass
 * reads the orders nobody acknowledged and asks the domain's `escalationOf` where each stands
 * under its location's settings:
 * - past the first delay, the order is marked escalated (a conditional update, once across
 *   instances) and `onOrderEscalated` writes, in that transaction, what tells the managers;
 * - past the second, it is rejected through the staff cancellation (refund, points back, the
 *   diner's e-mail, live screens) on condition that nobody acknowledged it meanwhile, with the
 *   domain's reason and the platform as actor.
 * Runs at start-up and then periodically on every instance; two passes at once do each thing once.
 */
export function orderEscalationJob(
  deps: OrderStaffDeps,
  timing: EscalationTiming = defaultEscalationTiming,
  note: (fields: Record<string, unknown>, message: string) => void = () => undefined,
): PeriodicJob<EscalationRun> {
  const pass = async (): Promise<EscalationRun> => {
    const outcome: EscalationRun = { escalated: 0, rejected: 0, failures: 0 };
    const now = deps.clock.now();
    const places = new Map<string, Promise<LocationView | null>>();
    const placeOf = (order: OrderRow) => {
      const key = `${order.restaurantId}/${order.locationId}`;
      let place = places.get(key);
      if (!place) {
        place = loadLocation(deps.db, order.restaurantId, order.locationId, now);
        places.set(key, place);
      }
      return place;
    };
    for (const order of await awaitingOrders(deps.db)) {
      try {
        const place = await placeOf(order);
        if (!place) continue;
        const done = await escalate(deps, order, place, now);
        if (done.escalated) {
          outcome.escalated++;
          note({ orderId: order.id }, 'escalation: an unconfirmed order passed the first delay');
        }
        if (done.rejected) {
          outcome.rejected++;
          note({ orderId: order.id }, 'escalation: an unconfirmed order was rejected automatically');
        }
      } catch (error) {
        outcome.failures++;
        deps.log(error, `escalation: order ${order.id}`);
      }
    }
    return outcome;
  };
  return new PeriodicJob(timing.everyMs, pass, (error) => {
    deps.log(error, 'escalation: pass failed');
    return { escalated: 0, rejected: 0, failures: 1 };
  });
}

/** What one unconfirmed order is due now, done: escalated (once), rejected (once). */
async function escalate(
  deps: OrderStaffDeps,
  order: OrderRow,
  place: LocationView,
  now: Date,
): Promise<{ escalated: boolean; rejected: boolean }> {
  const { settings } = place;
  const escalation = escalationOf(
    {
      status: order.status,
      orderType: order.orderType,
      createdAt: order.createdAt.toISOString(),
      completedAt: order.completedAt.toISOString(),
      acknowledgedAt: order.acknowledgedAt?.toISOString() ?? null,
      asap: order.asap,
    },
    { waitTime: settings.waitTime, deliveryTime: settings.deliveryTime },
    settings,
    now,
  );
  const done = { escalated: false, rejected: false };
  if (escalation.stage === 'none') return done;
  const when = { waitedSeconds: escalation.waitedSeconds, at: now };
  // The managers hear of it first, also when a pass comes late and finds it past both delays.
  if (escalationDelays(settings).louder !== null && !order.escalatedAt) {
    done.escalated = await deps.db.transaction(async (tx) => {
      if (!(await markEscalated(tx, order.id, now))) return false;
      await onOrderEscalated(tx, order, place, when);
      return true;
    });
  }
  if (escalation.stage === 'reject') {
    done.rejected = await cancelAndTell(deps, order, {
      reason: AUTO_REJECT_REASON,
      staffUserId: null,
      unacknowledgedOnly: true,
      alsoWrite: (tx) => recordAutoRejection(tx, order, place, when),
    });
  }
  return done;
}
