import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProvider } from '../integrations/payments/types.ts';
import { orderBody, saveCard, signUpCustomer } from '../test/customers.ts';
import { httpClient, type TestResponse } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { GOING_AWAY, shutDownGracefully } from './shutdown.ts';

/** Charges that reach the provider and then wait until the test lets them answer (a slow checkout). */
function slowPayments() {
  const held: (() => void)[] = [];
  return {
    held,
    faults: (real: PaymentProvider) => ({
      charge: async (input: ChargeRequest) => {
        await new Promise<void>((resolve) => held.push(resolve));
        return real.charge(input);
      },
    }),
  };
}

async function until(check: () => boolean, what: string) {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('graceful shutdown', () => {
  let server: TestServer;
  const slow = slowPayments();
  beforeAll(async () => {
    server = await startTestServer({ payments: slow.faults });
  });
  afterAll(async () => {
    for (const release of slow.held) release();
    await server?.database.close();
  });

  it('turns not-ready at once, tells live clients to go away, refuses new requests and finishes the checkout in flight', async () => {
    const api = httpClient(server.baseUrl);
    const customer = await signUpCustomer(api);
    expect((await saveCard(server.baseUrl, api, customer.token)).status).toBe(200);
    const live = await liveClient(server.baseUrl, customer.token);
    const closeCode = new Promise<number>((resolve) => live.socket.once('close', (code) => resolve(code)));

    const checkout = api.post(
      '/api/create_order_v2',
      orderBody({ products: { fries: { id: 'fries', count: 1 } }, paymentMethod: 'online' }),
      { token: customer.token, headers: { 'idempotency-key': 'shutdown-in-flight' } },
    );
    await until(() => slow.held.length === 1, 'the checkout to reach the payment provider');

    const stopped = shutDownGracefully(server.app, server.instance, { drainMs: 400, timeoutMs: 5_000 });
    // While draining the instance still answers, but a balancer's readiness check sees 503.
    const ready = await fetch(`${server.baseUrl}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });

    // After the drain: live sockets are closed with 'going away' and new requests are refused.
    expect(await closeCode).toBe(GOING_AWAY);
    const refused = await fetch(`${server.baseUrl}/api/health/live`).then(
      (response) => response.status,
      () => 'connection refused',
    );
    expect([503, 'connection refused']).toContain(refused);

    // The checkout in flight completes (the charge answers now), and only then does shutdown end.
    let finished = false;
    void stopped.then(() => {
      finished = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(finished).toBe(false);
    slow.held[0]?.();
    const placed: TestResponse = await checkout;
    expect(placed.status).toBe(201);
    expect(await stopped).toBe(true);
  });
});
