import { randomUUID } from 'node:crypto';
import {
  checkServiceRequest,
  idSchema,
  limits,
  messages,
  newRequestNotification,
  staffNotificationBodySchema,
} from '@orderly/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { diningTables, locations, serviceRequests, staffNotifications } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { parseBody } from '../http/parse-body.ts';
import { keyed, type LiveHub } from '../live/live-hub.ts';
import { loadLocation } from '../restaurants/restaurant-repository.ts';
import { requestView } from './request-views.ts';

const requestBody = z.object({
  restaurantId: idSchema,
  locationId: idSchema,
  tableId: idSchema,
  description: z.string().max(1000).default(''),
  /** A typed request rather than one of the restaurant's request types. */
  custom: z.boolean().default(false),
});

export interface RequestRouteDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
}

/** Dine-in service requests (more spoons, the bill…) and the guest staff-alert call. */
export function registerRequestRoutes(app: FastifyInstance, { db, clock, hub }: RequestRouteDeps) {
  app.post('/guest/requests', async (request, reply) => {
    const body = parseBody(requestBody, request.body);
    const view = await loadLocation(db, body.restaurantId, body.locationId, clock.now());
    if (!view) throw new HttpError(404, 'Sorry, we could not find that restaurant.');
    const [table] = await db
      .select()
      .from(diningTables)
      .where(
        and(
          eq(diningTables.restaurantId, body.restaurantId),
          eq(diningTables.locationId, body.locationId),
          eq(diningTables.id, body.tableId),
        ),
      );
    if (!table?.active) throw new HttpError(400, 'Sorry, we could not find that table.');
    const now = clock.now();
    const problem = checkServiceRequest({
      settings: view.settings,
      now,
      description: body.description,
      custom: body.custom,
    });
    if (problem) throw new HttpError(400, problem);
    const description = body.description.trim();
    if (!body.custom && !view.settings.requestTypes.some((type) => type.name === description)) {
      if (description === '' || description.length > limits.customRequestMaxLength) {
        throw new HttpError(400, messages.customRequestEmpty);
      }
    }
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
    await hub.publish(keyed(`staff:${body.restaurantId}:${body.locationId}`, `request:${id}`));
    const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    return reply.status(201).send({ data: { request: requestView(row!) } });
  });

  /** Anyone holding a request's id (the table's browser) may follow it. */
  app.get('/guest/requests/:requestId', async (request) => {
    const { requestId } = parseBody(z.object({ requestId: idSchema }), request.params);
    const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
    if (!row) throw new HttpError(404, 'Sorry, we could not find that request.');
    return { data: { request: requestView(row) } };
  });

  /** SPEC.md section 7: an alert for the staff of a location (new dine-in orders, requests). */
  app.post('/guest/create_staff_notification', async (request, reply) => {
    const body = parseBody(staffNotificationBodySchema.extend({ restaurantId: idSchema }), request.body);
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.restaurantId, body.restaurantId), eq(locations.id, body.locationId)));
    if (!location) throw new HttpError(404, 'Sorry, we could not find that restaurant.');
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
    await hub.publish(keyed(`staff:${body.restaurantId}:${body.locationId}`, `alert:${id}`));
    return reply.status(201).send({ data: { id } });
  });
}
