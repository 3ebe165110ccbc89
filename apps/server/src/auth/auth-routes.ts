import {
  messages,
  normaliseEmail,
  phoneToSave,
  reauthenticationMessages,
  validateEmailCheck,
  validateLogin,
  validatePasswordChange,
  validatePasswordReset,
  validateRegistration,
} from '@orderly/domain';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { accounts, sessions, userRestaurants, users, verifications } from '../db/schema.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import {
  claimAttempt,
  clearAttempts,
  releaseAttempt,
  resetRules,
  signInRules,
  tooManyResetsMessage,
  tooManySignInsMessage,
} from './attempt-throttle.ts';
import type { Auth } from './auth.ts';
import { newPasswordProblemFor } from './password-policy.ts';
import { reauthenticate, signInKeys, tooMany } from './reauthenticate.ts';
import { sessionTokenOf, userOf } from './session.ts';
import { hashSessionToken, hashVerificationIdentifier } from './session-token-hash.ts';

export const invalidEmail = 'Please enter a valid e-mail address.';

/**
 * Better Auth reports failures as APIError with a status and a message meant for people, except
 * its own input checks, which name the field (`[body.email] Invalid email address`): those get ours.
 */
function providerError(error: unknown): HttpError {
  const status = (error as { statusCode?: number }).statusCode;
  const message = (error as { body?: { message?: string } }).body?.message ?? (error as Error).message;
  if (status && status >= 400 && status < 500 && message) {
    const field = /^\[body\.(\w+)\]/.exec(message)?.[1];
    if (!field) return new HttpError(status, message);
    return new HttpError(
      400,
      field === 'email' ? invalidEmail : 'Sorry, some of these details are not valid.',
    );
  }
  throw error;
}

export interface AuthRouteDeps {
  db: Db;
  auth: Auth;
  clock: Clock;
  /** Better Auth's secret (signed bearer tokens). */
  secret: string;
  /** Tells every instance that sessions of this user ended (their live sockets re-check theirs). */
  sessionsEnded: (userId: string) => Promise<void>;
  /** Accounts refused whatever the database holds (the demo's in production): why, or null. */
  refuses?: (user: { email: string }) => string | null;
  /** Hashes a new password (the server's settings). */
  hashPassword: (password: string) => Promise<string>;
  /** E-mails the person that their password was changed. */
  sendPasswordChanged: (person: { email: string; name: string }) => Promise<void>;
}

export const resetLinkInvalid =
  'This password reset link has expired or was already used. Please ask for a new one.';

/** The account a password reset link belongs to, while the link is valid. */
async function resetLinkOwner(db: Db, token: string) {
  const [owner] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(
      and(
        eq(verifications.identifier, hashVerificationIdentifier(`reset-password:${token}`)),
        gt(verifications.expiresAt, new Date()),
      ),
    );
  return owner ?? null;
}

async function touchLogin(db: Db, userId: string, restaurantId: string | undefined, now: Date) {
  await db.update(users).set({ lastLogin: now }).where(eq(users.id, userId));
  if (restaurantId) {
    await db
      .insert(userRestaurants)
      .values({ userId, restaurantId, lastLogin: now })
      .onConflictDoUpdate({
        target: [userRestaurants.userId, userRestaurants.restaurantId],
        set: { lastLogin: now },
      })
      .catch(() => undefined); // unknown restaurant: the login itself still succeeds
  }
}

