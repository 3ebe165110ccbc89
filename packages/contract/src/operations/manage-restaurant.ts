import { z } from 'zod';
import { zoneOffsetsSchema } from '../entities.ts';
import { data, failures, operation } from '../http.ts';

/**
 * The back office (issue 16): a manager's restaurant, its activity (the audit log), and its
 * settings, locations and tables. Every route is under /api/manage/restaurants/:restaurantId and
 * refuses anyone but a manager of that restaurant (403; without a session 401).
 */

const idRequired = 'Restaurant and location ids are required.';
const pathId = z.string({ error: idRequired }).trim().min(1, idRequired).max(64, idRequired);

/** Path parameters of a restaurant's back-office routes (other areas' operations use these too). */
export const manageRestaurantParams = z.object({ restaurantId: pathId });
/** Path parameters of a location's back-office routes. */
export const manageLocationParams = z.object({ restaurantId: pathId, locationId: pathId });

/** The areas of the back office, as the audit log names them. */
export const auditAreas = [
  'restaurant',
  'location',
  'menu',
  'branding',
  'zones',
  'promotions',
  'rewards',
  'staff',
] as const;
export const auditAreaSchema = z.enum(auditAreas);

/** One change a manager saved: who, when, what (each field changed as { from, to }). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  area: auditAreaSchema,
  summary: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  /** Null when the account was deleted since. */
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
});

/** The restaurant as the back office's shell shows it. */
export const managedRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  /** The restaurant's time zone and its offsets around now (times in the activity, hours). */
  timeZone: z.string(),
  zoneOffsets: zoneOffsetsSchema.nullable(),
  locations: z.array(z.object({ id: z.string(), locationName: z.string(), inactive: z.boolean() })),
  /** The locations the signed-in manager holds; null = every location. */
  managerLocationIds: z.array(z.string()).nullable(),
});

export const manageRestaurantOperations = {
  getManagedRestaurant: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId',
    summary: 'The restaurant a manager manages: name, logo, locations and which of them they hold',
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    response: { 200: data(z.object({ restaurant: managedRestaurantSchema })), ...failures },
  }),
  listAuditLog: operation({
    method: 'GET',
    path: '/api/manage/restaurants/:restaurantId/activity',
    summary: 'What managers changed, newest first (pass `before` from the last page for more)',
    tags: ['Back office'],
    auth: true,
    params: manageRestaurantParams,
    querystring: z.object({
      before: z.string().trim().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(30),
      area: auditAreaSchema.optional(),
    }),
    response: {
      200: data(z.object({ entries: z.array(auditEntrySchema), before: z.string().nullable() })),
      ...failures,
    },
  }),
};
