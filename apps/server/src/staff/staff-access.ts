import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staffMembers } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

export interface StaffAccess {
  role: 'staff' | 'manager';
  locationIds: string[] | null;
}

/** The user's role at a restaurant's location, or null when they are not its staff. */
export async function staffAccess(
  db: Db,
  userId: string,
  restaurantId: string,
  locationId?: string,
): Promise<StaffAccess | null> {
  const [member] = await db
    .select({ role: staffMembers.role, locationIds: staffMembers.locationIds })
    .from(staffMembers)
    .where(and(eq(staffMembers.userId, userId), eq(staffMembers.restaurantId, restaurantId)));
  if (!member) return null;
  if (locationId && member.locationIds && !member.locationIds.includes(locationId)) return null;
  return member;
}

export const notStaffMessage = 'Only staff of this restaurant can do that.';

export async function requireStaff(db: Db, userId: string, restaurantId: string, locationId?: string) {
  const access = await staffAccess(db, userId, restaurantId, locationId);
  if (!access) throw new HttpError(403, notStaffMessage);
  return access;
}
