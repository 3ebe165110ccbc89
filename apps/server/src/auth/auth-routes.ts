import {
  messages,
  normaliseEmail,
  validateEmailCheck,
  validateLogin,
  validatePasswordReset,
  validateRegistration,
} from '@orderly/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { accounts, sessions, userRestaurants, users } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { parseBody } from '../http/parse-body.ts';
import type { Auth } from './auth.ts';
import { userOf } from './session.ts';
import { type SignInLimiter, tooManyAttemptsMessage } from './sign-in-limiter.ts';

const text = (max: number) => z.string().max(max).default('');

const emailBody = z.object({ email: text(254) });
const signInBody = z.object({
  email: text(254),
  password: text(128),
  restaurantId: z.string().max(128).optional(),
});
const signUpBody = signInBody.extend({
  name: text(28),
  phoneNumber: text(20),
  /** Dining in: no phone needed (SPEC.md section 5). */
  isDineIn: z.boolean().default(false),
});
const resetConfirmBody = z.object({ token: z.string().min(1).max(256), newPassword: z.string().max(128) });

/** Better Auth reports failures as APIError with a status and a message meant for people. */
function providerError(error: unknown): HttpError {
  const status = (error as { statusCode?: number }).statusCode;
  const message = (error as { body?: { message?: string } }).body?.message ?? (error as Error).message;
  if (status && status >= 400 && status < 500 && message) return new HttpError(status, message);
  throw error;
}

export interface AuthRouteDeps {
  db: Db;
  auth: Auth;
  clock: Clock;
  limiter: SignInLimiter;
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

/** Sign-up, sign-in, the login flow's e-mail step, password reset, sign-out and account deletion. */
export function registerAuthRoutes(app: FastifyInstance, { db, auth, clock, limiter }: AuthRouteDeps) {
  app.post('/guest/auth/check_email', async (request) => {
    const { email } = parseBody(emailBody, request.body);
    const problem = validateEmailCheck(email);
    if (problem) throw new HttpError(400, problem);
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
      .where(eq(users.email, normaliseEmail(email)));
    return { data: { exists: Boolean(row) } };
  });

  app.post('/guest/auth/sign_up', async (request, reply) => {
    const body = parseBody(signUpBody, request.body);
    const problem = validateRegistration(body);
    if (problem) throw new HttpError(400, problem);
    const email = normaliseEmail(body.email);
    const result = await auth.api
      .signUpEmail({
        body: {
          email,
          password: body.password,
          name: body.name.trim(),
          phoneNumber: body.phoneNumber.replace(/\D/g, ''),
        },
      })
      .catch((error: unknown) => {
        throw providerError(error);
      });
    await touchLogin(db, result.user.id, body.restaurantId, clock.now());
    return reply.status(201).send({ data: { token: result.token, user: { id: result.user.id, email } } });
  });

  app.post('/guest/auth/sign_in', async (request) => {
    const body = parseBody(signInBody, request.body);
    const problem = validateLogin(body);
    if (problem) throw new HttpError(400, problem);
    const email = normaliseEmail(body.email);
    if (!limiter.allows(email, request.ip)) throw new HttpError(429, tooManyAttemptsMessage);
    const result = await auth.api.signInEmail({ body: { email, password: body.password } }).catch((error) => {
      limiter.recordFailure(email, request.ip);
      throw providerError(error);
    });
    limiter.recordSuccess(email);
    await touchLogin(db, result.user.id, body.restaurantId, clock.now());
    return { data: { token: result.token, user: { id: result.user.id, email } } };
  });

  app.post('/guest/auth/reset_password', async (request) => {
    const { email } = parseBody(emailBody, request.body);
    const problem = validatePasswordReset(email);
    if (problem) throw new HttpError(400, problem);
    const normalised = normaliseEmail(email);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalised));
    if (!user) throw new HttpError(404, messages.passwordResetFailed);
    try {
      await auth.api.requestPasswordReset({ body: { email: normalised } });
    } catch {
      throw new HttpError(502, messages.passwordResetFailed);
    }
    return { data: { message: `Password reset sent to ${normalised}!` } };
  });

  app.post('/guest/auth/reset_password/confirm', async (request) => {
    const body = parseBody(resetConfirmBody, request.body);
    if (body.newPassword === '') throw new HttpError(400, messages.passwordEmpty);
    await auth.api.resetPassword({ body }).catch((error: unknown) => {
      throw providerError(error);
    });
    return { data: { message: 'Your password has been changed. Please log in.' } };
  });

  app.post('/api/sign_out', async (request) => {
    const user = userOf(request);
    const token = request.headers.authorization?.slice('bearer '.length).split('.')[0] ?? '';
    await db.delete(sessions).where(and(eq(sessions.userId, user.id), eq(sessions.token, token)));
    return { data: { message: messages.loggedOut } };
  });

  app.put('/api/deactivate_user', async (request) => {
    const user = userOf(request);
    const { userId } = parseBody(z.object({ userId: z.string().min(1).max(128) }), request.body);
    if (userId !== user.id) throw new HttpError(403, 'You can only delete your own account.');
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
    return { data: { message: messages.userAccountDeleted } };
  });
}
