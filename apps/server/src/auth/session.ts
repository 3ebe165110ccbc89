import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user on /api routes (set by the session hook). */
    sessionUser: SessionUser | null;
  }
}

/** /api paths anyone may call. Everything else under /api needs a session. */
const publicApiPaths = new Set(['/api/health', '/api/openapi.json']);

export const notAuthenticated = 'Not Authenticated';

/** The user behind an `Authorization: Bearer <token>` header, or null. */
export async function readSession(
  auth: Auth,
  authorization: string | undefined,
): Promise<SessionUser | null> {
  if (!authorization?.toLowerCase().startsWith('bearer ')) return null;
  try {
    const session = await auth.api.getSession({ headers: new Headers({ authorization }) });
    if (!session) return null;
    return { id: session.user.id, email: session.user.email, name: session.user.name };
  } catch {
    return null;
  }
}

/** Every /api call except the public ones answers 401 'Not Authenticated' without a valid session. */
export function registerSessionHook(app: FastifyInstance, auth: Auth) {
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || publicApiPaths.has(path)) return;
    request.sessionUser = await readSession(auth, request.headers.authorization);
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
