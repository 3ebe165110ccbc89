import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract.ts';
import { type SandboxPaymentProvider, sandboxPublishableKey } from './sandbox-payments.ts';
import { CardTokenizationError } from './types.ts';

type FormBody = Record<string, string | undefined>;

/** Reads `card[number]` like Stripe's form, or a plain `number`. */
const field = (body: FormBody, name: string) => body[`card[${name}]`] ?? body[name];

/**
 * The sandbox's token endpoint, shaped like Stripe's `POST /v1/tokens`: the browser posts the card
 * details form-encoded and gets back `{ id: 'tok_…', card }`, or a Stripe-style card_error (402).
 * The form parser lives in its own scope, so the rest of the API keeps accepting JSON only.
 */
export async function registerSandboxPaymentRoutes(app: FastifyInstance, provider: SandboxPaymentProvider) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    route(scope, 'createSandboxToken', async (request, reply) => {
      const body: FormBody = request.body;
      const authorization = request.headers.authorization;
      const key = authorization?.replace(/^Bearer\s+/i, '') ?? body.key;
      if (key !== undefined && key !== sandboxPublishableKey) {
        return reply.status(401).send({
          error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${key}` },
        });
      }
      const number = field(body, 'number');
      if (!number) {
        return reply.status(400).send({
          error: {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            param: 'card[number]',
            message: 'Missing required param: card[number].',
          },
        });
      }
      try {
        const token = await provider.tokenizeCard({
          number,
          cvc: field(body, 'cvc') ?? '',
          exp_month: field(body, 'exp_month') ?? '',
          exp_year: field(body, 'exp_year') ?? '',
          address_zip: field(body, 'address_zip') ?? '',
        });
        return reply.status(200).send({ id: token.id, object: 'token', type: 'card', card: token.card });
      } catch (error) {
        if (!(error instanceof CardTokenizationError)) throw error;
        return reply.status(402).send({
          error: { type: 'card_error', code: error.code, param: error.param, message: error.message },
        });
      }
    });
  });
}
