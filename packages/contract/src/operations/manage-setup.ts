import { optionalFeatures } from '@orderly/domain';
import { z } from 'zod';
import { data, failures, operation } from '../http.ts';
import { manageRestaurantParams } from './manage-restaurant.ts';

/**
 * What a restaurant still lacks before customers can order (issue 16): the back office's first page
 * shows it as a checklist, with each location's state now. The rules are the domain's
 * (`locationSetup` in @orderly/domain).
 */
export const setupStatusSchema = z.object({
  /** A logo of the restaurant's own (a new restaurant shows the platform's bag). */
  hasLogo: z.boolean(),
  /** A phone number or an e-mail address customers can reach the restaurant at. */
  hasContact: z.boolean(),
  locations: z.array(
    z.object({
      id: z.string(),
      locationName: z.string(),
      /** The signed-in manager holds this location (may change it, and resume its ordering). */
      held: z.boolean(),
      /** Now: taking orders, closed by its hours, paused by staff (or never opened), or out of use. */
      state: z.enum(['open', 'closed', 'paused', 'inactive']),
      /** A timed pause's end (ISO), when the pause ends by itself. */
      pausedUntil: z.string().nullable(),
      hasHours: z.boolean(),
      /** Products on the location's menus. */
      productCount: z.number().int().min(0),
      deliveryNeedsZone: z.boolean(),
      /** Delivery is on but paused by staff: customers cannot order it here. */
      deliveryPaused: z.boolean(),
      /** Features still off here (delivery, rewards, promo codes), each turned on in Restaurant. */
      featuresOff: z.array(z.enum(optionalFeatures)),
    }),
  ),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;

export const manageSetupOperations = {
  getSetupStatus: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId/setup',
    summary: "What the restaurant lacks before customers can order, and each location's state now",
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    response: { 200: data(setupStatusSchema), ...failures },
  }),
};
