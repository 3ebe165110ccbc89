import { makeSettings } from '@orderly/domain/testing/fixtures';
import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ENTRY_KIOSK } from '../../lib/paths.ts';
import { getSession, updateSession, useSession } from '../../lib/session.ts';
import { KioskEntry } from './entry.tsx';

const fake = vi.hoisted(() => ({ virtualKioskEnabled: true }));

vi.mock('../../features/restaurant/components/restaurant-provider.tsx', () => ({
  useRestaurantState: () => ({
    status: 'ready',
    settings: makeSettings({ virtualKioskEnabled: fake.virtualKioskEnabled }),
    menu: { categories: [], tables: [], products: [], modifiers: [] },
    locations: [],
    restaurant: {},
  }),
}));

/* The app re-renders its routes on every session change, as AppRoutes does. */
function App() {
  useSession();
  return (
    <Switch>
      <Route path={ENTRY_KIOSK}>
        <KioskEntry />
      </Route>
      <Route>landed</Route>
    </Switch>
  );
}

function openKioskLink() {
  const memory = memoryLocation({ path: '/restaurants/r1/locations/l1/kiosks/k7', record: true });
  render(
    <Router hook={memory.hook}>
      <App />
    </Router>,
  );
  return memory;
}

beforeEach(() => {
  fake.virtualKioskEnabled = true;
  updateSession({
    restaurantId: null,
    locationId: null,
    tableId: null,
    kiosk: false,
    kioskId: null,
    kioskVisit: null,
    chosenOrderType: '',
  });
});

describe('a kiosk link (issue 24)', () => {
  it('enters kiosk mode and asks how the diner eats when the virtual kiosk is on', async () => {
    const memory = openKioskLink();
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/order_type'));
    expect(getSession()).toMatchObject({
      restaurantId: 'r1',
      locationId: 'l1',
      tableId: 'k7',
      kiosk: true,
      kioskId: 'k7',
      kioskVisit: expect.any(String),
    });
  });

  it('forgets what an earlier customer left on the device and reloads once, clean (decision 0092)', async () => {
    window.localStorage.setItem('orderly.auth', JSON.stringify('someone-else'));
    window.localStorage.setItem('orderly.trackingLinks', JSON.stringify([{ orderId: 'o1', token: 't' }]));
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace } as Location);
    openKioskLink();
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem('orderly.auth')).toBeNull();
    expect(window.localStorage.getItem('orderly.trackingLinks')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('orderly.session')!)).toMatchObject({
      kiosk: true,
      kioskId: 'k7',
    });
    vi.restoreAllMocks();
  });

  it('opens the location menu without kiosk mode or table when virtualKioskEnabled is off', async () => {
    fake.virtualKioskEnabled = false;
    const memory = openKioskLink();
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/menu'));
    expect(getSession()).toMatchObject({
      restaurantId: 'r1',
      locationId: 'l1',
      tableId: null,
      kiosk: false,
      kioskId: null,
    });
  });
});
