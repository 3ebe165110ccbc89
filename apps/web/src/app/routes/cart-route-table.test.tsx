import { messages } from '@orderly/domain';
import { at, makeSettings } from '@orderly/domain/testing/fixtures';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addSimpleItem, replaceCart } from '../../features/cart/cart-store.ts';
import { updateSession } from '../../lib/session.ts';
import CartRoute from './cart-route.tsx';

/* A Wednesday lunchtime in Vancouver: the fixture's restaurant is open. */
const NOW = new Date(at('2026-06-10T12:00'));
const fake = vi.hoisted(() => ({ dineInOrderingEnabled: true, signedIn: true, virtualKioskEnabled: false }));

vi.mock('../../lib/client.ts', () => ({ useServerNow: () => NOW, serverNow: () => NOW }));
vi.mock('../../features/auth/use-current-user.ts', () => ({ useCurrentUser: () => ({ user: null }) }));
vi.mock('../../features/restaurant/components/restaurant-provider.tsx', async () => {
  const { readyRestaurant } = await import('../../testing/restaurant.ts');
  return {
    useRestaurant: () =>
      readyRestaurant(
        makeSettings({
          guestOrderingEnabled: true,
          rewardsEnabled: true,
          dineInOrderingEnabled: fake.dineInOrderingEnabled,
          virtualKioskEnabled: fake.virtualKioskEnabled,
        }),
      ),
  };
});
vi.mock('./account/use-rewards-view.ts', () => ({
  useRewardsView: () => ({
    rewards: [],
    redeemed: {},
    isFirstOrder: false,
    signedIn: fake.signedIn,
    display: [],
    points: 0,
    target: 1000,
    busyId: null,
    change: vi.fn(),
  }),
}));

beforeEach(() => {
  fake.dineInOrderingEnabled = true;
  fake.signedIn = true;
  fake.virtualKioskEnabled = false;
  updateSession({ restaurantId: 'r1', locationId: 'l1', tableId: 't1', kiosk: false, kioskId: null });
  replaceCart({ cart: {}, choicesCart: [], notes: '' });
  // A cart filled before the switch went off (or at the counter before scanning the table).
  addSimpleItem('fries', 1);
});

describe('My Cart at a table (issue 24)', () => {
  it.each([
    ['signed in', true],
    ['signed out', false],
  ])('with dine-in ordering off (%s), offers no way to order and says why', (_, signedIn) => {
    fake.dineInOrderingEnabled = false;
    fake.signedIn = signedIn;
    render(<CartRoute />);
    expect(screen.getByTestId('cart-blocked').textContent).toBe(messages.dineInOrderingDisabled);
    expect(screen.queryByText('CHECKOUT')).toBeNull();
    expect(screen.queryByText('LOGIN')).toBeNull();
    expect(screen.queryByText('ORDER AS GUEST')).toBeNull();
  });

  it('with dine-in ordering on, the table checks out as before', () => {
    render(<CartRoute />);
    expect(screen.queryByTestId('cart-blocked')).toBeNull();
    expect(screen.getByText('CHECKOUT')).toBeTruthy();
  });
});

describe('My Cart at a kiosk (decision 0092)', () => {
  it.each([
    ['dine-in', 't12'],
    ['takeout', null],
  ])('%s: checks out as a guest, with no LOGIN, no ORDER AS GUEST prompt and no REWARDS', (_, tableId) => {
    fake.virtualKioskEnabled = true;
    fake.signedIn = false;
    updateSession({ tableId, kiosk: true, kioskId: 't12', kioskVisit: 'v1' });
    render(<CartRoute />);
    expect(screen.getByText('CHECKOUT').closest('a')?.getAttribute('href')).toBe('/checkout');
    expect(screen.queryByText('LOGIN')).toBeNull();
    expect(screen.queryByText('ORDER AS GUEST')).toBeNull();
    expect(screen.queryByText('REWARDS')).toBeNull();
  });
});
