import { topics } from '@orderly/client/protocol';
import {
  activeBusyMode,
  type BusyMode,
  busyModeAddedMinutes,
  busyModeEnd,
  busyModeLabel,
  busyModeOf,
  type LocationSettings,
} from '@orderly/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { locations, restaurants } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { LiveHub } from '../live/live-hub.ts';
import { recordChange } from '../manage/audit-log.ts';
import { moveOpenPromisesLater } from '../orders/late-promises.ts';
import { publishOrderChanged } from '../orders/order-changed.ts';
import { anyStaffGate, requireStaff } from './staff-access.ts';

const notFound = 'Sorry, we could not find that restaurant.';
const closedNow = 'Busy mode until closing time needs the store to be open now. Choose how long instead.';

/**
 * PUT /api/staff/busy_mode (issue 25, decision 0082): staff add 10, 20 or 30 minutes to every new
 * promise, or stop ASAP, for some minutes or until closing time; or end it. Kept in the location's
 * settings (`busyMode`, no schema change) and read as ended once its time is past, so it ends by
 * itself with no sweep. The change, its line in the activity log and the live notice to the
 * diners' and staff screens are one transaction. Turned on (or made longer), it also moves the
 * promises of the orders already placed for ASAP by the minutes it adds, with the diners' "running
 * late" notices, in the same transaction (decision 0099).
 */
export function registerBusyModeRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock; hub: LiveHub }) {
  const { db, clock } = deps;
  route(
    app,
    'setBusyMode',
    async (request) => {
      const user = userOf(request);
      const { restaurantId, locationId, choice, forMinutes } = request.body;
      await requireStaff(db, user.id, restaurantId, locationId);
      const now = clock.now();
      let next: BusyMode | null = null;
      let moved: string[] = [];
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            settings: locations.settings,
            name: locations.locationName,
            restaurantSettings: restaurants.settings,
          })
          .from(locations)
          .innerJoin(restaurants, eq(restaurants.id, locations.restaurantId))
          .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)))
          .for('update', { of: locations });
        if (!row) throw new HttpError(404, notFound);
        // The hours and zone as the location has them (its own over the restaurant's).
        const settings = { ...row.restaurantSettings, ...row.settings } as LocationSettings;
        if (choice !== 'off') {
          const end = busyModeEnd(settings, now, forMinutes ?? 'close');
          if (end === null) throw new HttpError(400, closedNow);
          next = busyModeOf(choice, new Date(end).toISOString());
        }
        const before = activeBusyMode(settings, now);
        // Ending a busy mode that is not on changes nothing and records nothing.
        if (!next && !before) return;
        await tx
          .update(locations)
          .set({ settings: sql`${locations.settings} || ${JSON.stringify({ busyMode: next })}::jsonb` })
          .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)));
        // The orders already placed for ASAP wait as long as the new ones (decision 0099).
        moved = await moveOpenPromisesLater(tx, {
          restaurantId,
          locationId,
          minutes: busyModeAddedMinutes(before, next),
          now,
        });
        const length = forMinutes ? `for ${forMinutes} min` : 'until closing time';
        await recordChange(tx, {
          restaurantId,
          userId: user.id,
          area: 'location',
          summary: next
            ? `Started busy mode at ${row.name}: ${busyModeLabel(next)} ${length}.`
            : `Ended busy mode at ${row.name}.`,
          changes: {
            busyMode: { from: before, to: next },
            ...(moved.length > 0 ? { ordersMoved: { from: null, to: moved.length } } : {}),
          },
          at: now,
        });
        await tx.execute(sql`select ${LiveHub.notices([topics.location(restaurantId, locationId)])}`);
      });
      // The next order at this location, even on this instance a millisecond later, sees busy mode.
      deps.hub.changedHere([topics.location(restaurantId, locationId)]);
      for (const orderId of moved) await publishOrderChanged(db, deps.hub, orderId);
      return { data: { busyMode: next } };
    },
    { gate: anyStaffGate(db) },
  );
}
