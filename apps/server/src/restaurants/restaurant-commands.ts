/**
 * What `npm run restaurant -- …` does (apps/server/scripts/restaurant.ts), on an open database:
 * import a restaurant file, export a restaurant to a file, create an empty restaurant with one
 * location and its manager. Staff a file lists who are not on the restaurant's staff yet get an
 * invitation e-mail through the mail port: they join when they accept it, as anyone invited from
 * the back office (issue 23); nobody is joined without accepting, whether or not they have an account.
 */
import {
  emptyRestaurantDocument,
  parseRestaurantDocument,
  type StaffDocument,
  slugOf,
} from '@orderly/domain/restaurant-document';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { restaurants, staffInvitations, staffMembers, users } from '../db/schema.ts';
import type { Mailer } from '../integrations/email/types.ts';
import { createInvitation, invitationMail, renewInvitation } from './invitations.ts';
import { exportRestaurant } from './restaurant-export.ts';
import { importRestaurant } from './restaurant-import.ts';

export interface CommandContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

/**
 * Splits a document's staff: those already on the restaurant's staff (the import updates their
 * role and locations) and the others, who are to be invited.
 */
async function splitStaff(db: Db, restaurantId: string, staff: StaffDocument[]) {
  const emails = staff.map((member) => member.email);
  const members =
    emails.length > 0
      ? await db
          .select({ email: users.email })
          .from(staffMembers)
          .innerJoin(users, eq(users.id, staffMembers.userId))
          .where(and(eq(staffMembers.restaurantId, restaurantId), inArray(users.email, emails)))
      : [];
  const known = new Set(members.map((member) => member.email));
  return {
    members: staff.filter((member) => known.has(member.email)),
    toInvite: staff.filter((member) => !known.has(member.email)),
  };
}

/** E-mails an invitation to each person to invite who has none open; returns the addresses written to. */
async function invite(context: CommandContext, restaurantId: string, staff: StaffDocument[]) {
  if (staff.length === 0) return [];
  const [restaurant] = await context.db
    .select({ name: restaurants.name })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  const invited: string[] = [];
  for (const member of staff) {
    const [open] = await context.db
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.restaurantId, restaurantId),
          eq(staffInvitations.email, member.email),
          isNull(staffInvitations.cancelledAt),
          isNull(staffInvitations.acceptedAt),
        ),
      );
    const { token } = open
      ? ((await renewInvitation(context.db, open.id, context.now())) ?? { token: null })
      : await createInvitation(
          context.db,
          {
            restaurantId,
            email: member.email,
            role: member.role,
            locationIds: member.locations ?? null,
            invitedBy: null,
          },
          context.now(),
        );
    if (!token) continue;
    await context.mailer.send(
      invitationMail(
        { email: member.email, role: member.role, restaurantName: restaurant?.name ?? restaurantId, token },
        context.publicUrl,
      ),
    );
    invited.push(member.email);
  }
  return invited;
}

/** Imports a document whose staff are on the restaurant already; invites the others. */
async function importAndInvite(context: CommandContext, document: unknown) {
  const parsed = parseRestaurantDocument(document);
  // A document the schema refuses: the import lists every problem.
  if (!parsed.ok) return { result: await importRestaurant(context.db, document), invited: [] };
  const { id, staff } = parsed.document;
  const { members, toInvite } = await splitStaff(context.db, id, staff);
  const result = await importRestaurant(context.db, { ...(document as object), staff: members });
  return { result, invited: await invite(context, result.restaurantId, toInvite) };
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
  const { result, invited } = await importAndInvite(context, document);
  return {
    restaurantId: result.restaurantId,
    locationId: result.locationIds[0]!,
    created: result.created,
    invited,
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
  const { result, invited } = await importAndInvite(context, document);
  return { restaurantId: id, locationId: result.locationIds[0]!, created: true, invited };
}
