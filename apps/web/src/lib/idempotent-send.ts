import { ApiError } from './client.ts';

const NETWORK_RETRIES = 2;
const RETRY_DELAY = 800;

/** A fresh Idempotency-Key for one attempt at something that takes money (an order, a part of a tab). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Sends a request that carries an Idempotency-Key. When the network drops before an answer arrives,
 * the same request is sent again with the same key (the caller's `send` keeps it): the server does
 * it at most once and answers the retry with the first result.
 */
export async function sendWithRetries<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const networkError = error instanceof ApiError && error.status === 0;
      if (!networkError || attempt >= NETWORK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY * (attempt + 1)));
    }
  }
}
