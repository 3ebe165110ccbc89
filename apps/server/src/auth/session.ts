import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { sessions, users } from '../db/schema.ts';
import type { UserRow } from '../users/user-repository.ts';
import { type Auth, SESSION_ABSOLUTE_SECONDS, SESSION_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth.ts';
import { hashSessionToken } from './session-token-hash.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The user's whole row as read with the session (absent when Better Auth answered). */
  row?: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user on /api routes (set by the session hook). */
    sessionUser: SessionUser | null;
  }
}

/** /api routes anyone may call (by their declared path). Every other /api route needs a session. */
const publicApiPaths = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/api/openapi.json']);

/** Who may call a route: decided when the route is declared, from its path pattern. */
export type RouteAccess = 'public' | 'signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function accessOf(routeUrl: string): RouteAccess {
  return routeUrl.startsWith('/api/') && !publicApiPaths.has(routeUrl) ? 'signed-in' : 'public';
}

export const notAuthenticated = 'Not Authenticated';

export interface SessionReader {
  auth: Auth;
  db: Db;
  /** Better Auth's secret: a signed bearer token is `<session token>.<HMAC-SHA256 of it>`. */
  secret: string;
  /**
   * Accounts whose sessions open nothing whatever the database holds (the demo's in production):
   * answers why, or null for an account this server serves.
   */
  refuses?: (user: { id: string; email: string }) => string | null;
}

/**
 * The session token a bearer token names, as Better Auth's bearer plugin reads it: the session
 * token itself (what sign-in returns), or `<session token>.<signature>`, which must be signed with
 * the secret (null when it is not).
 */
export function verifiedSessionToken(secret: string, bearer: string): string | null {
  const decoded = bearer.includes('%') ? safeDecode(bearer) : bearer;
  const dot = decoded.lastIndexOf('.');
  if (dot === -1) return decoded;
  if (dot === 0) return null;
  const token = decoded.slice(0, dot);
  const given = Buffer.from(decoded.slice(dot + 1), 'base64url');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The token of an `Authorization: Bearer <token>` header, read one way for every route and the
 * live socket: the scheme in any case, any spacing around the token, nothing else after it.
 */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** The session token an Authorization header carries (verified when signed), or null. */
export function sessionTokenOf(secret: string, authorization: string | undefined): string | null {
  const bearer = bearerToken(authorization);
  return bearer ? verifiedSessionToken(secret, bearer) : null;
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const sessionWithUser = preparedPerDatabase((db) =>
  db
    .select({ expiresAt: sessions.expiresAt, createdAt: sessions.createdAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_with_user'),
);

/** Whether a session opened at `createdAt` has outlived its absolute lifetime (renewals or not). */
export function pastAbsoluteLifetime(createdAt: Date, now: number): boolean {
  return createdAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000 <= now;
}

/**
 * The user behind an `Authorization: Bearer <token>` header, or null. Every API call asks, so the
 * common case is one query (the session joined with its user); Better Auth itself answers when the
 * session is due to be renewed (used a day or more after it was last renewed), so its rules for
 * renewal stay the only ones. A session past its absolute lifetime (SESSION_ABSOLUTE_SECONDS from
 * the sign-in) opens nothing whatever its renewals, and is deleted.
 */
export async function readSession(
  reader: SessionReader,
  authorization: string | undefined,
): Promise<SessionUser | null> {
  try {
    const token = sessionTokenOf(reader.secret, authorization);
    if (!token) return null;
    // The table holds the token's hash only.
    const [found] = await sessionWithUser(reader.db).execute({ token: hashSessionToken(token) });
    if (!found) return null;
    const now = Date.now();
    if (pastAbsoluteLifetime(found.createdAt, now)) {
      await reader.db
        .delete(sessions)
        .where(and(eq(sessions.token, hashSessionToken(token)), lt(sessions.createdAt, new Date(now))));
      return null;
    }
    const renewFrom = found.expiresAt.getTime() - SESSION_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000;
    if (reader.refuses?.(found.user)) return null;
    if (found.expiresAt.getTime() > now && renewFrom > now) {
      const { user } = found;
      return { id: user.id, email: user.email, name: user.name, row: user };
    }
    const session = await reader.auth.api.getSession({
      headers: new Headers({ authorization: `Bearer ${token}` }),
    });
    if (!session || reader.refuses?.(session.user)) return null;
    return { id: session.user.id, email: session.user.email, name: session.user.name };
  } catch {
    return null;
  }
}

/**
 * Every /api route except the public ones answers 401 'Not Authenticated' without a valid session.
 * Access is the matched route's (`config.access`, set as each route is declared), never a reading
 * of the raw URL, which the router may decode differently. A path matching no route needs a
 * session when it lies under /api. Register before the routes.
 */
export function registerSessionHook(app: FastifyInstance, reader: SessionReader) {
  app.decorateRequest('sessionUser', null);
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), access: route.config?.access ?? accessOf(route.url) };
  });
  app.addHook('onRequest', async (request, reply) => {
    const access =
      request.routeOptions.config?.access ??
      ((request.url.split('?')[0] ?? '').startsWith('/api/') ? 'signed-in' : 'public');
    if (access === 'public') return;
    request.sessionUser = await readSession(reader, request.headers.authorization);
    if (!request.sessionUser) {
      return reply.status(401).send({ error: { message: notAuthenticated } });
    }
  });
}

/** The signed-in user of an /api route (the hook guarantees one). */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw Object.assign(new Error(notAuthenticated), { statusCode: 401 });
  return request.sessionUser;
}
