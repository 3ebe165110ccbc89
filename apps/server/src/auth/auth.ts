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

/** Sessions last 30 days and are renewed when used after a day. */
export const SESSION_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;

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
