import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from './compressed-assets.ts';

/** Below this size compressing is not worth the work. */
const MIN_BYTES = 1024;

/**
 * A response body kept with its compressed forms, each made the first time a client asks for it:
 * for bodies that are sent many times (a location's menu), so each is compressed once.
 */
export class CompressibleBody {
  private readonly encoded: { br?: Buffer; gzip?: Buffer; identity?: Buffer } = {};

  constructor(readonly text: string) {}

  /** The body as bytes, uncompressed (a Buffer is written as it is: no per-request encoding). */
  plain(): Buffer {
    this.encoded.identity ??= Buffer.from(this.text);
    return this.encoded.identity;
  }

  encode(encoding: 'br' | 'gzip'): Buffer {
    let body = this.encoded[encoding];
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.text, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 6,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.text),
              },
            })
          : gzipSync(this.text, { level: 6 });
      this.encoded[encoding] = body;
    }
    return body;
  }
}

/**
 * Sends a JSON (or other text) body compressed with Brotli or gzip when the client accepts it and
 * the body is big enough; the plain text otherwise.
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CompressibleBody | string,
  type = 'application/json; charset=utf-8',
) {
  const text = typeof body === 'string' ? body : body.text;
  reply.type(type).header('vary', 'accept-encoding');
  const encoding = text.length >= MIN_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(typeof body === 'string' ? text : body.plain());
  const compressible = typeof body === 'string' ? new CompressibleBody(body) : body;
  return reply.header('content-encoding', encoding).send(compressible.encode(encoding));
}
