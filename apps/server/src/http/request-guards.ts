import type { FastifyInstance } from 'fastify';

export const unacceptableCharacter = 'Sorry, your request contains a character we cannot accept.';
export const unacceptablePath = 'Sorry, this address is not valid.';
export const missingHost = 'Sorry, this request does not say which site it is for (it has no Host header).';

/**
 * A percent-escape in a path that decodes to a character which needs none (a letter, a digit,
 * `-._~`) or to `/`: `/%61pi/…` is `/api/…` to the router but not to a reader of the raw URL, so
 * such a path is refused rather than left to whoever reads it next. Also NUL (`%00`).
 */
const disguisedCharacter = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[def]|5f|7e|00)/i;

/** Half of a surrogate pair: not a character (JSON may escape one, `"\ud800"`; jsonb refuses it). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

/** Whether a value holds U+0000 or a lone surrogate in any string, object key included (bodies, queries, params). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  // A file's bytes (picture uploads) are not text: NUL is an ordinary byte there.
  if (ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (unstorable(key) || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * Refuses a request with no Host header (HTTP/1.1 requires one) in our words, and, before any route runs (so nothing is charged, booked or stored for it), a request whose
 * path disguises characters with percent-escapes, or whose path, query, params or body holds NUL:
 * PostgreSQL cannot store it and no customer types it.
 */
export function registerRequestGuards(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    // HTTP/1.1 requires a Host header; Node no longer answers its own empty 400 (requireHostHeader: false).
    if (!request.headers.host && request.raw.httpVersion === '1.1') {
      return reply.status(400).send({ error: { message: missingHost } });
    }
    const url = request.raw.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (path.includes('\u0000') || /%00/.test(url)) {
      return reply.status(400).send({ error: { message: unacceptableCharacter } });
    }
    if (disguisedCharacter.test(path)) {
      return reply.status(400).send({ error: { message: unacceptablePath } });
    }
  });
  app.addHook('preValidation', async (request, reply) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      return reply.status(400).send({ error: { message: unacceptableCharacter } });
    }
  });
}
