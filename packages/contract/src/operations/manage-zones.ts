import { brandSettingsSchema } from '@orderly/domain/restaurant-document';
import { z } from 'zod';
import { data, failures, operation } from '../http.ts';
import { manageLocationParams, manageRestaurantParams } from './manage-restaurant.ts';

/**
 * The back office's delivery zones (issue 16): a location's delivery area, its fee zones (each an
 * outline with its fee and time; the first zone holding an address sets its fee) and the fee and
 * time outside them. Saves are checked by the restaurant document's own schemas (and so by the
 * domain's zone rules: at least three points, none repeated, an outline that does not cross itself).
 */

const shape = brandSettingsSchema.shape;

/** What a manager saves: the same fields, with the same rules, as a location in a restaurant file (and the version it edited). */
export const deliveryZonesBodySchema = z.strictObject({
  /** Cents, for an address inside the delivery area but in no fee zone. */
  deliveryFee: shape.deliveryFee.unwrap(),
  /** Minutes, likewise. */
  deliveryTime: shape.deliveryTime.unwrap(),
  /** The delivery area's outline; empty = no area (the fee zones, if any, decide). */
  deliveryZone: shape.deliveryZone.unwrap(),
  /** Fee zones, checked in this order. */
  deliveryZonesWithFees: shape.deliveryZonesWithFees.unwrap(),
  /**
   * The `version` the editor loaded: when someone saved other zones since, the save is refused
   * (409) instead of overwriting theirs. Without it, the save replaces whatever is there.
   */
  version: z.string().max(100).optional(),
});

const point = z.object({ lat: z.number(), lng: z.number() });
/** Outlines as stored (read back as they are, even one saved before today's rules). */
const outline = z.array(point);

/** A location's zones as the editor shows them. */
export const locationZonesSchema = z.object({
  locationId: z.string(),
  locationName: z.string(),
  address: z.string(),
  /** Where the location is (the map's centre and marker). */
  latLng: point,
  deliveryEnabled: z.boolean(),
  /** With the courier on, the courier decides where it delivers and at what fee. */
  courierEnabled: z.boolean(),
  deliveryFee: z.number(),
  deliveryTime: z.number(),
  deliveryZone: outline,
  deliveryZonesWithFees: z.array(
    z.object({ deliveryZone: outline, deliveryFee: z.number(), deliveryTime: z.number() }),
  ),
  /** Names these zones as they are: send it back with a save (see the save's `version`). */
  version: z.string(),
  /** True while the location uses the restaurant's zones (its own are saved on the first save). */
  sharedWithRestaurant: z.boolean(),
  /**
   * The map's street tiles, when the platform is configured with a tile source (MAP_TILE_URL);
   * null: the map draws the zones on a plain background and asks no tile server.
   */
  tiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
});

/**
 * The restaurant's own zones (issue 16): what every location uses unless it has its own. Saved by
 * a manager of every location; read by any of the restaurant's managers.
 */
export const restaurantZonesSchema = locationZonesSchema
  .omit({ locationId: true, locationName: true, address: true, sharedWithRestaurant: true })
  .extend({
    restaurantName: z.string(),
    /** Each location, and whether it uses these zones (false: it has its own). */
    locations: z.array(
      z.object({
        locationId: z.string(),
        locationName: z.string(),
        latLng: point,
        sharedWithRestaurant: z.boolean(),
      }),
    ),
    /** Whether the signed-in manager may save them (a manager of every location). */
    canEdit: z.boolean(),
  });

/** An address found for the zone editor's test box. */
export const zoneAddressSchema = z.object({
  /** One line, e.g. '555 W 12th Ave, Vancouver, BC V5Z 3X7'. */
  description: z.string(),
  latLng: point,
});

const oneLocation = data(z.object({ zones: locationZonesSchema }));
const theRestaurant = data(z.object({ zones: restaurantZonesSchema }));
const zonesPath = '/api/manage/restaurants/:restaurantId/locations/:locationId/zones';
const restaurantZonesPath = '/api/manage/restaurants/:restaurantId/zones';
const addressQuery = z.object({
  q: z
    .string({ error: 'Type an address to test.' })
    .trim()
    .min(1, 'Type an address to test.')
    .max(200, 'Addresses are 200 characters or less.'),
});
const foundAddress = data(z.object({ place: zoneAddressSchema.nullable() }));

export const manageZonesOperations = {
  getDeliveryZones: operation({
    method: 'GET',
    path: zonesPath,
    summary: "A location's delivery area, fee zones and default delivery fee and time",
    tags: ['Back office'],
    auth: true,
    params: manageLocationParams,
    response: { 200: oneLocation, ...failures },
  }),
  saveDeliveryZones: operation({
    method: 'PUT',
    path: zonesPath,
    summary: "Replace a location's delivery area, fee zones and default fee and time",
    tags: ['Back office'],
    auth: true,
    params: manageLocationParams,
    body: deliveryZonesBodySchema,
    response: { 200: oneLocation, ...failures },
  }),
  findZoneAddress: operation({
    method: 'GET',
    path: `${zonesPath}/address`,
    summary: 'Find an address (the address search) to test it against the zones',
    tags: ['Back office'],
    auth: true,
    params: manageLocationParams,
    querystring: addressQuery,
    response: { 200: foundAddress, ...failures },
  }),
  useRestaurantZones: operation({
    method: 'DELETE',
    path: zonesPath,
    summary: "Hand a location's zones back to the restaurant: it uses the restaurant's zones again",
    tags: ['Back office'],
    auth: true,
    params: manageLocationParams,
    response: { 200: oneLocation, ...failures },
  }),
  getRestaurantZones: operation({
    method: 'GET',
    path: restaurantZonesPath,
    summary:
      "The restaurant's delivery area, fee zones and default fee and time (every location's unless it has its own)",
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    response: { 200: theRestaurant, ...failures },
  }),
  saveRestaurantZones: operation({
    method: 'PUT',
    path: restaurantZonesPath,
    summary: "Replace the restaurant's delivery area, fee zones and default fee and time",
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    body: deliveryZonesBodySchema,
    response: { 200: theRestaurant, ...failures },
  }),
  findRestaurantZoneAddress: operation({
    method: 'GET',
    path: `${restaurantZonesPath}/address`,
    summary: "Find an address (the address search) to test it against the restaurant's zones",
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    querystring: addressQuery,
    response: { 200: foundAddress, ...failures },
  }),
};
