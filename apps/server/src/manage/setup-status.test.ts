import { describe, expect, it } from 'vitest';
import { createCommand } from '../restaurants/restaurant-commands.ts';
import { acceptInvitation } from '../test/invitations.ts';
import { expectRefusals, manageServerForFile, refusedToAllButManagers } from './manager-access.testing.ts';

/**
 * The back office's first page (issue 16): what a restaurant lacks before customers can order, and
 * each location's state now, from the settings and menu customers are served.
 */
const { server, callers } = manageServerForFile();
const setupOf = async (restaurantId: string, token: string) => {
  const response = await callers.api.get(`/api/manage/restaurants/${restaurantId}/setup`, { token });
  expect(response.status).toBe(200);
  return response.body.data;
};

describe('GET /api/manage/restaurants/:restaurantId/setup', () => {
  it('is for the restaurant’s managers only', async () => {
    expect(await expectRefusals(callers, 'GET', '/api/manage/restaurants/demo/setup')).toEqual(
      refusedToAllButManagers,
    );
  });

  it('reads the demo as ready: a logo, contact, hours, products and zones, open at 20:30 on a weekday', async () => {
    const setup = await setupOf('demo', callers.manager);
    expect(setup).toMatchObject({ hasLogo: true, hasContact: true });
    const downtown = setup.locations.find((location: { id: string }) => location.id === 'downtown');
    expect(downtown).toMatchObject({
      held: true,
      state: 'open',
      pausedUntil: null,
      hasHours: true,
      deliveryNeedsZone: false,
    });
    expect(downtown.productCount).toBeGreaterThan(10);
  });

  it('marks the locations a location manager does not hold', async () => {
    const setup = await setupOf('demo', callers.kitsManager);
    expect(setup.locations.map(({ id, held }: { id: string; held: boolean }) => [id, held])).toEqual([
      ['downtown', false],
      ['kitsilano', true],
    ]);
  });

  it('reads a restaurant made by `restaurant create` as paused, without a logo, hours or products', async () => {
    await createCommand(
      {
        db: server.database.db,
        mailer: server.integrations.mailer,
        publicUrl: 'http://orderly.test',
        now: () => server.clock.now(),
      },
      {
        name: 'Setup Noodles',
        location: 'Harbour',
        manager: 'owner@setup.test',
        timeZone: 'America/Toronto',
      },
    );
    const token = await acceptInvitation(callers.api, 'owner@setup.test');
    const setup = await setupOf('setup-noodles', token);
    expect(setup).toEqual({
      hasLogo: false,
      hasContact: false,
      locations: [
        {
          id: 'harbour',
          locationName: 'Harbour',
          held: true,
          state: 'paused',
          pausedUntil: null,
          hasHours: false,
          productCount: 0,
          deliveryNeedsZone: false,
          deliveryPaused: false,
          featuresOff: ['delivery', 'rewards', 'promoCodes'],
        },
      ],
    });
    // Ordering resumed with no hours set: closed, not open.
    const resumed = await callers.api.put(
      '/api/staff/location_status',
      { restaurantId: 'setup-noodles', locationId: 'harbour', orderOpen: true },
      { token },
    );
    expect(resumed.status).toBe(200);
    expect((await setupOf('setup-noodles', token)).locations[0].state).toBe('closed');

    // Delivery turned on by its manager (issue 24): on, and not paused (the new restaurant's pause
    // outlived the switch, and the kitchen board said "Delivery paused").
    const deliveryOn = await callers.api.put(
      '/api/manage/restaurants/setup-noodles/settings',
      { settings: { deliveryEnabled: true } },
      { token },
    );
    expect(deliveryOn.status, JSON.stringify(deliveryOn.body)).toBe(200);
    const location = await callers.api.get('/guest/restaurants/setup-noodles/locations/harbour', {});
    expect(location.body.data.settings).toMatchObject({ deliveryEnabled: true, deliveryOpen: true });
    expect((await setupOf('setup-noodles', token)).locations[0]).toMatchObject({
      deliveryPaused: false,
      featuresOff: ['rewards', 'promoCodes'],
    });

    // Paused from the kitchen board: the first page says so.
    const paused = await callers.api.put(
      '/api/staff/location_status',
      { restaurantId: 'setup-noodles', locationId: 'harbour', deliveryOpen: false },
      { token },
    );
    expect(paused.status).toBe(200);
    expect((await setupOf('setup-noodles', token)).locations[0].deliveryPaused).toBe(true);
  });
});
