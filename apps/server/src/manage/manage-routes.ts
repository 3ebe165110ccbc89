import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import { route } from '../http/contract.ts';
import { offsetsAround } from '../restaurants/zone-offsets.ts';
import { registerAuditLogRoutes } from './audit-log.ts';
import { registerBrandingRoutes } from './branding.ts';
import { registerHostRoutes } from './hosts.ts';
import { registerLocationRoutes } from './locations-routes.ts';
import type { ManageRouteDeps } from './manage-deps.ts';
import { managedRows } from './managed-rows.ts';
import { gateManagedRoutes, requireManager } from './manager-access.ts';
import { registerMenuRoutes } from './menu-routes.ts';
import { registerPromotionRoutes } from './promotions.ts';
import { registerRestaurantSettingsRoutes } from './restaurant-settings-routes.ts';
import { registerRewardRoutes } from './rewards.ts';
import { registerSetupStatusRoute } from './setup-status.ts';
import { registerStaffMemberRoutes } from './staff-members-routes.ts';
import { registerZoneRoutes } from './zones-routes.ts';

export type { ManageRouteDeps };

/** The back office's routes: one line per area, each behind the managers' gate. */
export function registerManageRoutes(app: FastifyInstance, deps: ManageRouteDeps) {
  gateManagedRoutes(app, deps.db);
  registerManagedRestaurantRoute(app, deps);
  registerSetupStatusRoute(app, deps);
  registerAuditLogRoutes(app, deps);
  registerRestaurantSettingsRoutes(app, deps);
  registerLocationRoutes(app, deps);
  registerStaffMemberRoutes(app, deps);
  registerBrandingRoutes(app, deps);
  registerHostRoutes(app, deps);
  registerPromotionRoutes(app, deps);
  registerRewardRoutes(app, deps);
  registerZoneRoutes(app, deps);
  registerMenuRoutes(app, deps);
}

/** GET /api/manage/restaurants/:restaurantId: what the back office's shell shows. */
function registerManagedRestaurantRoute(app: FastifyInstance, deps: ManageRouteDeps) {
  const { db } = deps;
  route(app, 'getManagedRestaurant', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    const access = await requireManager(db, user.id, restaurantId);
    const { restaurant, rows } = await managedRows(db, restaurantId);
    return {
      data: {
        restaurant: {
          id: restaurant.id,
          name: restaurant.name,
          logo: restaurant.settings.images?.logo ?? null,
          timeZone: restaurant.settings.timeZone,
          zoneOffsets: offsetsAround(restaurant.settings.timeZone, deps.clock.now()),
          locations: rows,
          managerLocationIds: access.locationIds,
        },
      },
    };
  });
}
