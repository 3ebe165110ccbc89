import type { Db } from '../db/client.ts';
import {
  accounts,
  categories,
  choices,
  diningTables,
  locations,
  modifiers,
  orderCounters,
  products,
  promoCodes,
  restaurants,
  rewards,
  staffMembers,
  userRestaurants,
  users,
} from '../db/schema.ts';
import type { RestaurantSeed } from './seed-types.ts';

export interface SeedOptions {
  /** Hashes a demo account's password the same way sign-up does. */
  hashPassword: (password: string) => Promise<string>;
}

const toDate = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** Stable id for a seeded account, so links and tests can rely on it. */
export const seedUserId = (restaurantId: string, email: string) =>
  `${restaurantId}-${email
    .split('@')[0]!
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase()}`;

/**
 * Writes a restaurant with its locations, catalogue, promo codes, rewards and accounts.
 * Idempotent: rows that already exist are left as they are, so whatever staff changed since
 * (sold-out products, paused ordering) survives a restart.
 */
export async function seedRestaurant(db: Db, seed: RestaurantSeed, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(restaurants)
      .values({ id: seed.id, name: seed.name, settings: seed.settings })
      .onConflictDoNothing();
    await tx.insert(orderCounters).values({ restaurantId: seed.id }).onConflictDoNothing();

    for (const [position, location] of seed.locations.entries()) {
      await tx
        .insert(locations)
        .values({
          restaurantId: seed.id,
          id: location.id,
          locationName: location.locationName,
          address: location.address,
          lat: location.latLng.lat,
          lng: location.latLng.lng,
          inactive: location.inactive,
          settings: location.settings,
          position,
        })
        .onConflictDoNothing();

      const scope = { restaurantId: seed.id, locationId: location.id };
      const soldOut = new Set(location.soldOutProducts ?? []);
      const { menu } = seed;
      if (menu.categories.length > 0) {
        await tx
          .insert(categories)
          .values(menu.categories.map((category) => ({ ...scope, ...category })))
          .onConflictDoNothing();
      }
      if (menu.products.length > 0) {
        await tx
          .insert(products)
          .values(
            menu.products.map((product) => ({
              ...scope,
              ...product,
              active: product.active && !soldOut.has(product.id),
              activeAfter: toDate(product.activeAfter),
            })),
          )
          .onConflictDoNothing();
      }
      if (menu.modifiers.length > 0) {
        await tx
          .insert(modifiers)
          .values(menu.modifiers.map(({ choices: _choices, ...modifier }) => ({ ...scope, ...modifier })))
          .onConflictDoNothing();
        const choiceRows = menu.modifiers.flatMap((modifier) =>
          modifier.choices.map((choice, index) => ({
            ...scope,
            ...choice,
            modifierId: modifier.id,
            active: choice.active && !soldOut.has(choice.id),
            activeAfter: toDate(choice.activeAfter),
            position: index,
          })),
        );
        if (choiceRows.length > 0) await tx.insert(choices).values(choiceRows).onConflictDoNothing();
      }
      if (location.tables.length > 0) {
        await tx
          .insert(diningTables)
          .values(location.tables.map((table) => ({ ...scope, ...table })))
          .onConflictDoNothing();
      }
    }

    if (seed.promoCodes.length > 0) {
      await tx
        .insert(promoCodes)
        .values(
          seed.promoCodes.map((promo) => ({
            ...promo,
            code: promo.code.toUpperCase(),
            restaurantId: seed.id,
          })),
        )
        .onConflictDoNothing();
    }
    if (seed.rewards.length > 0) {
      await tx
        .insert(rewards)
        .values(
          seed.rewards.map((reward, position) => ({
            ...reward,
            value: String(reward.value),
            restaurantId: seed.id,
            position,
          })),
        )
        .onConflictDoNothing();
    }

    for (const account of seed.users) {
      const email = account.email.toLowerCase();
      const userId = seedUserId(seed.id, email);
      const inserted = await tx
        .insert(users)
        .values({
          id: userId,
          email,
          name: account.name,
          phoneNumber: account.phoneNumber,
          emailVerified: true,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted.length === 0) continue;
      await tx.insert(accounts).values({
        id: `${userId}-credential`,
        accountId: userId,
        providerId: 'credential',
        userId,
        password: await options.hashPassword(account.password),
      });
      if (account.role === 'customer') {
        await tx
          .insert(userRestaurants)
          .values({ userId, restaurantId: seed.id, rewardPoints: account.rewardPoints ?? 0 });
      } else {
        await tx.insert(staffMembers).values({ userId, restaurantId: seed.id, role: account.role });
      }
    }
  });
}
