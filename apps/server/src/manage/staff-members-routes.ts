import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { databaseErrorCode } from '../db/database-errors.ts';
import { locations, restaurants, staffInvitations, staffMembers, users } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { createInvitation, invitationMail, renewInvitation } from '../restaurants/invitations.ts';
import { recordChange } from './audit-log.ts';
import type { ManageRouteDeps } from './manage-deps.ts';
import { type ManagerAccess, requireManager } from './manager-access.ts';

type Role = 'staff' | 'manager';

interface MemberRow {
  userId: string;
  email: string;
  name: string;
  role: Role;
  locationIds: string[] | null;
}

async function memberRows(db: Db, restaurantId: string, userId?: string): Promise<MemberRow[]> {
  return db
    .select({
      userId: staffMembers.userId,
      email: users.email,
      name: users.name,
      role: staffMembers.role,
      locationIds: staffMembers.locationIds,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(
      and(eq(staffMembers.restaurantId, restaurantId), userId ? eq(staffMembers.userId, userId) : undefined),
    )
    .orderBy(asc(users.email));
}

const view = (row: MemberRow, you: string) => ({
  userId: row.userId,
  email: row.email,
  name: row.name,
  role: row.role,
  locationIds: row.locationIds,
  you: row.userId === you,
});

type InvitationRow = typeof staffInvitations.$inferSelect;

/** An invitation as the manager sees it: what they typed, and whether its link still works. */
const invitationView = (row: InvitationRow, now: Date) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  locationIds: row.locationIds,
  status: row.expiresAt > now ? ('invited' as const) : ('expired' as const),
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** The invitations of a restaurant not accepted or cancelled yet (the one named, if given). */
function openInvitations(db: Db, restaurantId: string, id?: string) {
  return db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.restaurantId, restaurantId),
        isNull(staffInvitations.cancelledAt),
        isNull(staffInvitations.acceptedAt),
        id ? eq(staffInvitations.id, id) : undefined,
      ),
    )
    .orderBy(asc(staffInvitations.email));
}

/** Whether a manager's locations cover a member's (null = every location, covered only by null). */
const covers = (access: ManagerAccess, locationIds: string[] | null) =>
  access.locationIds === null ||
  (locationIds !== null && locationIds.every((id) => access.locationIds?.includes(id)));

const notYours = 'You can only manage staff of the locations you manage.';

/** A manager of every location: the restaurant must always keep one. */
const wholeManager = (row: { role: Role; locationIds: string[] | null }) =>
  row.role === 'manager' && row.locationIds === null;

/** "at every location" / "at Downtown and Kitsilano". */
function whereWords(locationIds: string[] | null, names: Map<string, string>) {
  if (locationIds === null) return 'at every location';
  const list = locationIds.map((id) => names.get(id) ?? id);
  return `at ${list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0]}`;
}

