import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import { newPasswordProblemFor } from '../auth/password-policy.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { acceptInvitation, findInvitation, invitationInvalid } from './invitations.ts';

export interface InvitationRouteDeps {
  db: Db;
  auth: Auth;
  clock: Clock;
  hashPassword: (password: string) => Promise<string>;
}

/**
 * The staff invitation's link (sent by `npm run restaurant -- create` and by imports that add
 * staff): the staff app's screen reads what it is for, then sets the password and signs in.
 */
export function registerInvitationRoutes(
  app: FastifyInstance,
  { db, auth, clock, hashPassword }: InvitationRouteDeps,
) {
  route(app, 'getInvitation', async (request) => {
    const invitation = await findInvitation(db, request.body.token, clock.now());
    if (!invitation) throw new HttpError(400, invitationInvalid);
    const { email, restaurantName, role } = invitation;
    return { data: { email, restaurantName, role } };
  });

  route(app, 'acceptInvitation', async (request) => {
    const { token, password } = request.body;
    const invitation = await findInvitation(db, token, clock.now());
    if (!invitation) throw new HttpError(400, invitationInvalid);
    if (!password) throw new HttpError(400, 'Password cannot be empty.');
    const weak = newPasswordProblemFor(password, invitation);
    if (weak) throw new HttpError(400, weak);
    const accepted = await acceptInvitation(
      db,
      token,
      invitation.userId,
      await hashPassword(password),
      clock.now(),
    );
    if (!accepted) throw new HttpError(400, invitationInvalid);
    const session = await auth.api.signInEmail({ body: { email: invitation.email, password } });
    return { data: { token: session.token, user: { id: invitation.userId, email: invitation.email } } };
  });
}
