import { CUSTOM_TIP_MAX, type LocationSettings, messages, type Pacing, tipOptions } from '@orderly/domain';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import type { Integrations } from '../integrations/config.ts';
import { loadLocation } from '../restaurants/restaurant-repository.ts';
import { findUser } from '../users/user-repository.ts';
import { bookCourierDelivery, courierTime } from './courier-bookings.ts';

export interface DeliveryRouteDeps {
  db: Db;
  clock: Clock;
  integrations: Integrations;
  /**
   * The kitchen's pacing as the diner's checkout reads it (orders' `dinerPacing`; given by the app,
   * as orders import this folder), for the courier's ASAP pickup time.
   */
  kitchenPacing: (settings: LocationSettings, now: Date) => Promise<Pacing | null>;
}

/**
 * The courier calls of SPEC.md section 7 and the address search behind the delivery details.
 * The pickup side (address, store id, business name, phone) always comes from the location's own
 * data, whatever the browser sends; the drop-off (address, coordinates, contact, instructions)
 * from the customer's account. create_delivery books the delivery, remembers it and answers its id:
 * an order names that id and nothing else about the courier (see courier-bookings.ts).
 */
export function registerDeliveryRoutes(
  app: FastifyInstance,
  { db, clock, integrations, kitchenPacing }: DeliveryRouteDeps,
) {
  const { courier, addressSearch } = integrations;

  const courierContext = async (userId: string, restaurantId: string, locationId: string) => {
    const view = await loadLocation(db, restaurantId, locationId, clock.now());
    if (!view) throw new HttpError(404, messages.restaurantUnknown);
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

  route(app, 'estimateDelivery', async (request) => {
    const { id } = userOf(request);
    const { body } = request;
    const { pickup, settings, user } = await courierContext(id, body.restaurantId, body.locationId);
    // The drop-off is the saved address the server resolved (PUT /api/address), never the body's.
    if (!user?.address?.trim()) throw new HttpError(400, messages.deliveryAddressRequired);
    const { pickup_time: _asap, delivery_time: _chosen, ...asked } = body;
    // The time as the booking will ask it (courierTime), so the quote and the booking agree.
    const now = clock.now();
    const time = courierTime({
      orderTime: body.delivery_time ?? 'ASAP',
      settings,
      now,
      pacing: await kitchenPacing(settings, now),
    });
    const estimate = await courier.estimate({ ...asked, ...pickup, ...time, dropoff_address: user.address });
    return { data: { delivery_time: estimate.deliveryTime, fee: estimate.fee } };
  });

  route(app, 'createDelivery', async (request) => {
    const { id } = userOf(request);
    const { body } = request;
    const { pickup, settings, user } = await courierContext(id, body.restaurantId, body.locationId);
    if (!user) throw new HttpError(401, messages.notAuthenticated);
    // A sane cap: the location's largest tip share of the order value, or a custom tip's $500 (the
    // order then holds a custom tip to its own cap, the subtotal).
    const largestShare = Math.max(...tipOptions(settings, 'Delivery'));
    if (body.tip > Math.max(Math.ceil(body.order_value * largestShare), CUSTOM_TIP_MAX))
      throw new HttpError(400, messages.tipNotOffered);
    const now = clock.now();
    const booking = await bookCourierDelivery({
      db,
      courier,
      now,
      user,
      restaurantId: body.restaurantId,
      locationId: body.locationId,
      settings,
      pickup,
      orderTime: body.delivery_time ?? 'ASAP',
      pacing: await kitchenPacing(settings, now),
      orderValue: body.order_value,
      tip: body.tip,
    });
    return {
      data: {
        booking_id: booking.id,
        estimated_delivery_time: booking.estimatedDeliveryTime.toISOString(),
        tracking_url: booking.trackingUrl,
      },
    };
  });

  route(app, 'autocompleteAddress', async (request) => {
    const { query } = request;
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

  route(app, 'getPlace', async (request) => {
    const { placeId } = request.params;
    const place = await addressSearch.place(placeId);
    if (!place) throw new HttpError(404, 'Please select a valid address.');
    return { data: { place } };
  });
}
