import type { OperationName } from '@orderly/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { locations, staffMembers } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { addGate, type Gate, pathId } from '../http/route-gates.ts';

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

/**
 * Back-office operations on what every location shares: only a manager of every location may call
 * them (their handlers call `requireWholeRestaurantManager`; the gate asks the same first).
 */
const wholeRestaurantOperations: ReadonlySet<string> = new Set<OperationName>([
  'updateRestaurantSettings',
  'saveBranding',
  'saveHostNames',
  'checkHostName',
  'publishSandboxHostRecord',
  'saveMenu',
  'importMenu',
  'savePromoCode',
  'deletePromoCode',
  'saveReward',
  'deleteReward',
  'saveRestaurantZones',
]);

/** Every back-office path names its restaurant first (and its location, where it has one). */
const managedPath = '/api/manage/restaurants/:restaurantId';

/**
 * The back office's gate (decision 0069): before a body is read or validated, the caller must be a
 * manager of the restaurant the path names, and hold its location when the path names one (a
 * location the restaurant does not have: 404), or every location for what they all share. An id that is not one names no restaurant of theirs
 * (403); a malformed location id is left to the route's validation, for a manager.
 */
export const managerGate =
  (db: Db): Gate =>
  async (request) => {
    const restaurantId = pathId(request, 'restaurantId');
    if (!restaurantId) throw new HttpError(403, notManagerMessage);
    const userId = userOf(request).id;
    if (wholeRestaurantOperations.has(request.routeOptions.schema?.operationId ?? '')) {
      await requireWholeRestaurantManager(db, userId, restaurantId);
    } else {
      await requireManager(db, userId, restaurantId, pathId(request, 'locationId') ?? undefined);
    }
  };

/** Gates every back-office route declared after this call with `managerGate`: none can be forgotten. */
export function gateManagedRoutes(app: FastifyInstance, db: Db) {
  const gate = managerGate(db);
  app.addHook('onRoute', (route) => {
    if (route.url === managedPath || route.url.startsWith(`${managedPath}/`)) addGate(route, gate);
  });
}
