import { randomUUID } from 'node:crypto';
import { createDeliveryBodySchema, estimateDeliveryBodySchema, idSchema } from '@orderly/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { parseBody } from '../http/parse-body.ts';
import type { Integrations } from '../integrations/config.ts';
import { loadLocation } from '../restaurants/restaurant-repository.ts';
import { findUser } from '../users/user-repository.ts';

export interface DeliveryRouteDeps {
  db: Db;
  clock: Clock;
  integrations: Integrations;
}

const locationFields = { restaurantId: idSchema, locationId: idSchema };

/**
 * The courier calls of SPEC.md section 7 and the address search behind the delivery details.
 * The pickup side (address, store id, business name, phone) always comes from the location's own
 * data, whatever the browser sends; the drop-off coordinates come from the customer's saved address.
 */
export function registerDeliveryRoutes(app: FastifyInstance, { db, clock, integrations }: DeliveryRouteDeps) {
  const { courier, addressSearch } = integrations;

  const courierContext = async (userId: string, restaurantId: string, locationId: string) => {
    const view = await loadLocation(db, restaurantId, locationId, clock.now());
    if (!view) throw new HttpError(404, 'Sorry, we could not find that restaurant.');
    if (!view.settings.courierEnabled)
      throw new HttpError(400, 'Sorry, this location does not deliver by courier.');
    const user = await findUser(db, userId);
    const address = view.settings.courierAddress;
    return {
      settings: view.settings,
      user,
      pickup: {
        pickup_address: address
          ? `${address.street}, ${address.city}, ${address.state} ${address.zip_code}`
          : view.settings.address,
        external_store_id: `${restaurantId}:${locationId}`,
        external_business_name: view.name,
        pickup_location: view.settings.latLng,
        ...(user?.lat != null && user.lng != null
          ? { dropoff_location: { lat: user.lat, lng: user.lng } }
          : {}),
      },
    };
  };

  app.post('/api/estimate_delivery', async (request) => {
    const { id } = userOf(request);
    const body = parseBody(estimateDeliveryBodySchema.safeExtend(locationFields), request.body);
    const { pickup } = await courierContext(id, body.restaurantId, body.locationId);
    const estimate = await courier.estimate({ ...body, ...pickup });
    return { data: { delivery_time: estimate.deliveryTime, fee: estimate.fee } };
  });

  app.post('/api/create_delivery', async (request) => {
    const { id } = userOf(request);
    const body = parseBody(createDeliveryBodySchema.safeExtend(locationFields), request.body);
    const { pickup, settings } = await courierContext(id, body.restaurantId, body.locationId);
    // The delivery's external id becomes the order's id when the order is placed.
    const externalDeliveryId = randomUUID();
    const created = await courier.create({
      ...body,
      ...pickup,
      pickup_phone_number: settings.phoneNumber,
      external_delivery_id: externalDeliveryId,
    });
    return {
      data: {
        estimated_delivery_time: created.estimatedDeliveryTime,
        external_delivery_id: externalDeliveryId,
        tracking_url: created.trackingUrl ?? null,
      },
    };
  });

  app.get('/api/places/autocomplete', async (request) => {
    const query = parseBody(
      z
        .object({
          q: z.string().max(200).default(''),
          sessionToken: z.string().max(100).optional(),
          ...locationFields,
        })
        .partial({
          restaurantId: true,
          locationId: true,
        }),
      request.query,
    );
    const near =
      query.restaurantId && query.locationId
        ? (await loadLocation(db, query.restaurantId, query.locationId, clock.now()))?.settings.latLng
        : undefined;
    const suggestions = await addressSearch.autocomplete(query.q, {
      ...(query.sessionToken ? { sessionToken: query.sessionToken } : {}),
      ...(near ? { near } : {}),
    });
    return { data: { suggestions } };
  });

  app.get('/api/places/:placeId', async (request) => {
    const { placeId } = parseBody(z.object({ placeId: z.string().min(1).max(300) }), request.params);
    const place = await addressSearch.place(placeId);
    if (!place) throw new HttpError(404, 'Please select a valid address.');
    return { data: { place } };
  });
}
