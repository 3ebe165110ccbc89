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
