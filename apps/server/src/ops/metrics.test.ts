import { demoPlaces } from '@orderly/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxCourier } from '../integrations/courier/sandbox-courier.ts';
import { orderBody, saveCard, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const token = 'metrics-token-for-tests-0123456789';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ metricsToken: token });
});
afterAll(() => server?.close());

const scrape = async (authorization?: string) => {
  const response = await fetch(`${server.baseUrl}/metrics`, {
    headers: authorization ? { authorization } : {},
  });
  return { status: response.status, text: await response.text() };
};

/** The value of one series (name with its labels exactly as printed), 0 when absent. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('metrics', () => {
  it('answers only with its bearer token', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${token}x`)).status).toBe(401);
    expect((await scrape(token)).status).toBe(401);
    const answered = await scrape(`Bearer ${token}`);
    expect(answered.status).toBe(200);
    expect(answered.text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(answered.text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('has no endpoint when no token is configured', async () => {
    const plain = await startTestServer({ database: server.database });
    try {
      const response = await fetch(`${plain.baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      // Outside /api an unknown path is the customer app's page, never the metrics.
      expect(await response.text()).not.toContain('http_request_duration_seconds');
    } finally {
      await plain.close();
    }
  });

  it('counts orders placed and failed, charges, requests by route pattern, live sockets and subscriptions', async () => {
    const api = httpClient(server.baseUrl);
    const customer = await signUpCustomer(api);
    await saveCard(server.baseUrl, api, customer.token);
    const before = (await scrape(`Bearer ${token}`)).text;
    const live = await liveClient(server.baseUrl, customer.token);
    live.send({ type: 'subscribe', topic: `user:${customer.userId}` });
    await live.waitFor((message) => message.type === 'snapshot');

    const placed = await api.post(
      '/api/create_order_v2',
      orderBody({ products: { fries: { id: 'fries', count: 1 } }, paymentMethod: 'online' }),
      { token: customer.token },
    );
    expect(placed.status).toBe(201);
    const refused = await api.post('/api/create_order_v2', orderBody(), { token: customer.token });
    expect(refused.status).toBe(400);
    const orderId = placed.body.data.order.orderId as string;
    const read = await api.get(`/api/orders/${orderId}`, { token: customer.token });
    expect(read.status, JSON.stringify([placed.body, read.body])).toBe(200);

    const after = (await scrape(`Bearer ${token}`)).text;
    const moved = (series: string) => seriesValue(after, series) - seriesValue(before, series);
    expect(moved('orders_placed_total')).toBe(1);
    expect(moved('orders_failed_total{status="400"}')).toBe(1);
    expect(moved('payments_total{kind="charge",outcome="ok"}')).toBe(1);
    expect(
      moved('http_request_duration_seconds_count{method="POST",route="/api/create_order_v2",status="201"}'),
    ).toBe(1);
    // Routes are their patterns, never the raw URL (a series per order would grow without end).
    expect(after).toContain('route="/api/orders/:orderId"');
    expect(after).not.toContain(orderId);
    expect(seriesValue(after, 'live_sockets')).toBe(1);
    expect(seriesValue(after, 'live_subscriptions')).toBeGreaterThanOrEqual(1);
    if (server.database.engine === 'postgres') {
      expect(after).toContain('db_pool_connections{state="waiting"}');
    }
    live.close();
  });

  it('counts courier calls by outcome and the retries of the spec', async () => {
    const api = httpClient(server.baseUrl);
    const customer = await signUpCustomer(api);
    const kitsilano = { restaurantId: 'demo', locationId: 'kitsilano' };
    const dropoff = '2750 W 4th Ave, Vancouver, BC';
    await api.put(
      '/api/address',
      { ...kitsilano, placeId: demoPlaces.west4th2750 },
      { token: customer.token },
    );
    const estimate = () =>
      api.post(
        '/api/estimate_delivery',
        {
          ...kitsilano,
          pickup_address: 'x',
          dropoff_address: dropoff,
          order_value: 4000,
          external_store_id: 'x',
          external_business_name: 'x',
          pickup_time: '2026-11-18T20:05:00-08:00',
        },
        { token: customer.token },
      );
    const courier = server.integrations.courier as SandboxCourier;
    const before = (await scrape(`Bearer ${token}`)).text;
    // One outage answered on the second attempt, then one the courier never recovers from (3 attempts).
    courier.failNext({ status: 500, times: 1 });
    expect((await estimate()).status).toBe(200);
    courier.failNext({ status: 500, times: 3 });
    expect((await estimate()).status).not.toBe(200);

    const after = (await scrape(`Bearer ${token}`)).text;
    const moved = (series: string) => seriesValue(after, series) - seriesValue(before, series);
    expect(moved('courier_calls_total{outcome="succeeded"}')).toBe(1);
    expect(moved('courier_calls_total{outcome="failed"}')).toBe(1);
    expect(moved('courier_calls_total{outcome="retry"}')).toBe(3);
  });
});