/** The staff screen: who works here, invitations by e-mail, roles and locations, removal. */
export function registerStaffMemberRoutes(app: FastifyInstance, deps: ManageRouteDeps) {
  const { db, clock, mailer, publicUrl } = deps;

  async function restaurantOf(restaurantId: string) {
    const [restaurant] = await db
      .select({ name: restaurants.name })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId));
    if (!restaurant) throw new HttpError(404, 'This restaurant does not exist.');
    const rows = await db
      .select({ id: locations.id, name: locations.locationName })
      .from(locations)
      .where(eq(locations.restaurantId, restaurantId));
    return { name: restaurant.name, locations: new Map(rows.map((row) => [row.id, row.name])) };
  }

  function checkLocations(locationIds: string[] | null, known: Map<string, string>) {
    for (const id of locationIds ?? []) {
      if (!known.has(id)) throw new HttpError(400, `This restaurant has no location "${id}".`);
    }
    return locationIds === null ? null : [...new Set(locationIds)];
  }

  /** E-mails the invitation's link; the invitation stays whether or not the e-mail could be sent. */
  async function sendInvitation(invitation: InvitationRow, token: string, restaurantName: string) {
    try {
      await mailer.send(
        invitationMail({ email: invitation.email, restaurantName, role: invitation.role, token }, publicUrl),
      );
    } catch {
      throw new HttpError(
        502,
        `The invitation to ${invitation.email} is saved, but its e-mail could not be sent. Send the invitation again in a few minutes.`,
      );
    }
  }

  /** The open invitation the path names, if the manager's locations cover its locations. */
  async function invitationOf(restaurantId: string, id: string, access: ManagerAccess) {
    const [invitation] = await openInvitations(db, restaurantId, id);
    if (!invitation) {
      throw new HttpError(404, 'This invitation was accepted or cancelled, or is not for this restaurant.');
    }
    if (!covers(access, invitation.locationIds)) throw new HttpError(403, notYours);
    return invitation;
  }

  route(app, 'listStaffMembers', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    await requireManager(db, user.id, restaurantId);
    const rows = await memberRows(db, restaurantId);
    const invitations = await openInvitations(db, restaurantId);
    const now = clock.now();
    return {
      data: {
        members: rows.map((row) => view(row, user.id)),
        invitations: invitations.map((row) => invitationView(row, now)),
      },
    };
  });

  route(app, 'inviteStaffMember', async (request, reply) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    const access = await requireManager(db, user.id, restaurantId);
    const restaurant = await restaurantOf(restaurantId);
    const { email, role } = request.body;
    const locationIds = checkLocations(request.body.locationIds, restaurant.locations);
    if (!covers(access, locationIds)) throw new HttpError(403, notYours);
    // Nothing about an account is read: the answer is the same for any e-mail (issue 23). Only
    // this restaurant's own staff and invitations, which the manager lists anyway, are refused.
    const [member] = await db
      .select({ userId: staffMembers.userId })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(and(eq(staffMembers.restaurantId, restaurantId), eq(users.email, email)));
    if (member) throw new HttpError(409, `${email} is already on the staff of ${restaurant.name}.`);
    const already = `${email} is already invited: send the invitation again from the list, or cancel it.`;
    const now = clock.now();
    let created: Awaited<ReturnType<typeof createInvitation>>;
    try {
      created = await db.transaction(async (tx) => {
        const made = await createInvitation(
          tx,
          { restaurantId, email, role, locationIds, invitedBy: user.id },
          now,
        );
        await recordChange(tx, {
          restaurantId,
          userId: user.id,
          area: 'staff',
          summary: `Invited ${email} as ${role === 'manager' ? 'a manager' : 'staff'} ${whereWords(locationIds, restaurant.locations)}.`,
          changes: { [email]: { from: null, to: { role, locationIds, invited: true } } },
          at: now,
        });
        return made;
      });
    } catch (error) {
      if (databaseErrorCode(error) === '23505') throw new HttpError(409, already);
      throw error;
    }
    await sendInvitation(created.invitation, created.token, restaurant.name);
    return reply.status(201).send({ data: { invitation: invitationView(created.invitation, now) } });
  });

  /** The member the path names, if the manager's locations cover theirs. */
  async function targetOf(restaurantId: string, userId: string, access: ManagerAccess) {
    const [member] = await memberRows(db, restaurantId, userId);
    if (!member) throw new HttpError(404, 'This person is not on the staff of this restaurant.');
    if (!covers(access, member.locationIds)) throw new HttpError(403, notYours);
    return member;
  }

  /** Refuses a change that would leave the restaurant without a manager of every location. */
  async function keepAManager(tx: Db, restaurantId: string, member: MemberRow, you: string) {
    if (!wholeManager(member)) return;
    const others = (
      await tx
        .select({
          userId: staffMembers.userId,
          role: staffMembers.role,
          locationIds: staffMembers.locationIds,
        })
        .from(staffMembers)
        .where(eq(staffMembers.restaurantId, restaurantId))
        .for('update')
    ).filter((row) => row.userId !== member.userId && wholeManager(row));
    if (others.length > 0) return;
    throw new HttpError(
      409,
      member.userId === you
        ? 'You are the last manager of this restaurant: make someone else a manager of every location first.'
        : `${member.email} is the last manager of this restaurant: make someone else a manager of every location first.`,
    );
  }

  route(app, 'updateStaffMember', async (request) => {
    const user = userOf(request);
    const { restaurantId, userId } = request.params;
    const access = await requireManager(db, user.id, restaurantId);
    const restaurant = await restaurantOf(restaurantId);
    const { role } = request.body;
    const locationIds = checkLocations(request.body.locationIds, restaurant.locations);
    const member = await targetOf(restaurantId, userId, access);
    if (!covers(access, locationIds)) throw new HttpError(403, notYours);
    await db.transaction(async (tx) => {
      if (!wholeManager({ role, locationIds })) await keepAManager(tx, restaurantId, member, user.id);
      const from = { role: member.role, locationIds: member.locationIds };
      if (JSON.stringify(from) === JSON.stringify({ role, locationIds })) return;
      await tx
        .update(staffMembers)
        .set({ role, locationIds })
        .where(and(eq(staffMembers.restaurantId, restaurantId), eq(staffMembers.userId, userId)));
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'staff',
        summary: `Made ${member.email} ${role === 'manager' ? 'a manager' : 'staff'} ${whereWords(locationIds, restaurant.locations)}.`,
        changes: { [member.email]: { from, to: { role, locationIds } } },
        at: clock.now(),
      });
    });
    await deps.accessChanged?.(userId);
    const [updated] = await memberRows(db, restaurantId, userId);
    if (!updated) throw new HttpError(404, 'This person is not on the staff of this restaurant.');
    return { data: { member: view(updated, user.id) } };
  });

  route(app, 'removeStaffMember', async (request) => {
    const user = userOf(request);
    const { restaurantId, userId } = request.params;
    const access = await requireManager(db, user.id, restaurantId);
    const member = await targetOf(restaurantId, userId, access);
    await db.transaction(async (tx) => {
      await keepAManager(tx, restaurantId, member, user.id);
      await tx
        .delete(staffMembers)
        .where(and(eq(staffMembers.restaurantId, restaurantId), eq(staffMembers.userId, userId)));
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'staff',
        summary: `Removed ${member.email} from the staff.`,
        changes: {
          [member.email]: { from: { role: member.role, locationIds: member.locationIds }, to: null },
        },
        at: clock.now(),
      });
    });
    await deps.accessChanged?.(userId);
    return { data: { removed: member.email } };
  });

  route(app, 'resendStaffInvitation', async (request) => {
    const user = userOf(request);
    const { restaurantId, invitationId } = request.params;
    const access = await requireManager(db, user.id, restaurantId);
    const restaurant = await restaurantOf(restaurantId);
    await invitationOf(restaurantId, invitationId, access);
    const now = clock.now();
    const renewed = await renewInvitation(db, invitationId, now);
    if (!renewed) {
      throw new HttpError(404, 'This invitation was accepted or cancelled, or is not for this restaurant.');
    }
    await sendInvitation(renewed.invitation, renewed.token, restaurant.name);
    return { data: { invitation: invitationView(renewed.invitation, now) } };
  });

  route(app, 'cancelStaffInvitation', async (request) => {
    const user = userOf(request);
    const { restaurantId, invitationId } = request.params;
    const access = await requireManager(db, user.id, restaurantId);
    const invitation = await invitationOf(restaurantId, invitationId, access);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const cancelled = await tx
        .update(staffInvitations)
        .set({ cancelledAt: now })
        .where(
          and(
            eq(staffInvitations.id, invitationId),
            isNull(staffInvitations.cancelledAt),
            isNull(staffInvitations.acceptedAt),
          ),
        )
        .returning({ id: staffInvitations.id });
      if (cancelled.length === 0) {
        throw new HttpError(404, 'This invitation was accepted or cancelled, or is not for this restaurant.');
      }
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'staff',
        summary: `Cancelled the invitation of ${invitation.email}.`,
        changes: {
          [invitation.email]: {
            from: { role: invitation.role, locationIds: invitation.locationIds, invited: true },
            to: null,
          },
        },
        at: now,
      });
    });
    return { data: { cancelled: invitation.email } };
  });
}
