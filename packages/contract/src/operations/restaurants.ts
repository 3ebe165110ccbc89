import { z } from 'zod';
import { locationSummarySchema, menuSchema, rewardSchema, zoneOffsetsSchema } from '../entities.ts';
import { data, failures, operation } from '../http.ts';
import { publicSettingsBody } from '../public-settings.ts';

const idsRequired = 'Restaurant and location ids are required.';
const pathId = z.string({ error: idsRequired }).min(1, idsRequired).max(64, idsRequired);
const locationParams = z.object({ restaurantId: pathId, locationId: pathId });

export const restaurantOperations = {
  getLocation: operation({
    method: 'GET',
    path: '/guest/restaurants/:restaurantId/locations/:locationId',
    summary: 'Location settings (restaurant settings merged in, public fields only)',
    tags: ['Restaurants'],
    auth: false,
    params: locationParams,
    response: {
      200: data(
        z.object({
          restaurant: z.object({ id: z.string(), name: z.string() }),
          locations: z.array(locationSummarySchema),
          settings: publicSettingsBody,
          serverTime: z.string(),
          /** The zone's offsets around now: wall-clock times without Intl (rememberZoneOffsets). */
          zoneOffsets: zoneOffsetsSchema.nullable().optional(),
        }),
      ),
      ...failures,
    },
  }),
  getRewards: operation({
    method: 'GET',
    path: '/guest/restaurants/:restaurantId/rewards',
    summary: 'The restaurant rewards (points and first-order rewards)',
    tags: ['Restaurants'],
    auth: false,
    params: z.object({ restaurantId: z.string().min(1).max(64) }),
    response: { 200: data(z.object({ rewards: z.array(rewardSchema) })), ...failures },
  }),
  getMenu: operation({
    method: 'GET',
    path: '/guest/restaurants/:restaurantId/locations/:locationId/menu',
    summary: 'The location catalogue',
    tags: ['Restaurants'],
    auth: false,
    params: locationParams,
    response: { 200: data(menuSchema), ...failures },
  }),
  getFullWindows: operation({
    method: 'GET',
    path: '/guest/restaurants/:restaurantId/locations/:locationId/full_windows',
    summary:
      "The location's kitchen windows with no room left (capacity pacing): the time picker leaves their slots out",
    tags: ['Restaurants'],
    auth: false,
    params: locationParams,
    response: {
      200: data(
        z.object({
          /** Each: the lane ('takeout', 'Pickup', 'Delivery' or 'Dine-in') and the window's start (ms). */
          fullWindows: z.array(z.object({ lane: z.string(), start: z.number() })),
        }),
      ),
      ...failures,
    },
  }),
};
