import { and, eq } from 'drizzle-orm';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { staffMembers } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { Gate } from '../http/route-gates.ts';

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

/**
 * The gate of staff routes that name the location in their query or body (decision 0069): before
 * anything is read, the caller must be staff of some restaurant; the route then checks the one
 * the request names (`requireStaff`).
 */
export const anyStaffGate =
  (db: Db): Gate =>
  async (request) => {
    const [member] = await db
      .select({ role: staffMembers.role })
      .from(staffMembers)
      .where(eq(staffMembers.userId, userOf(request).id))
      .limit(1);
    if (!member) throw new HttpError(403, notStaffMessage);
  };
