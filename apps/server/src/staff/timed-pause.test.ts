import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof httpClient>;
let staffToken: string;
beforeAll(async () => {
  server = await startTestServer({ presenceTiming: { heartbeatMs: 60_000, sweepMs: 50 } });
  api = httpClient(server.baseUrl);
  staffToken = await signIn(api, 'staff@demo.test');
});
afterAll(() => server?.close());

const setStatus = (body: Record<string, unknown>) =>
  api.put(
    '/api/staff/location_status',
    { restaurantId: 'demo', locationId: 'downtown', ...body },
    { token: staffToken },
  );
const settings = async () => (await api.get('/guest/restaurants/demo/locations/downtown')).body.data.settings;
const snapshot =
  (open: boolean) => (message: { type: string; data?: { settings?: { orderOpen: boolean } } }) =>
    message.type === 'snapshot' && message.data?.settings?.orderOpen === open;

describe('a timed pause of ordering', () => {
  it('ends by itself after its minutes, live on customer screens both ways', async () => {
    const customer = await liveClient(server.baseUrl);
    customer.send({ type: 'subscribe', topic: 'location:demo:downtown' });
    await customer.waitFor(snapshot(true));

    let seen = customer.messages.length;
    const paused = await setStatus({ orderOpen: false, pauseMinutes: 15 });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.data).toEqual({
      orderOpen: false,
      orderPausedUntil: expect.stringMatching(/^2026-11-19T03:45:/),
    });
    await customer.waitFor(snapshot(false), seen);
    expect(await settings()).toMatchObject({
      orderOpen: false,
      orderPausedUntil: expect.stringMatching(/^2026-11-19T03:45:/),
    });

    server.advanceClock(14 * 60_000);
    expect((await settings()).orderOpen).toBe(false);

    seen = customer.messages.length;
    server.advanceClock(60_000);
    // The sweep stores the end and tells the customer's screen, without anyone asking.
    const reopened = await customer.waitFor(snapshot(true), seen);
    expect(reopened.data.settings.orderPausedUntil).toBeNull();
    expect(await settings()).toMatchObject({ orderOpen: true, orderPausedUntil: null });
    customer.close();
  });

  it('reads as open once its time is up', async () => {
    await setStatus({ orderOpen: false, pauseMinutes: 30 });
    server.advanceClock(30 * 60_000);
    expect((await settings()).orderOpen).toBe(true);
  });

  it('pauses until staff resume when no minutes are given, and resuming clears a timed end', async () => {
    const paused = await setStatus({ orderOpen: false });
    expect(paused.body.data).toEqual({ orderOpen: false });
    server.advanceClock(24 * 60 * 60_000);
    expect(await settings()).toMatchObject({ orderOpen: false });

    await setStatus({ orderOpen: false, pauseMinutes: 60 });
    await setStatus({ orderOpen: true });
    expect(await settings()).toMatchObject({ orderOpen: true, orderPausedUntil: null });
  });

  it('refuses an unreasonable length in a sentence', async () => {
    const refused = await setStatus({ orderOpen: false, pauseMinutes: 100_000 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).not.toMatch(/pauseMinutes|too_big/);
  });
});
