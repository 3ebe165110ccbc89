import { isIP } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { route } from './contract.ts';

/**
 * Whether the connection itself comes from this machine (127.0.0.0/8, ::1 or ::ffff:127.x). Decided
 * from the socket's address only: headers such as X-Forwarded-For are written by the client.
 */
export function fromLoopback(request: Pick<FastifyRequest, 'socket'>): boolean {
  const address = request.socket.remoteAddress ?? '';
  if (address === '::1') return true;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/**
 * Outside production, the e-mails the embedded mailer kept (password resets) can be read at
 * `/dev/outbox?to=…`, so a developer or a browser test can follow the link they carry. Only from
 * this machine: anyone else gets what an unknown address gets, as if the page did not exist (the links in these
 * e-mails take over accounts). In production the route is not registered at all (see config.ts).
 */
export function registerDevOutbox(app: FastifyInstance, db: Db) {
  if (process.env.NODE_ENV === 'production') return;
  route(app, 'getDevOutbox', async (request, reply) => {
    if (!fromLoopback(request)) return reply.callNotFound();
    const { to } = request.query;
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(to ? eq(emailOutbox.to, to) : undefined)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(20);
    return {
      data: {
        messages: rows.map(({ id, to: recipient, subject, text, createdAt }) => ({
          id,
          to: recipient,
          subject,
          text,
          createdAt: createdAt.toISOString(),
        })),
      },
    };
  });
}
