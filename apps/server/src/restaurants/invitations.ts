import { randomBytes } from 'node:crypto';
import { and, eq, gt, like } from 'drizzle-orm';
import { hashVerificationIdentifier } from '../auth/session-token-hash.ts';
import type { Db } from '../db/client.ts';
import { accounts, restaurants, staffMembers, users, verifications } from '../db/schema.ts';

/** An invitation link works for a week. */
export const INVITATION_DAYS = 7;

const identifierOf = (token: string) => hashVerificationIdentifier(`invitation:${token}`);

export const invitationInvalid =
  'This invitation link has expired or was already used. Ask your manager (or whoever runs the platform) for a new one.';

/**
 * Makes an invitation for a staff account: a random token kept only hashed (as password-reset links
 * are), valid for INVITATION_DAYS. A new invitation ends the account's older ones. Returns the token
 * for the e-mail's link.
 */
export async function createInvitation(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, userId), like(verifications.identifier, 'invitation:%')));
    await tx.insert(verifications).values({
      id: randomBytes(16).toString('hex'),
      identifier: identifierOf(token),
      value: userId,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    });
  });
  return token;
}

export interface Invitation {
  userId: string;
  email: string;
  name: string;
  /** The restaurant(s) the account is on the staff of, by name. */
  restaurantName: string;
  role: 'staff' | 'manager';
  /** Whether the account has a password already (then accepting only signs in is refused: it sets a new one). */
  hasPassword: boolean;
}

/** The invitation a token stands for, while it is valid; null otherwise. */
export async function findInvitation(db: Db, token: string, now: Date): Promise<Invitation | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, name: users.name })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, now)));
  if (!row) return null;
  const memberships = await db
    .select({ name: restaurants.name, role: staffMembers.role })
    .from(staffMembers)
    .innerJoin(restaurants, eq(restaurants.id, staffMembers.restaurantId))
    .where(eq(staffMembers.userId, row.userId))
    .orderBy(restaurants.name);
  // Staff membership removed since the invitation was sent: the link no longer leads anywhere.
  if (memberships.length === 0) return null;
  const credential = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, row.userId), eq(accounts.providerId, 'credential')));
  return {
    ...row,
    restaurantName: memberships.map((membership) => membership.name).join(', '),
    role: memberships.some((membership) => membership.role === 'manager') ? 'manager' : 'staff',
    hasPassword: credential.length > 0,
  };
}

/**
 * Sets the invited account's password and ends the invitation, in one transaction. Returns false
 * when the token was used meanwhile (two tabs): nothing is changed then.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(verifications)
      .where(and(eq(verifications.identifier, identifierOf(token)), eq(verifications.value, userId)))
      .returning({ id: verifications.id });
    if (ended.length === 0) return false;
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    if (credential) {
      await tx
        .update(accounts)
        .set({ password: passwordHash, updatedAt: now })
        .where(eq(accounts.id, credential.id));
    } else {
      await tx.insert(accounts).values({
        id: randomBytes(16).toString('hex'),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
      });
    }
    await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
    return true;
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The e-mail with the link to set a password and sign in to the staff app. */
export function invitationMail(
  invitation: { email: string; restaurantName: string; role: 'staff' | 'manager'; token: string },
  publicUrl: string,
) {
  const link = `${publicUrl}/staff/invitation/${encodeURIComponent(invitation.token)}`;
  const role = invitation.role === 'manager' ? 'a manager' : 'staff';
  const lead = `You have been invited to ${invitation.restaurantName} as ${role}.`;
  return {
    to: invitation.email,
    subject: `You're invited to ${invitation.restaurantName}`,
    text: `Hi,\n\n${lead} To choose your password and sign in to the staff app, open:\n${link}\n\nThe link works for ${INVITATION_DAYS} days.\n`,
    html: `<p>Hi,</p><p>${escapeHtml(lead)}</p><p><a href="${link}">Choose your password and sign in</a></p><p>The link works for ${INVITATION_DAYS} days.</p>`,
  };
}
