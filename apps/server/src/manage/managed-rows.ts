import { asc, eq } from 'drizzle-orm';
import { locations, restaurants } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { ManageRouteDeps } from './manage-deps.ts';

/** A managed restaurant's row and its locations in display order (404 for an unknown restaurant). */
export async function managedRows(db: ManageRouteDeps['db'], restaurantId: string) {
  const [restaurant] = await db
    .select({ id: restaurants.id, name: restaurants.name, settings: restaurants.settings })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!restaurant) throw new HttpError(404, 'This restaurant does not exist.');
  const rows = await db
    .select({ id: locations.id, locationName: locations.locationName, inactive: locations.inactive })
    .from(locations)
    .where(eq(locations.restaurantId, restaurantId))
    .orderBy(asc(locations.position), asc(locations.id));
  return { restaurant, rows };
}
