import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import type { Db } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';

export interface PasswordResetMail {
  email: string;
  name: string;
  token: string;
}

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  sendPasswordReset: (mail: PasswordResetMail) => Promise<void>;
}

/** Sessions last 30 days and are renewed when used after a day. */
export const SESSION_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;

/**
 * E-mail and password accounts through Better Auth: scrypt password hashes at an OWASP setting, random session tokens
 * (sent as `Authorization: Bearer <token>`), one-time password-reset tokens. Our routes call its
 * server API directly; its own HTTP handler is not mounted.
 */
export function createAuth({ db, secret, publicUrl, sendPasswordReset }: AuthOptions) {
  return betterAuth({
    baseURL: publicUrl,
    secret,
    logger: { disabled: true },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await sendPasswordReset({ email: user.email, name: user.name, token });
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
