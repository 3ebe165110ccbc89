import { type TopicKind, topicParts, topics, visitChanges } from '@orderly/client/protocol';
import type { LiveSnapshots } from '@orderly/contract';
import { eq } from 'drizzle-orm';
import type { Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import { serviceRequests, userRestaurants } from './db/schema.ts';
import type { TopicProvider } from './live/live-hub.ts';
import { orderTracking } from './orders/order-tracking.ts';
import { canSeeOrder, loadOrder } from './orders/order-views.ts';
import { orderIdOfToken } from './orders/tracking-tokens.ts';
import { requestView } from './requests/request-views.ts';
import { loadLocation, loadMenu, publicSettings } from './restaurants/restaurant-repository.ts';
import { staffAccess } from './staff/staff-access.ts';
import type { StaffPresence } from './staff/staff-presence.ts';
import { staffQueue, staffQueueItems } from './staff/staff-queue.ts';
import { guestOfToken, staffVisits, visitTab } from './tables/table-visits.ts';
import { findUser, profileOf, restaurantDataView } from './users/user-repository.ts';

/**
 * Every live topic, who may watch it and what its snapshot holds:
 *   location:{restaurantId}:{locationId}  anyone      settings (opening, paused ordering)
 *   menu:{restaurantId}:{locationId}      anyone      the catalogue (sold out)
 *   order:{orderId}                       its customer or staff holding its location (canSeeOrder;
 *                                         guests follow `tracking:`)
 *   request:{requestId}                   anyone holding the id (the table's browser)
 *   tracking:{token}                      anyone holding the order's tracking link: its read-only
 *                                         view; follows `order:{orderId}`
 *   user:{userId}                         that user   profile and per-restaurant data
 *   staff:{restaurantId}:{locationId}     its staff   the order and request queue; changes published
 *                                                     as `#order:{id}`, `#request:{id}`, `#alert:{id}`
 *                                                     travel as patches of those items
 *   tables:{restaurantId}:{locationId}    its staff   the open table visits (published with every visit change)
 *   tab:{visitToken}                      a guest of an open table visit: its running tab; follows
 *                                         `visit:{visitId}`; null once the visit is over
 */
export function topicProviders(
  db: Db,
  clock: Clock,
  presence: StaffPresence,
  /** Whether this server sends text messages (decision 0095). */
  server: { texts: boolean } = { texts: true },
): { [K in TopicKind]: TopicProvider<LiveSnapshots[K]> } {
  const visitGuestOf = (token: string) =>
    guestOfToken(
      db,
      token,
      async (visit) =>
        (await loadLocation(db, visit.restaurantId, visit.locationId, clock.now()))?.settings ?? null,
      clock.now(),
    );
  return {
    location: {
      parts: topicParts.location,
      authorize: () => true,
      snapshot: async ([restaurantId = '', locationId = '']) => {
        const now = clock.now();
        const view = await loadLocation(db, restaurantId, locationId, now);
        return view
          ? {
              settings: publicSettings(view.settings, server),
              // The location picker's list: a location added, renamed or closed shows at once.
              locations: view.locations.filter((location) => !location.inactive),
              serverTime: now.toISOString(),
              zoneOffsets: view.zoneOffsets,
            }
          : null;
      },
    },
    menu: {
      parts: topicParts.menu,
      authorize: () => true,
      snapshot: async ([restaurantId = '', locationId = '']) => ({
        ...(await loadMenu(db, restaurantId, locationId)),
        serverTime: clock.now().toISOString(),
      }),
    },
    order: {
      parts: topicParts.order,
      authorize: async (caller, [orderId = '']) => {
        const order = await loadOrder(db, orderId);
        if (!order) return false;
        return caller.userId !== null && canSeeOrder(db, caller.userId, order);
      },
      snapshot: async ([orderId = '']) => ({
        order: await loadOrder(db, orderId),
        serverTime: clock.now().toISOString(),
      }),
    },
    tracking: {
      parts: topicParts.tracking,
      authorize: async (_caller, [token = '']) => (await orderIdOfToken(db, token)) !== null,
      follows: async ([token = '']) => {
        const orderId = await orderIdOfToken(db, token);
        return orderId ? topics.order(orderId) : null;
      },
      snapshot: ([token = '']) => orderTracking(db, clock, token),
    },
    request: {
      parts: topicParts.request,
      authorize: () => true,
      snapshot: async ([requestId = '']) => {
        const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
        return { request: row ? requestView(row) : null };
      },
    },
    user: {
      parts: topicParts.user,
      authorize: (caller, [userId = '']) => caller.userId !== null && caller.userId === userId,
      snapshot: async ([userId = '']) => {
        const user = await findUser(db, userId);
        if (!user) return null;
        const rows = await db.select().from(userRestaurants).where(eq(userRestaurants.userId, userId));
        return {
          user: profileOf(user),
          restaurants: Object.fromEntries(rows.map((row) => [row.restaurantId, restaurantDataView(row)])),
        };
      },
    },
    tab: {
      parts: topicParts.tab,
      authorize: async (_caller, [token = '']) => (await visitGuestOf(token)) !== null,
      // Staff may merge the guest's visit into another: the token then follows that one.
      refollows: true,
      follows: async ([token = '']) => {
        const found = await visitGuestOf(token);
        return found ? visitChanges(found.visit.id) : null;
      },
      snapshot: async ([token = '']) => {
        const found = await visitGuestOf(token);
        return found ? { tab: await visitTab(db, found.visit, found.guest.id) } : null;
      },
    },
    tables: {
      parts: topicParts.tables,
      authorize: async (caller, [restaurantId = '', locationId = '']) =>
        caller.userId !== null && (await staffAccess(db, caller.userId, restaurantId, locationId)) !== null,
      snapshot: async ([restaurantId = '', locationId = '']) => {
        const now = clock.now();
        const view = await loadLocation(db, restaurantId, locationId, now);
        return view ? staffVisits(db, { restaurantId, locationId }, view.settings, now) : { visits: [] };
      },
    },
    staff: {
      parts: topicParts.staff,
      authorize: async (caller, [restaurantId = '', locationId = '']) =>
        caller.userId !== null && (await staffAccess(db, caller.userId, restaurantId, locationId)) !== null,
      snapshot: ([restaurantId = '', locationId = '']) =>
        staffQueue(db, restaurantId, locationId, clock.now()),
      patch: ([restaurantId = '', locationId = ''], keys) =>
        staffQueueItems(db, restaurantId, locationId, keys, clock.now()),
      // A staff queue open on a device is what "staff are online" means for the location.
      onSubscribe: ([restaurantId = '', locationId = '']) =>
        presence.deviceConnected(restaurantId, locationId),
      onUnsubscribe: ([restaurantId = '', locationId = '']) =>
        presence.deviceDisconnected(restaurantId, locationId),
    },
  };
}
