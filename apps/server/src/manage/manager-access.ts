import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { locations, staffMembers } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

export const notManagerMessage = 'Only managers of this restaurant can do that.';

export interface ManagerAccess {
  /** The locations the manager holds; null = every location of the restaurant. */
  locationIds: string[] | null;
}

/**
 * The back office's guard (issue 16): the caller must be a manager of the restaurant and, when a
 * location is named, hold that location (locationIds null = all of them). Staff, another
 * restaurant's managers and strangers with a session get 403 with one sentence; a location the
 * restaurant does not have is refused the same way, so nothing is learnt by guessing ids.
 */
export async function requireManager(
  db: Db,
  userId: string,
  restaurantId: string,
  locationId?: string,
): Promise<ManagerAccess> {
  const [member] = await db
    .select({ role: staffMembers.role, locationIds: staffMembers.locationIds })
    .from(staffMembers)
    .where(and(eq(staffMembers.userId, userId), eq(staffMembers.restaurantId, restaurantId)));
  if (member?.role !== 'manager') throw new HttpError(403, notManagerMessage);
  if (locationId !== undefined) {
    if (member.locationIds && !member.locationIds.includes(locationId)) {
      throw new HttpError(403, notManagerMessage);
    }
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.restaurantId, restaurantId), eq(locations.id, locationId)));
    if (!location) throw new HttpError(404, 'This restaurant has no such location.');
  }
  return { locationIds: member.locationIds };
}

/** Whether a manager's access covers every location (restaurant-wide settings, staff of every location). */
export const holdsEveryLocation = (access: ManagerAccess) => access.locationIds === null;

/** For restaurant-wide changes: a manager who holds every location. */
export async function requireWholeRestaurantManager(db: Db, userId: string, restaurantId: string) {
  const access = await requireManager(db, userId, restaurantId);
  if (!holdsEveryLocation(access)) {
    throw new HttpError(
      403,
      'Only a manager of every location of this restaurant can change what all of them share.',
    );
  }
  return access;
}
