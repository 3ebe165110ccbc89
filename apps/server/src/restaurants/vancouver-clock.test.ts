import {
  formatClock,
  rememberZoneOffsets,
  timeSlots,
  useZoneRules,
  type ZoneOffsets,
  zonedTime,
  zoneRulesInUse,
} from '@orderly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, signUpCustomer } from '../test/customers.ts';
import { httpClient } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * British Columbia stays on UTC−7 from 2026-11-01 (tzdata 2026a). Node 20's ICU (tzdata 2025c)
 * still says UTC−8 there in winter: the server must read the tz database it ships.
 */
const NOON = '2026-11-23T12:00:00-07:00';

let server: TestServer;
let api: ReturnType<typeof httpClient>;
beforeAll(async () => {
  // Monday 2026-11-23, 11:30 in Vancouver: Kitsilano is open 08:00–22:00 with a 15:00–16:30 break.
  server = await startTestServer({ now: '2026-11-23T11:30:00-07:00' });
  api = httpClient(server.baseUrl);
});
afterAll(() => server?.close());

/** What a browser does with the location it read: only the server's offset table, no zone rules of its own. */
function asBrowser<T>(table: ZoneOffsets, read: () => T): T {
  const rules = zoneRulesInUse();
  useZoneRules(null);
  rememberZoneOffsets(table);
  try {
    return read();
  } finally {
    useZoneRules(rules);
  }
}

describe('the clock of a Vancouver location in November 2026', () => {
  it('sends an offset table at UTC−7, from which the app shows a 12:00 PM slot for noon', async () => {
    const response = await api.get('/guest/restaurants/demo/locations/kitsilano');
    expect(response.status).toBe(200);
    const { settings, zoneOffsets, serverTime } = response.body.data;
    expect(settings.timeZone).toBe('America/Vancouver');
    expect(zoneOffsets.offsets).toEqual([[zoneOffsets.from, -420]]);
    const slots = asBrowser(zoneOffsets, () => timeSlots({ settings, now: serverTime, orderType: 'Pickup' }));
    expect(slots).toContainEqual({ value: NOON, label: '12:00 PM', day: 'today' });
    // Tomorrow's first slot is 30 minutes after the 08:00 opening, Vancouver time.
    expect(slots.find((slot) => slot.day === 'tomorrow')?.value).toBe('2026-11-24T08:30:00-07:00');
  });

  it('accepts an order for 12:00 and keeps it at 12:00 (not 1:00 PM)', async () => {
    const customer = await signUpCustomer(api);
    const response = await api.post(
      '/api/create_order_v2',
      orderBody({ locationId: 'kitsilano', products: { fries: { id: 'fries', count: 1 } }, orderTime: NOON }),
      { token: customer.token },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { completedAt } = response.body.data.order;
    expect(Date.parse(completedAt)).toBe(Date.parse('2026-11-23T19:00:00Z'));
    const location = await api.get('/guest/restaurants/demo/locations/kitsilano');
    const label = asBrowser(location.body.data.zoneOffsets, () =>
      formatClock(zonedTime(Date.parse(completedAt), 'America/Vancouver')),
    );
    expect(label).toBe('12:00 PM');
  });

  it('refuses times outside the hours on Vancouver’s clock (an hour off on UTC−8)', async () => {
    const customer = await signUpCustomer(api);
    // 15:15 is in the 15:00–16:30 break and 22:15 after closing; on UTC−8 they read 14:15 and 21:15.
    for (const orderTime of ['2026-11-23T15:15:00-07:00', '2026-11-23T22:15:00-07:00']) {
      const response = await api.post(
        '/api/create_order_v2',
        orderBody({ locationId: 'kitsilano', products: { fries: { id: 'fries', count: 1 } }, orderTime }),
        { token: customer.token },
      );
      expect(response.status, orderTime).toBe(400);
    }
  });
});
