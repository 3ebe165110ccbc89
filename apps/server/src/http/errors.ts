import type { FastifyError, FastifyInstance } from 'fastify';
import { parserErrorMessage } from './framework-errors.ts';

/** An error whose message is meant for the customer, with the HTTP status that fits it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Fields answered beside the message (`{ error: { message, ...details } }`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The answer's body for an HttpError: `{ error: { message, ...details } }`. */
export const httpErrorBody = (error: HttpError) => ({ error: { ...error.details, message: error.message } });

/**
 * Every failure answers `{ error: { message } }`. Bad input is a 4xx with a precise message;
 * only a fault of ours is a 500, and its details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(httpErrorBody(error));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const message = parserErrorMessage(error as FastifyError) ?? (error as Error).message;
      return reply.status(status).send({ error: { message } });
    }
    request.log.error(error);
    return reply
      .status(500)
      .send({ error: { message: 'Something went wrong on our side. Please try again.' } });
  });
}
