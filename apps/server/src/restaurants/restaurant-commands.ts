/**
 * What `npm run restaurant -- …` does (apps/server/scripts/restaurant.ts), on an open database:
 * import a restaurant file, export a restaurant to a file, create an empty restaurant with one
 * location and its manager. New staff accounts get an invitation e-mail through the mail port.
 */
import { emptyRestaurantDocument, slugOf } from '@orderly/domain/restaurant-document';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { restaurants } from '../db/schema.ts';
import type { Mailer } from '../integrations/email/types.ts';
import { createInvitation, invitationMail } from './invitations.ts';
import { exportRestaurant } from './restaurant-export.ts';
import { type ImportResult, importRestaurant } from './restaurant-import.ts';

export interface CommandContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

/** E-mails an invitation to each account the import created; returns the addresses written to. */
async function inviteNewAccounts(context: CommandContext, result: ImportResult): Promise<string[]> {
  if (result.newAccounts.length === 0) return [];
  const [restaurant] = await context.db
    .select({ name: restaurants.name })
    .from(restaurants)
    .where(eq(restaurants.id, result.restaurantId));
  const invited: string[] = [];
  for (const account of result.newAccounts) {
    const token = await createInvitation(context.db, account.userId, context.now());
    await context.mailer.send(
      invitationMail(
        {
          email: account.email,
          role: account.role,
          restaurantName: restaurant?.name ?? result.restaurantId,
          token,
        },
        context.publicUrl,
      ),
    );
    invited.push(account.email);
  }
  return invited;
}

export interface CommandOutcome {
  restaurantId: string;
  /** Its first location's id (for the menu's address). */
  locationId: string;
  created: boolean;
  invited: string[];
}

/** Imports a document (JSON already parsed); RestaurantDocumentError lists every problem. */
export async function importCommand(context: CommandContext, document: unknown): Promise<CommandOutcome> {
  const result = await importRestaurant(context.db, document);
  return {
    restaurantId: result.restaurantId,
    locationId: result.locationIds[0]!,
    created: result.created,
    invited: await inviteNewAccounts(context, result),
  };
}

/** The restaurant as a document, or null when there is none with that id. */
export function exportCommand(context: Pick<CommandContext, 'db'>, restaurantId: string) {
  return exportRestaurant(context.db, restaurantId);
}

export interface CreateOptions {
  name: string;
  location: string;
  manager: string;
  timeZone?: string;
  /** Default: made from the name (a number is added when taken). */
  id?: string;
  address?: string;
}

/** An empty restaurant with one location and a manager, who is invited by e-mail. */
export async function createCommand(
  context: CommandContext,
  options: CreateOptions,
): Promise<CommandOutcome> {
  let id = options.id ?? slugOf(options.name);
  if (!options.id) {
    const base = id;
    for (let n = 2; ; n++) {
      const [taken] = await context.db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.id, id));
      if (!taken) break;
      id = `${base}-${n}`;
    }
  } else {
    const [taken] = await context.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.id, id));
    if (taken) throw new Error(`There is a restaurant "${id}" already: import a file to change it.`);
  }
  const document = emptyRestaurantDocument({
    id,
    name: options.name,
    locationName: options.location,
    managerEmail: options.manager,
    timeZone: options.timeZone ?? 'UTC',
    ...(options.address ? { address: options.address } : {}),
  });
  const result = await importRestaurant(context.db, document);
  const invited = await inviteNewAccounts(context, result);
  return { restaurantId: id, locationId: result.locationIds[0]!, created: true, invited };
}
