import { locationSetup } from '@orderly/domain';
import { platformLogo } from '@orderly/domain/restaurant-document';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import { route } from '../http/contract.ts';
import { loadLocation, loadMenu } from '../restaurants/restaurant-repository.ts';
import type { ManageRouteDeps } from './manage-deps.ts';
import { managedRows } from './managed-rows.ts';
import { requireManager } from './manager-access.ts';

/**
 * GET /api/manage/restaurants/:restaurantId/setup: what the restaurant still lacks before customers
 * can order (a logo, contact, hours, products, a delivery area) and each location's state now, from
 * the same merged settings and catalogue customers are served.
 */
export function registerSetupStatusRoute(app: FastifyInstance, deps: ManageRouteDeps) {
  const { db, clock } = deps;
  route(app, 'getSetupStatus', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    const access = await requireManager(db, user.id, restaurantId);
    const now = clock.now();
    const { restaurant, rows } = await managedRows(db, restaurantId);
    let everyOpenOneReachable = true;
    const states = [];
    for (const row of rows) {
      const view = await loadLocation(db, restaurantId, row.id, now);
      if (!view) continue;
      const { settings } = view;
      const menu = await loadMenu(db, restaurantId, row.id);
      const productCount = menu.products.filter((product) => product.active).length;
      const setup = locationSetup(
        {
          inactive: row.inactive,
          orderOpen: settings.orderOpen,
          hours: settings.hours,
          timeZone: settings.timeZone,
          deliveryEnabled: settings.deliveryEnabled,
          deliveryOpen: settings.deliveryOpen,
          rewardsEnabled: settings.rewardsEnabled,
          promoCodesEnabled: settings.promoCodesEnabled,
          deliveryZone: settings.deliveryZone,
          deliveryZonesWithFees: settings.deliveryZonesWithFees,
          productCount,
        },
        now,
      );
      if (!row.inactive && !(settings.phoneNumber?.trim() || settings.email?.trim()))
        everyOpenOneReachable = false;
      states.push({
        id: row.id,
        locationName: row.locationName,
        held: access.locationIds === null || access.locationIds.includes(row.id),
        state: setup.state,
        pausedUntil: setup.state === 'paused' ? (settings.orderPausedUntil ?? null) : null,
        hasHours: setup.hasHours,
        productCount,
        deliveryNeedsZone: setup.deliveryNeedsZone,
        deliveryPaused: setup.deliveryPaused,
        featuresOff: setup.featuresOff,
      });
    }
    return {
      data: {
        hasLogo: Boolean(
          restaurant.settings.images?.logo && restaurant.settings.images.logo !== platformLogo,
        ),
        hasContact: everyOpenOneReachable,
        locations: states,
      },
    };
  });
}