/**
 * Sign-up, sign-in, the login flow's e-mail step, password reset, password change, sign-out and
 * account deletion.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  {
    db,
    auth,
    clock,
    secret,
    sessionsEnded,
    refuses = () => null,
    hashPassword,
    sendPasswordChanged,
  }: AuthRouteDeps,
) {
  route(app, 'checkEmail', async (request) => {
    const { email } = request.body;
    const problem = validateEmailCheck(email);
    if (problem) throw new HttpError(400, problem);
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
      .where(eq(users.email, normaliseEmail(email)));
    return { data: { exists: Boolean(row) } };
  });

  route(app, 'signUp', async (request, reply) => {
    const { body } = request;
    const problem = validateRegistration(body);
    if (problem) throw new HttpError(400, problem);
    const email = normaliseEmail(body.email);
    const weak = newPasswordProblemFor(body.password, { email, name: body.name });
    if (weak) throw new HttpError(400, weak);
    const result = await auth.api
      .signUpEmail({
        body: {
          email,
          password: body.password,
          name: body.name.trim(),
          phoneNumber: phoneToSave(body.phoneNumber),
        },
      })
      .catch((error: unknown) => {
        throw providerError(error);
      });
    await touchLogin(db, result.user.id, body.restaurantId, clock.now());
    return reply.status(201).send({ data: { token: result.token, user: { id: result.user.id, email } } });
  });

  route(app, 'signIn', async (request, reply) => {
    const { body } = request;
    const problem = validateLogin(body);
    if (problem) throw new HttpError(400, problem);
    const email = normaliseEmail(body.email);
    const refusal = refuses({ email });
    if (refusal) throw new HttpError(403, refusal);
    // The attempt is counted before the password is checked, in the database every instance shares.
    const { account, address } = signInKeys(email, request.ip);
    const claim = await claimAttempt(
      db,
      [
        { key: account, rule: signInRules.account },
        { key: address, rule: signInRules.address },
      ],
      clock.now(),
    );
    if (!claim.allowed) tooMany(reply, claim.retryAfterSeconds, tooManySignInsMessage);
    const result = await auth.api.signInEmail({ body: { email, password: body.password } }).catch((error) => {
      throw providerError(error);
    });
    await clearAttempts(db, [account]);
    await releaseAttempt(db, [address]);
    await touchLogin(db, result.user.id, body.restaurantId, clock.now());
    return { data: { token: result.token, user: { id: result.user.id, email } } };
  });

  route(app, 'resetPassword', async (request, reply) => {
    const { email } = request.body;
    const problem = validatePasswordReset(email);
    if (problem) throw new HttpError(400, problem);
    const normalised = normaliseEmail(email);
    const claim = await claimAttempt(
      db,
      [
        { key: `reset:account:${normalised}`, rule: resetRules.account },
        { key: `reset:address:${request.ip}`, rule: resetRules.address },
      ],
      clock.now(),
    );
    if (!claim.allowed) tooMany(reply, claim.retryAfterSeconds, tooManyResetsMessage);
    // The same answer, as fast, whether or not an account has this e-mail: the link is made and
    // e-mailed after the answer (Better Auth does nothing for an unknown e-mail).
    void auth.api
      .requestPasswordReset({ body: { email: normalised } })
      .catch((error: unknown) => request.log.error(error, 'password reset e-mail failed'));
    return { data: { message: `Password reset sent to ${normalised}!` } };
  });

  route(app, 'confirmPasswordReset', async (request) => {
    const { body } = request;
    const owner = await resetLinkOwner(db, body.token);
    if (!owner) throw new HttpError(400, resetLinkInvalid);
    const weak = newPasswordProblemFor(body.newPassword, owner);
    if (weak) throw new HttpError(400, weak);
    await auth.api.resetPassword({ body }).catch((error: unknown) => {
      const problem = providerError(error);
      throw problem.statusCode === 400 ? new HttpError(400, resetLinkInvalid) : problem;
    });
    // Better Auth ended every session of the account; its live sockets close too.
    await sessionsEnded(owner.id);
    return { data: { message: 'Your password has been changed. Please log in.' } };
  });

  route(app, 'changePassword', async (request, reply) => {
    const user = userOf(request);
    const { currentPassword, newPassword } = request.body;
    const problem =
      validatePasswordChange({ currentPassword, newPassword }) ?? newPasswordProblemFor(newPassword, user);
    if (problem) throw new HttpError(400, problem);
    await reauthenticate(db, reply, clock.now(), {
      userId: user.id,
      email: user.email,
      ip: request.ip,
      password: currentPassword,
      wrong: reauthenticationMessages.currentPasswordWrong,
      tooMany: tooManySignInsMessage,
    });
    const hash = await hashPassword(newPassword);
    const token = sessionTokenOf(secret, request.headers.authorization) ?? '';
    // The new password, and every other session of the person ends (this one stays).
    await db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ password: hash, updatedAt: clock.now() })
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, user.id), ne(sessions.token, hashSessionToken(token))));
    });
    await sessionsEnded(user.id);
    // Told by e-mail after the answer; a mail server down does not undo the change.
    void sendPasswordChanged({ email: user.email, name: user.name }).catch((error: unknown) =>
      request.log.error(error, 'password changed e-mail failed'),
    );
    return { data: { message: reauthenticationMessages.passwordChanged } };
  });

  route(app, 'signOut', async (request) => {
    const user = userOf(request);
    const token = sessionTokenOf(secret, request.headers.authorization) ?? '';
    await db
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), eq(sessions.token, hashSessionToken(token))));
    await sessionsEnded(user.id);
    return { data: { message: messages.loggedOut } };
  });

  route(app, 'deactivateUser', async (request, reply) => {
    const user = userOf(request);
    const { userId, password } = request.body;
    if (userId !== user.id) throw new HttpError(403, 'You can only delete your own account.');
    if (password === '') throw new HttpError(400, reauthenticationMessages.deletePasswordEmpty);
    await reauthenticate(db, reply, clock.now(), {
      userId: user.id,
      email: user.email,
      ip: request.ip,
      password,
      wrong: reauthenticationMessages.deletePasswordWrong,
      tooMany: tooManySignInsMessage,
    });
    // Orders stay with the restaurant; everything that identifies the person goes.
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          email: `deleted-${user.id}@deleted.invalid`,
          name: '',
          phoneNumber: '',
          address: null,
          lat: null,
          lng: null,
          aptNumber: null,
          deliveryInstructions: null,
          courierAddress: null,
          card: null,
          paymentCustomerId: null,
          notificationToken: null,
          deactivatedAt: clock.now(),
        })
        .where(eq(users.id, user.id));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await tx.delete(accounts).where(eq(accounts.userId, user.id));
      await tx.delete(userRestaurants).where(eq(userRestaurants.userId, user.id));
    });
    await sessionsEnded(user.id);
    return { data: { message: messages.userAccountDeleted } };
  });
}
