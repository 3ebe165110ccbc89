/**
 * The demo restaurant, "Maple & Miso" (demo-restaurant.json): a restaurant document loaded through
 * the same importer as any restaurant (restaurants/restaurant-import.ts). Fixed ids tests and
 * journeys rely on: restaurant `demo`; locations `downtown` (open around the clock, its own
 * delivery with two fee zones) and `kitsilano` (real hours with a break and overnight weekends,
 * delivery through the third-party courier); tables `t1` … `t12` at each location.
 *
 * Its accounts (demo-accounts.json: customer@demo.test, staff@demo.test, manager@demo.test with the
 * README's password) are a development aid, not part of the restaurant: never created in production,
 * and refused there if a start in development left them in the database (accountRefusal).
 */
import { readFileSync } from 'node:fs';
import type { PromoCode } from '@orderly/domain';
import { hashPassword as hashWithScrypt } from '../auth/password-hashing.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accounts, staffMembers, userRestaurants, users } from '../db/schema.ts';
import { checkRestaurantDocument, importRestaurant } from '../restaurants/restaurant-import.ts';
import { fromServerRoot } from '../server-root.ts';

export const demoDocumentFile = fromServerRoot('src/demo/demo-restaurant.json');

/** The demo restaurant's document as written in its file. */
export const demoDocumentJson = (): unknown => JSON.parse(readFileSync(demoDocumentFile, 'utf8'));

/** The demo restaurant's document, checked. */
export const demoDocument = () => checkRestaurantDocument(demoDocumentJson());

/** The demo's promo codes, as its file lists them (the start-up banner names them). */
export const demoPromoCodes = (): PromoCode[] =>
  (demoDocumentJson() as { promoCodes?: PromoCode[] }).promoCodes ?? [];

export interface DevAccount {
  email: string;
  password: string;
  name: string;
  phoneNumber: string;
  role: 'customer' | 'staff' | 'manager';
  rewardPoints?: number;
}

/** The demo's accounts, with the password the README publishes. */
export const demoAccounts = (): DevAccount[] =>
  (
    JSON.parse(readFileSync(fromServerRoot('src/demo/demo-accounts.json'), 'utf8')) as {
      accounts: DevAccount[];
    }
  ).accounts;

export const demoAccountsOff =
  'The demo accounts are off on this server. Please sign up with your own e-mail.';

let demoIdentities: { emails: Set<string>; ids: Set<string> } | undefined;

/** Whether an account is one of the demo's: by its e-mail, or by the id it was seeded with. */
export function isDemoAccount(user: { id?: string; email: string }): boolean {
  demoIdentities ??= {
    emails: new Set(demoAccounts().map((account) => account.email.toLowerCase())),
    ids: new Set(demoAccounts().map((account) => seedUserId('demo', account.email.toLowerCase()))),
  };
  return (
    demoIdentities.emails.has(user.email.trim().toLowerCase()) ||
    (user.id !== undefined && demoIdentities.ids.has(user.id))
  );
}

/**
 * Which accounts this server refuses whatever its database holds, with the sentence that says why:
 * the demo's (their password is published) unless their accounts are on, as in development and
 * tests. A database started once in development keeps them; in production they neither sign in
 * nor keep the sessions they had.
 */
export function accountRefusal(demoAccountsOn: boolean) {
  return (user: { id?: string; email: string }): string | null =>
    !demoAccountsOn && isDemoAccount(user) ? demoAccountsOff : null;
}

/** Stable id for a development account, so links and tests can rely on it. */
export const seedUserId = (restaurantId: string, email: string) =>
  `${restaurantId}-${email
    .split('@')[0]!
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase()}`;

/**
 * Creates accounts with passwords at a restaurant (customers with their points, staff and managers
 * at every location). An account that exists already is left as it is. Development and tests only.
 */
export async function createDevAccounts(
  db: Db,
  restaurantId: string,
  list: DevAccount[],
  hashPassword: (password: string) => Promise<string> = hashWithScrypt,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const account of list) {
      const email = account.email.toLowerCase();
      const userId = seedUserId(restaurantId, email);
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
        password: await hashPassword(account.password),
      });
      if (account.role === 'customer') {
        await tx
          .insert(userRestaurants)
          .values({ userId, restaurantId, rewardPoints: account.rewardPoints ?? 0 });
      } else {
        await tx.insert(staffMembers).values({ userId, restaurantId, role: account.role });
      }
    }
  });
}

export interface DemoOptions {
  /** Create the demo's accounts (their password is in the README): never in production. */
  accounts: boolean;
  hashPassword?: (password: string) => Promise<string>;
}

/**
 * Loads the demo restaurant: what the database lacks of it is added, what is there stays as it is
 * (sold-out products and pauses survive a restart); then its accounts, if asked.
 */
export async function loadDemo(db: Db, options: DemoOptions): Promise<void> {
  await importRestaurant(db, demoDocumentJson(), { mode: 'add-missing' });
  if (options.accounts) await createDevAccounts(db, 'demo', demoAccounts(), options.hashPassword);
}

/**
 * The demo restaurant when SEED_DEMO is on; its accounts only where development aids are on, so
 * never in production.
 */
export async function seedDemo(db: Db, config: Pick<Config, 'SEED_DEMO' | 'developmentAids'>) {
  if (!config.SEED_DEMO) return;
  await loadDemo(db, { accounts: config.developmentAids });
}
