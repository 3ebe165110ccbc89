import { visitChanges } from '@orderly/client/protocol';
import { messages, tableTabsOn, visitMessages } from '@orderly/domain';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { pathId } from '../http/route-gates.ts';
import type { LiveHub } from '../live/live-hub.ts';
import { findTable, loadLocation } from '../restaurants/restaurant-repository.ts';
import { requireStaff } from '../staff/staff-access.ts';
import { closeVisit, guestOfToken, joinVisit, visitTab } from './table-visits.ts';
import { findVisit, type VisitRow } from './visits-repository.ts';

export interface VisitRouteDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
}

/** Joining a table's visit, its running tab, and staff closing it (decision 0093). */
export function registerVisitRoutes(app: FastifyInstance, { db, clock, hub }: VisitRouteDeps) {
  const settingsOf = async (visit: VisitRow) =>
    (await loadLocation(db, visit.restaurantId, visit.locationId, clock.now()))?.settings ?? null;

  route(app, 'joinTableVisit', async (request, reply) => {
    const { body } = request;
    const now = clock.now();
    const view = await loadLocation(db, body.restaurantId, body.locationId, now);
    if (!view) throw new HttpError(404, messages.restaurantUnknown);
    if (!view.settings.dineInEnabled || !tableTabsOn(view.settings))
      throw new HttpError(409, visitMessages.tabsOff);
    const table = await findTable(db, body.restaurantId, body.locationId, body.tableId);
    if (!table?.active) throw new HttpError(400, messages.tableUnknown);
    const joined = await joinVisit(db, {
      table: {
        restaurantId: body.restaurantId,
        locationId: body.locationId,
        tableId: table.id,
        tableNumber: table.tableNumber,
      },
      settings: view.settings,
      name: body.name,
      token: body.visitToken,
      now,
    });
    // The others at the table see who joined.
    await hub.publish(visitChanges(joined.visit.id));
    const tab = await visitTab(db, joined.visit, joined.guest.id);
    return reply.status(201).send({ data: { visitToken: joined.token, tab } });
  });

  route(app, 'getTableTab', async (request) => {
    const found = await guestOfToken(db, request.query.token, settingsOf, clock.now());
    if (!found) throw new HttpError(404, visitMessages.notFound);
    return { data: { tab: await visitTab(db, found.visit, found.guest.id) } };
  });

  route(
    app,
    'closeTableVisit',
    async (request) => {
      await closeVisit(db, request.params.visitId, request.body.reason, clock.now());
      // Every phone at the table learns the visit is over.
      await hub.publish(visitChanges(request.params.visitId));
      return { data: { closed: true as const } };
    },
    {
      // Staff of the visit's location only, decided before the body is read (decision 0069).
      gate: async (request) => {
        const visitId = pathId(request, 'visitId');
        const visit = visitId ? await findVisit(db, visitId) : undefined;
        if (!visit) throw new HttpError(404, visitMessages.visitUnknown);
        await requireStaff(db, userOf(request).id, visit.restaurantId, visit.locationId);
      },
    },
  );
}
