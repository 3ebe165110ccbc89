import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import { newPasswordProblemFor } from '../auth/password-policy.ts';
import { userOf } from '../auth/session.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { recordChange } from '../manage/audit-log.ts';
import {
  accountForInvitation,
  findInvitation,
  type Invitation,
  invitationMessages,
  joinWithInvitation,
} from './invitations.ts';

const signInInstead = (email: string) =>
  `There is already an account for ${email}: sign in with it to accept the invitation.`;

export interface InvitationRouteDeps {
  db: Db;
  auth: Auth;
  clock: Clock;
  hashPassword: (password: string) => Promise<string>;
  /** A person's staff rights changed: open live sockets re-check what they follow. */
  accessChanged?: (userId: string) => Promise<void> | void;
}

/**
 * The staff invitation's link (sent from the back office's staff screen and by
 * `npm run restaurant -- create`): the staff app's screen reads what it is for, then the invited
 * person accepts it, signed in to their account (whose e-mail must be the invited one), or with a
 * new account (a password). Until then nothing of theirs is shown or joined (issue 23).
 */
export function registerInvitationRoutes(
  app: FastifyInstance,
  { db, auth, clock, hashPassword, accessChanged }: InvitationRouteDeps,
) {
  /** The open invitation of a token, or a 400 that says in a sentence why the link leads nowhere. */
  async function openInvitation(token: string): Promise<Invitation> {
    const found = await findInvitation(db, token, clock.now());
    if ('closed' in found) throw new HttpError(400, invitationMessages[found.closed]);
    return found.invitation;
  }

  /**
   * Joins the restaurant as `who` (an account's id, or what makes the account inside the same
   * transaction) and records who accepted; refused when the invitation was closed meanwhile.
   */
  async function join(invitation: Invitation, who: string | ((tx: Db) => Promise<string>)) {
    const now = clock.now();
    const userId = await db.transaction(async (tx) => {
      const userId = typeof who === 'string' ? who : await who(tx);
      const joined = await joinWithInvitation(tx, invitation.id, userId, now);
      if (!joined) throw new HttpError(400, invitationMessages.unknown);
      await recordChange(tx, {
        restaurantId: invitation.restaurantId,
        userId,
        area: 'staff',
        summary: `${invitation.email} accepted the invitation and joined as ${invitation.role === 'manager' ? 'a manager' : 'staff'}.`,
        changes: {
          [invitation.email]: {
            from: { role: invitation.role, locationIds: invitation.locationIds, invited: true },
            to: { role: invitation.role, locationIds: invitation.locationIds },
          },
        },
        at: now,
      });
      return userId;
    });
    await accessChanged?.(userId);
    return userId;
  }

  route(app, 'getInvitation', async (request) => {
    const invitation = await openInvitation(request.body.token);
    const { email, restaurantName, role, hasAccount, expiresAt } = invitation;
    return { data: { email, restaurantName, role, hasAccount, expiresAt: expiresAt.toISOString() } };
  });

  route(app, 'acceptInvitation', async (request) => {
    const { token, password, name } = request.body;
    const invitation = await openInvitation(token);
    if (invitation.hasAccount) {
      throw new HttpError(409, signInInstead(invitation.email));
    }
    if (!password) throw new HttpError(400, 'Password cannot be empty.');
    const weak = newPasswordProblemFor(password, { email: invitation.email, name });
    if (weak) throw new HttpError(400, weak);
    const passwordHash = await hashPassword(password);
    const userId = await join(invitation, async (tx) => {
      const made = await accountForInvitation(tx, invitation.email, name, passwordHash, clock.now());
      // An account got a password meanwhile (another tab): its owner signs in instead.
      if (!made) throw new HttpError(409, signInInstead(invitation.email));
      return made;
    });
    const session = await auth.api.signInEmail({ body: { email: invitation.email, password } });
    return { data: { token: session.token, user: { id: userId, email: invitation.email } } };
  });

  route(app, 'acceptInvitationSignedIn', async (request) => {
    const user = userOf(request);
    const invitation = await openInvitation(request.body.token);
    const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    if (account?.email !== invitation.email) {
      throw new HttpError(
        403,
        `This invitation is for ${invitation.email}: sign out, then sign in with that e-mail to accept it.`,
      );
    }
    await join(invitation, user.id);
    const { restaurantId, restaurantName, role } = invitation;
    return { data: { restaurantId, restaurantName, role } };
  });
}
