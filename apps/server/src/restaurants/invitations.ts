import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashVerificationIdentifier } from '../auth/session-token-hash.ts';
import type { Db } from '../db/client.ts';
import { accounts, restaurants, staffInvitations, staffMembers, users } from '../db/schema.ts';

/** An invitation link works for a week. */
export const INVITATION_DAYS = 7;
const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

type Role = 'staff' | 'manager';

/** The hash kept for a link's token (the same form as password-reset links). */
export const tokenHashOf = (token: string) => hashVerificationIdentifier(`invitation:${token}`);
const newToken = () => randomBytes(32).toString('base64url');

/** Why a link no longer leads anywhere, in a sentence for the invited person. */
export const invitationMessages = {
  unknown:
    'This invitation link does not work: it may have been replaced by a newer one. Ask your manager to send the invitation again.',
  expired: `This invitation has expired: links work for ${INVITATION_DAYS} days. Ask your manager to send the invitation again.`,
  cancelled: 'This invitation was cancelled by the restaurant. Ask your manager if you should still join.',
  accepted: 'This invitation was already accepted. Sign in to the staff app with your account.',
} as const;
export type ClosedReason = keyof typeof invitationMessages;

/** The sentence of a link that leads nowhere: no token matches (kept for older callers). */
export const invitationInvalid = invitationMessages.unknown;

export interface NewInvitation {
  restaurantId: string;
  email: string;
  role: Role;
  locationIds: string[] | null;
  invitedBy: string | null;
}

/**
 * Writes a pending invitation (nothing about any account is read or joined) and answers it with
 * the token for the e-mail's link, which is kept only hashed. Refused by the database when the
 * e-mail already has an open invitation at the restaurant (staff_invitations_open_idx).
 */
export async function createInvitation(db: Db, invitation: NewInvitation, now: Date) {
  const token = newToken();
  const [row] = await db
    .insert(staffInvitations)
    .values({
      id: randomUUID(),
      ...invitation,
      tokenHash: tokenHashOf(token),
      sentAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_MS),
    })
    .returning();
  return { invitation: row!, token };
}

/** A new link (the old one stops working) valid for another INVITATION_DAYS; null when closed meanwhile. */
export async function renewInvitation(db: Db, id: string, now: Date) {
  const token = newToken();
  const [row] = await db
    .update(staffInvitations)
    .set({ tokenHash: tokenHashOf(token), sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_MS) })
    .where(
      and(
        eq(staffInvitations.id, id),
        isNull(staffInvitations.cancelledAt),
        isNull(staffInvitations.acceptedAt),
      ),
    )
    .returning();
  return row ? { invitation: row, token } : null;
}

export interface Invitation {
  id: string;
  restaurantId: string;
  restaurantName: string;
  email: string;
  role: Role;
  locationIds: string[] | null;
  expiresAt: Date;
  /**
   * Whether an account with a password has this e-mail: told only to the holder of the link (who
   * reads that inbox), so the screen asks them to sign in rather than to choose a password.
   */
  hasAccount: boolean;
}

/** What a link's token stands for: the open invitation, or why it no longer leads anywhere. */
export async function findInvitation(
  db: Db,
  token: string,
  now: Date,
): Promise<{ invitation: Invitation } | { closed: ClosedReason }> {
  const [row] = await db
    .select({
      id: staffInvitations.id,
      restaurantId: staffInvitations.restaurantId,
      restaurantName: restaurants.name,
      email: staffInvitations.email,
      role: staffInvitations.role,
      locationIds: staffInvitations.locationIds,
      expiresAt: staffInvitations.expiresAt,
      cancelledAt: staffInvitations.cancelledAt,
      acceptedAt: staffInvitations.acceptedAt,
    })
    .from(staffInvitations)
    .innerJoin(restaurants, eq(restaurants.id, staffInvitations.restaurantId))
    .where(eq(staffInvitations.tokenHash, tokenHashOf(token)));
  if (!row) return { closed: 'unknown' };
  if (row.acceptedAt) return { closed: 'accepted' };
  if (row.cancelledAt) return { closed: 'cancelled' };
  if (row.expiresAt <= now) return { closed: 'expired' };
  const { cancelledAt: _cancelled, acceptedAt: _accepted, ...open } = row;
  const credential = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, row.email), eq(accounts.providerId, 'credential')));
  return { invitation: { ...open, hasAccount: credential.length > 0 } };
}

/**
 * Joins the invitation's restaurant with its role and locations, as `userId` (whose e-mail the
 * caller checked is the invitation's), and closes the invitation, in the caller's transaction.
 * False when the invitation was closed or expired meanwhile (two tabs): nothing is changed then.
 * Someone on the staff already keeps their role and locations.
 */
export async function joinWithInvitation(tx: Db, invitationId: string, userId: string, now: Date) {
  const [closed] = await tx
    .update(staffInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(
      and(
        eq(staffInvitations.id, invitationId),
        isNull(staffInvitations.cancelledAt),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .returning();
  if (!closed) return null;
  await tx
    .insert(staffMembers)
    .values({
      userId,
      restaurantId: closed.restaurantId,
      role: closed.role,
      locationIds: closed.locationIds,
    })
    .onConflictDoNothing();
  return closed;
}

/**
 * Gives the invited e-mail a password: a new account, or one that never had a password (made by
 * an invitation before issue 23). Returns the account's id, or null when the e-mail's account has
 * a password already (its owner signs in to accept instead).
 */
export async function accountForInvitation(
  tx: Db,
  email: string,
  name: string,
  passwordHash: string,
  now: Date,
): Promise<string | null> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  const userId = existing?.id ?? randomUUID();
  if (existing) {
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    if (credential) return null;
    await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: now, ...(name ? { name } : {}) })
      .where(eq(users.id, userId));
  } else {
    await tx.insert(users).values({ id: userId, email, name, emailVerified: true });
  }
  await tx.insert(accounts).values({
    id: randomBytes(16).toString('hex'),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: passwordHash,
  });
  return userId;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The e-mail with the link to accept (sign in, or choose a password) and open the staff app. */
export function invitationMail(
  invitation: { email: string; restaurantName: string; role: Role; token: string },
  publicUrl: string,
) {
  const link = `${publicUrl}/staff/invitation/${encodeURIComponent(invitation.token)}`;
  const role = invitation.role === 'manager' ? 'a manager' : 'staff';
  const lead = `You have been invited to ${invitation.restaurantName} as ${role}.`;
  const how =
    'To accept, open the link and sign in with your account, or choose a password if you have none. Nothing changes until you accept.';
  return {
    to: invitation.email,
    subject: `You're invited to ${invitation.restaurantName}`,
    text: `Hi,\n\n${lead} ${how}\n${link}\n\nThe link works for ${INVITATION_DAYS} days.\n`,
    html: `<p>Hi,</p><p>${escapeHtml(lead)} ${escapeHtml(how)}</p><p><a href="${link}">Open the invitation</a></p><p>The link works for ${INVITATION_DAYS} days.</p>`,
  };
}
