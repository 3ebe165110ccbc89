import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** An incoming X-Request-Id is kept only when it is a plain token (no spaces, quotes, newlines). */
const saneRequestId = /^[A-Za-z0-9._:-]{8,100}$/;

/** The request's id: the caller's (a proxy's) X-Request-Id when sane, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && saneRequestId.test(given) ? given : randomUUID();
}

/** A URL with its query values masked: links carry tokens (password reset, say). */
export function withoutQueryValues(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

/**
 * Fastify's logger: JSON lines with the request id (`reqId`), never a request body, header
 * values that carry secrets redacted wherever they would appear, query values masked.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["set-auth-token"]',
        'res.headers["set-auth-token"]',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        url: withoutQueryValues(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
}

const currentRequest = new AsyncLocalStorage<string>();

/** The id of the request whose work is running (for log lines written outside request.log). */
export const currentRequestId = () => currentRequest.getStore();

/**
 * Sends each request's id back in `X-Request-Id` and makes it the current request id for the
 * handler's work (entered after the body is read, so the body's stream does not lose it).
 */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    currentRequest.run(request.id, done);
  });
}
