import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { locations, restaurants } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import type { Mailer } from '../integrations/email/types.ts';
import type { LiveHub } from '../live/live-hub.ts';
import { registerAuditLogRoutes } from './audit-log.ts';
import { requireManager } from './manager-access.ts';

/**
 * What the back office's routes get (issue 16). Every route is under /api/manage/…, checks
 * `requireManager` first, saves in one transaction with `recordChange`, and announces the change
 * with `LiveHub.notices` in that transaction (delivered once it commits).
 */
export interface ManageRouteDeps {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  mailer: Mailer;
  /** The server's public address (links in e-mails). */
  publicUrl: string;
}

/** The back office's routes: one line per area. */
export function registerManageRoutes(app: FastifyInstance, deps: ManageRouteDeps) {
  registerManagedRestaurantRoute(app, deps);
  registerAuditLogRoutes(app, deps);
}

/** GET /api/manage/restaurants/:restaurantId: what the back office's shell shows. */
function registerManagedRestaurantRoute(app: FastifyInstance, { db }: ManageRouteDeps) {
  route(app, 'getManagedRestaurant', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    const access = await requireManager(db, user.id, restaurantId);
    const [restaurant] = await db
      .select({ id: restaurants.id, name: restaurants.name, settings: restaurants.settings })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId));
    if (!restaurant) throw new HttpError(404, 'This restaurant does not exist.');
    const rows = await db
      .select({ id: locations.id, locationName: locations.locationName, inactive: locations.inactive })
      .from(locations)
      .where(and(eq(locations.restaurantId, restaurantId)))
      .orderBy(asc(locations.position), asc(locations.id));
    return {
      data: {
        restaurant: {
          id: restaurant.id,
          name: restaurant.name,
          logo: restaurant.settings.images?.logo ?? null,
          locations: rows,
          managerLocationIds: access.locationIds,
        },
      },
    };
  });
}
