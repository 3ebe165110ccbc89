import { isIP } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { emailOutbox, smsOutbox } from '../db/schema.ts';
import { route } from './contract.ts';
import { outboxPage } from './outbox-page.ts';

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

/** Headers a proxy adds when it passes a request on: the caller is then not this machine's. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/** Host names that name this machine itself (a proxy passes the public name on instead). */
function namesThisMachine(host: string | undefined): boolean {
  const name = (host ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

/**
 * A caller on this machine itself, as a developer or a browser test is: the connection comes from
 * loopback, it asks for this machine by a loopback name, and no proxy passed it on. A reverse proxy
 * on the same host connects from loopback too, for anyone on the internet; it forwards the public
 * host name and adds forwarding headers, and either one makes the caller a stranger.
 */
export function callerOnThisMachine(request: Pick<FastifyRequest, 'socket' | 'headers'>): boolean {
  if (!fromLoopback(request)) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return namesThisMachine(request.headers.host);
}

/** A browser asks for a page first (Accept: text/html,…); fetch and test clients for anything. */
const wantsPage = (accept: string | undefined) => /^\s*text\/html\b/i.test(accept ?? '');

/**
 * Outside production, the e-mails the embedded mailer kept (password resets), and the texts the SMS
 * sandbox kept (decision 0095), can be read at
 * `/dev/outbox?to=…`, so a developer or a browser test can follow the link they carry: a browser gets
 * a page to read (outbox-page.ts), any other caller the JSON. Only for a
 * caller on this machine (not through a proxy, see callerOnThisMachine): anyone else gets what an unknown address gets, as if the page did not exist (the links in these
 * e-mails take over accounts). In production the route is not registered at all (see config.ts).
 */
export function registerDevOutbox(app: FastifyInstance, db: Db) {
  if (process.env.NODE_ENV === 'production') return;
  route(app, 'getDevOutbox', async (request, reply) => {
    if (!callerOnThisMachine(request)) return reply.callNotFound();
    const { to } = request.query;
    // A browser gets the page (outbox-page.ts); tests and scripts the JSON of the contract.
    const page = wantsPage(request.headers.accept);
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(to ? eq(emailOutbox.to, to) : undefined)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(page ? 50 : 20);
    // The SMS sandbox's texts beside them (decision 0095), narrowed to a number the same way.
    const texts = await db
      .select()
      .from(smsOutbox)
      .where(to ? eq(smsOutbox.to, to) : undefined)
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(page ? 50 : 20);
    if (page) {
      // text/html for people: outside the contract, which describes the JSON.
      const html = outboxPage(rows, to, texts) as never;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    }
    return {
      data: {
        messages: rows.map(({ id, to: recipient, subject, text, createdAt }) => ({
          id,
          to: recipient,
          subject,
          text,
          createdAt: createdAt.toISOString(),
        })),
        texts: texts.map((text) => ({
          id: text.id,
          to: text.to,
          body: text.body,
          createdAt: text.createdAt.toISOString(),
        })),
      },
    };
  });
}
