import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { accounts, locations, restaurants, staffMembers, users } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { createInvitation, invitationMail } from '../restaurants/invitations.ts';
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
  hasPassword: boolean;
}

async function memberRows(db: Db, restaurantId: string, userId?: string): Promise<MemberRow[]> {
  const rows = await db
    .select({
      userId: staffMembers.userId,
      email: users.email,
      name: users.name,
      role: staffMembers.role,
      locationIds: staffMembers.locationIds,
      credential: accounts.id,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .leftJoin(accounts, and(eq(accounts.userId, staffMembers.userId), eq(accounts.providerId, 'credential')))
    .where(
      and(eq(staffMembers.restaurantId, restaurantId), userId ? eq(staffMembers.userId, userId) : undefined),
    )
    .orderBy(asc(users.email));
  return rows.map(({ credential, ...row }) => ({ ...row, hasPassword: credential !== null }));
}

const view = (row: MemberRow, you: string) => ({
  userId: row.userId,
  email: row.email,
  name: row.name,
  role: row.role,
  locationIds: row.locationIds,
  invitationPending: !row.hasPassword,
  you: row.userId === you,
});

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

  /** E-mails an invitation link (no password yet) or word that they were added (they can sign in). */
  async function sendInvitation(member: MemberRow, restaurantName: string) {
    try {
      if (member.hasPassword) {
        const lead = `You have been added to ${restaurantName} as ${member.role === 'manager' ? 'a manager' : 'staff'}.`;
        await mailer.send({
          to: member.email,
          subject: `You're on the staff of ${restaurantName}`,
          text: `Hi,\n\n${lead} Sign in to the staff app with your account:\n${publicUrl}/staff/\n`,
          html: `<p>Hi,</p><p>${lead.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p><p><a href="${publicUrl}/staff/">Open the staff app</a></p>`,
        });
        return;
      }
      const token = await createInvitation(db, member.userId, clock.now());
      await mailer.send(
        invitationMail({ email: member.email, restaurantName, role: member.role, token }, publicUrl),
      );
    } catch {
      throw new HttpError(
        502,
        `${member.email} is on the staff, but the invitation e-mail could not be sent. Send the invitation again in a few minutes.`,
      );
    }
  }

  route(app, 'listStaffMembers', async (request) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    await requireManager(db, user.id, restaurantId);
    const rows = await memberRows(db, restaurantId);
    return { data: { members: rows.map((row) => view(row, user.id)) } };
  });

  route(app, 'inviteStaffMember', async (request, reply) => {
    const user = userOf(request);
    const { restaurantId } = request.params;
    const access = await requireManager(db, user.id, restaurantId);
    const restaurant = await restaurantOf(restaurantId);
    const { email, role } = request.body;
    const locationIds = checkLocations(request.body.locationIds, restaurant.locations);
    if (!covers(access, locationIds)) throw new HttpError(403, notYours);
    const userId = await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      const id = existing?.id ?? randomUUID();
      if (!existing) await tx.insert(users).values({ id, email, emailVerified: false });
      const inserted = await tx
        .insert(staffMembers)
        .values({ userId: id, restaurantId, role, locationIds })
        .onConflictDoNothing()
        .returning({ userId: staffMembers.userId });
      if (inserted.length === 0) {
        throw new HttpError(409, `${email} is already on the staff of ${restaurant.name}.`);
      }
      await recordChange(tx, {
        restaurantId,
        userId: user.id,
        area: 'staff',
        summary: `Invited ${email} as ${role === 'manager' ? 'a manager' : 'staff'} ${whereWords(locationIds, restaurant.locations)}.`,
        changes: { [email]: { from: null, to: { role, locationIds } } },
        at: clock.now(),
      });
      return id;
    });
    const [member] = await memberRows(db, restaurantId, userId);
    if (!member) throw new HttpError(404, 'This person is not on the staff of this restaurant.');
    await sendInvitation(member, restaurant.name);
    return reply.status(201).send({ data: { member: view(member, user.id) } });
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
    const { restaurantId, userId } = request.params;
    const access = await requireManager(db, user.id, restaurantId);
    const member = await targetOf(restaurantId, userId, access);
    if (member.hasPassword) {
      throw new HttpError(409, `${member.email} has already chosen a password and can sign in.`);
    }
    const restaurant = await restaurantOf(restaurantId);
    await sendInvitation(member, restaurant.name);
    return { data: { member: view(member, user.id) } };
  });
}
