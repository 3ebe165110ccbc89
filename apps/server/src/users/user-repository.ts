import type {
  ChoicesCartItem,
  OrderType,
  PaymentMethod,
  RedeemedRewards,
  SimpleCart,
  UserProfile,
} from '@orderly/domain';
import { messages } from '@orderly/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { locations, restaurants, staffMembers, userRestaurants, users } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

export type UserRow = typeof users.$inferSelect;
export type UserRestaurantRow = typeof userRestaurants.$inferSelect;

/** A user's data at one restaurant as the apps see it. */
export interface RestaurantUserData {
  cart: SimpleCart;
  choicesCart: ChoicesCartItem[];
  orderType: OrderType;
  paymentMethod: PaymentMethod;
  promos: RedeemedRewards;
  promoCode: string | null;
  notes: string;
  orderTime: string;
  tip: number | null;
  reviewOrderId: string | null;
  rewardPoints: number;
}

export function profileOf(row: UserRow, rewardPoints = 0): UserProfile {
  return {
    id: row.id,
    email: row.email,
    role: 'customer',
    name: row.name,
    phoneNumber: row.phoneNumber,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    address: row.address,
    latLng: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    aptNumber: row.aptNumber,
    deliveryInstructions: row.deliveryInstructions,
    courierAddress: row.courierAddress,
    payment: row.paymentCustomerId && row.card ? { customerId: row.paymentCustomerId, card: row.card } : null,
    rewardPoints,
  };
}

export async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The user's row at a restaurant, created on first use. */
export async function restaurantData(
  db: Db,
  userId: string,
  restaurantId: string,
): Promise<UserRestaurantRow> {
  const where = and(eq(userRestaurants.userId, userId), eq(userRestaurants.restaurantId, restaurantId));
  const [existing] = await db.select().from(userRestaurants).where(where);
  if (existing) return existing;
  // A first visit: the restaurant must exist (an unknown id would break the foreign key: a 500).
  const [restaurant] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!restaurant) throw new HttpError(404, messages.restaurantUnknown);
  await db.insert(userRestaurants).values({ userId, restaurantId }).onConflictDoNothing();
  const [created] = await db.select().from(userRestaurants).where(where);
  return created!;
}

export function restaurantDataView(row: UserRestaurantRow): RestaurantUserData {
  return {
    cart: row.cart,
    choicesCart: row.choicesCart,
    orderType: row.orderType as OrderType,
    paymentMethod: row.paymentMethod as PaymentMethod,
    promos: row.promos,
    promoCode: row.promoCode,
    notes: row.notes,
    orderTime: row.orderTime,
    tip: row.tip,
    reviewOrderId: row.reviewOrderId,
    rewardPoints: row.rewardPoints,
  };
}

/** The restaurants a user works at, with the locations they may run (for the staff app's picker). */
export async function staffRoles(db: Db, userId: string) {
  const roles = await db
    .select({
      restaurantId: staffMembers.restaurantId,
      restaurantName: restaurants.name,
      role: staffMembers.role,
      locationIds: staffMembers.locationIds,
    })
    .from(staffMembers)
    .innerJoin(restaurants, eq(restaurants.id, staffMembers.restaurantId))
    .where(eq(staffMembers.userId, userId));
  return Promise.all(
    roles.map(async (role) => {
      const rows = await db
        .select({
          id: locations.id,
          locationName: locations.locationName,
          address: locations.address,
          inactive: locations.inactive,
        })
        .from(locations)
        .where(eq(locations.restaurantId, role.restaurantId))
        .orderBy(asc(locations.position), asc(locations.id));
      return {
        ...role,
        locations: rows.filter((row) => !role.locationIds || role.locationIds.includes(row.id)),
      };
    }),
  );
}
