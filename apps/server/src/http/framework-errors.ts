import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { unacceptablePath } from './request-guards.ts';

export const addressTooLong = 'Sorry, this address is too long.';

/**
 * Errors Fastify's router meets before any route or hook runs (a malformed escape in the path, a
 * path parameter over `maxParamLength`): answered as every other refusal, `{ error: { message } }`
 * with a sentence, never Fastify's code and the path echoed back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ error: { message: addressTooLong } });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ error: { message: unacceptablePath } });
  }
  return reply.status(400).send({ error: { message: 'Sorry, we could not read this request.' } });
}

export const unreadableRequest = 'Sorry, we could not read this request.';
export const requestTooLarge = 'Sorry, this request is too large.';

/**
 * Our sentence for a refusal of Fastify's body parsers (no JSON, broken JSON, a forbidden
 * `__proto__` key, over the body limit), whose own wording names content types and parsers; null
 * for any other error.
 */
export function parserErrorMessage(error: { code?: string; message?: string }): string | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return requestTooLarge;
  if (error.code?.startsWith('FST_ERR_CTP_')) return unreadableRequest;
  // secure-json-parse refusing __proto__ / constructor.prototype (a SyntaxError Fastify marks 400).
  if (/forbidden prototype property/.test(error.message ?? '')) return unreadableRequest;
  return null;
}

export const headersTooLarge = "Sorry, this request's address or headers are too long.";
export const requestTooSlow = 'Sorry, this request took too long to arrive.';

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers over the size limit, a
 * malformed request line or header, a Content-Length that is no number, a request that took too
 * long to arrive): answered as every other refusal, `{ error: { message } }` with a sentence, never
 * Fastify's `{ error: 'Bad Request', message: 'Client Error', statusCode }`. The connection is
 * closed after the answer, as nothing more can be read from it.
 */
export function clientErrorHandler(
  this: { log: { trace(fields: object, message: string): void } },
  error: Error & { code?: string },
  socket: Duplex,
) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, requestTooSlow]
        : [400, unreadableRequest];
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ error: { message } });
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Cache-Control: no-store',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
