import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import { and, eq, like, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema.ts';
import { hashPassword as hashAtServerSettings, verifyPassword } from './password-hashing.ts';
import { hashVerificationIdentifier, withHashedSessionTokens } from './session-token-hash.ts';

export interface PasswordResetMail {
  userId: string;
  email: string;
  name: string;
  token: string;
}

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  sendPasswordReset: (mail: PasswordResetMail) => Promise<void>;
  /** Hashes new passwords (default: the server's settings). */
  hashPassword?: (password: string) => Promise<string>;
}

const DAY_SECONDS = 24 * 60 * 60;
/**
 * A session ends after 14 days without use (renewed for 14 more when used a day or more after its
 * last renewal), and 30 days after the sign-in that opened it however often it is used: then a new
 * sign-in is needed (OWASP ASVS 5.0 7.3.1 and 7.3.2; decision 0066).
 */
export const SESSION_SECONDS = 14 * DAY_SECONDS;
export const SESSION_UPDATE_AGE_SECONDS = DAY_SECONDS;
export const SESSION_ABSOLUTE_SECONDS = 30 * DAY_SECONDS;

/**
 * E-mail and password accounts through Better Auth: scrypt password hashes at an OWASP setting, random session tokens
 * (sent as `Authorization: Bearer <token>`), one-time password-reset tokens. Session tokens and
 * reset tokens are stored only hashed (session-token-hash.ts). Our routes call its server API
 * directly; its own HTTP handler is not mounted.
 */
export function createAuth({
  db,
  secret,
  publicUrl,
  sendPasswordReset,
  hashPassword = hashAtServerSettings,
}: AuthOptions) {
  return betterAuth({
    baseURL: publicUrl,
    secret,
    logger: { disabled: true },
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: { user: users, session: sessions, account: accounts, verification: verifications },
      }),
    ),
    verification: { storeIdentifier: { hash: async (identifier) => hashVerificationIdentifier(identifier) } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // A new link ends the account's older ones.
        await db
          .delete(verifications)
          .where(
            and(
              eq(verifications.value, user.id),
              like(verifications.identifier, 'reset-password:%'),
              ne(verifications.identifier, hashVerificationIdentifier(`reset-password:${token}`)),
            ),
          );
        await sendPasswordReset({ userId: user.id, email: user.email, name: user.name, token });
      },
    },
    user: {
      additionalFields: {
        phoneNumber: { type: 'string', required: false, defaultValue: '' },
      },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    rateLimit: { enabled: false },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
