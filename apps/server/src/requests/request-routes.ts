import { randomUUID } from 'node:crypto';
import { queueItems, topics } from '@orderly/client/protocol';
import { checkServiceRequest, messages, newRequestNotification } from '@orderly/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { locations, serviceRequests, staffNotifications } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { keyed, type LiveHub } from '../live/live-hub.ts';
import { findTable, loadLocation } from '../restaurants/restaurant-repository.ts';
import { requestView } from './request-views.ts';

export interface RequestRouteDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
}

/** Dine-in service requests (more spoons, the bill…) and the guest staff-alert call. */
export function registerRequestRoutes(app: FastifyInstance, { db, clock, hub }: RequestRouteDeps) {
  route(app, 'sendServiceRequest', async (request, reply) => {
    const { body } = request;
    const view = await loadLocation(db, body.restaurantId, body.locationId, clock.now());
    if (!view) throw new HttpError(404, messages.restaurantUnknown);
    const table = await findTable(db, body.restaurantId, body.locationId, body.tableId);
    if (!table?.active) throw new HttpError(400, messages.tableUnknown);
    const now = clock.now();
    const problem = checkServiceRequest({
      settings: view.settings,
      now,
      description: body.description,
      custom: body.custom,
    });
    if (problem) throw new HttpError(400, problem);
    const description = body.description.trim();
    const id = randomUUID();
    await db.transaction(async (tx) => {
      await tx.insert(serviceRequests).values({
        id,
        restaurantId: body.restaurantId,
        locationId: body.locationId,
        tableId: table.id,
        tableNumber: table.tableNumber,
        description,
        createdAt: now,
      });
      await tx.insert(staffNotifications).values({
        id: randomUUID(),
        restaurantId: body.restaurantId,
        locationId: body.locationId,
        tableId: table.id,
        requestId: id,
        ...newRequestNotification(table.tableNumber),
      });
    });
    await hub.publish(keyed(topics.staff(body.restaurantId, body.locationId), queueItems.request(id)));
    const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    return reply.status(201).send({ data: { request: requestView(row!) } });
  });

  /** Anyone holding a request's id (the table's browser) may follow it. */
  route(app, 'getServiceRequest', async (request) => {
    const { requestId } = request.params;
    const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
    if (!row) throw new HttpError(404, 'Sorry, we could not find that request.');
    return { data: { request: requestView(row) } };
  });

  /** SPEC.md section 7: an alert for the staff of a location (new dine-in orders, requests). */
  route(app, 'createStaffNotification', async (request, reply) => {
    const { body } = request;
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.restaurantId, body.restaurantId), eq(locations.id, body.locationId)));
    if (!location) throw new HttpError(404, messages.restaurantUnknown);
    // An alert about a table names one of this location's tables.
    if (body.tableId) {
      const table = await findTable(db, body.restaurantId, body.locationId, body.tableId);
      if (!table?.active) throw new HttpError(404, messages.tableUnknown);
    }
    const id = randomUUID();
    await db.insert(staffNotifications).values({
      id,
      restaurantId: body.restaurantId,
      locationId: body.locationId,
      tableId: body.tableId,
      title: body.title,
      body: body.body,
      createdAt: clock.now(),
    });
    await hub.publish(keyed(topics.staff(body.restaurantId, body.locationId), queueItems.alert(id)));
    return reply.status(201).send({ data: { id } });
  });
}
