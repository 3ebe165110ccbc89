import { guestOrderBody, products } from '@orderly/test-kit';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../db/schema.ts';
import { signIn } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { isPausedForStaffOffline } from './staff-presence.ts';

let server: TestServer;
let api: ReturnType<typeof httpClient>;
beforeAll(async () => {
  server = await startTestServer({ presenceTiming: { heartbeatMs: 50, sweepMs: 50 } });
  api = httpClient(server.baseUrl);
  // This location asks to pause when its staff are away, after a very short grace (0.3 s).
  const pause = JSON.stringify({ pauseWhenStaffOffline: true, staffOfflineGraceMinutes: 0.005 });
  await server.database.db
    .update(locations)
    .set({ settings: sql`${locations.settings} || ${pause}::jsonb` })
    .where(and(eq(locations.restaurantId, 'demo'), eq(locations.id, 'downtown')));
});
afterAll(() => server?.close());

const settingsSnapshot =
  (open: boolean) => (message: { type: string; data?: { settings?: { orderOpen: boolean } } }) =>
    message.type === 'snapshot' && message.data?.settings?.orderOpen === open;

describe('pausing when no staff device is connected', () => {
  it('pauses after the last staff device leaves, and resumes when one returns', async () => {
    const closed = (await api.get('/guest/restaurants/demo/locations/downtown')).body.data.settings;
    expect(closed).toMatchObject({ orderOpen: false, pausedForStaffOffline: true });

    const customer = await liveClient(server.baseUrl);
    customer.send({ type: 'subscribe', topic: 'location:demo:downtown' });
    await customer.waitFor(settingsSnapshot(false));

    const staffToken = await signIn(api, 'staff@demo.test');
    const staff = await liveClient(server.baseUrl, staffToken);
    staff.send({ type: 'subscribe', topic: 'staff:demo:downtown' });
    let seen = customer.messages.length;
    await customer.waitFor(settingsSnapshot(true), seen);

    seen = customer.messages.length;
    staff.close();
    const paused = await customer.waitFor(settingsSnapshot(false), seen);
    expect(paused.data.settings.pausedForStaffOffline).toBe(true);
    const refused = await api.post(
      '/guest/create_order',
      guestOrderBody({ products: products({ 'ginger-soda': 1 }), tableId: 't1' }),
    );
    expect(refused.body.error.message).toBe('Sorry, the restaurant is closed.');

    seen = customer.messages.length;
    const returning = await liveClient(server.baseUrl, staffToken);
    returning.send({ type: 'subscribe', topic: 'staff:demo:downtown' });
    await customer.waitFor(settingsSnapshot(true), seen);
    returning.close();
    customer.close();
  });

  it('never pauses a restaurant that did not ask for it', () => {
    const now = new Date('2026-11-18T12:00:00Z');
    expect(isPausedForStaffOffline({ pauseWhenStaffOffline: false }, null, now)).toBe(false);
    expect(isPausedForStaffOffline({ pauseWhenStaffOffline: true }, null, now)).toBe(true);
    const recent = new Date(now.getTime() - 60_000);
    expect(isPausedForStaffOffline({ pauseWhenStaffOffline: true }, recent, now)).toBe(false);
    expect(
      isPausedForStaffOffline({ pauseWhenStaffOffline: true, staffOfflineGraceMinutes: 0.5 }, recent, now),
    ).toBe(true);
  });
});
