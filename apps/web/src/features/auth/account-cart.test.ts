import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSimpleItem, getCart, replaceCart } from '../cart/cart-store.ts';
import { markSignedIn, startAccountCart, stopAccountCart } from './account-cart.ts';
import type { RestaurantUserData } from './api/get-me.ts';
import { updateUserRestaurant } from './api/update-user-restaurant.ts';

vi.mock('./api/update-user-restaurant.ts', () => ({ updateUserRestaurant: vi.fn() }));

const serverData = { cart: {}, choicesCart: [], notes: '' } as unknown as RestaurantUserData;

afterEach(() => {
  stopAccountCart();
  vi.mocked(updateUserRestaurant).mockReset();
});

describe("a signed-in customer's cart", () => {
  it('is saved at once, outliving the page, when the page is left right after a change', async () => {
    vi.mocked(updateUserRestaurant).mockResolvedValue(serverData);
    startAccountCart('demo', serverData);
    addSimpleItem('fries', 2);
    // Reloaded before the usual short delay: the change still reaches the server.
    window.dispatchEvent(new Event('pagehide'));
    expect(updateUserRestaurant).toHaveBeenCalledTimes(1);
    const [restaurantId, changes, keepalive] = vi.mocked(updateUserRestaurant).mock.calls[0]!;
    expect(restaurantId).toBe('demo');
    expect(changes.cart).toEqual({ fries: { id: 'fries', count: 2 } });
    expect(keepalive).toBe(true);
  });

  it('sends nothing when the page is left with nothing waiting', () => {
    startAccountCart('demo', serverData);
    window.dispatchEvent(new Event('pagehide'));
    expect(updateUserRestaurant).not.toHaveBeenCalled();
  });
});

describe('signing in or up with a cart filled before', () => {
  const burger = { id: 'classic-burger', count: 1, choices: [], choicesPrice: 0 };
  const guest = {
    cart: { 'cutlery-kit': { id: 'cutlery-kit', count: 2 } },
    choicesCart: [burger],
    notes: 'No pickles… Nut allergy!',
  };

  it('keeps the extras and the special request, and saves them to the account', async () => {
    vi.useFakeTimers();
    try {
      replaceCart(guest);
      markSignedIn();
      // Until the account's cart arrives, the screen keeps the diner's.
      expect(getCart()).toEqual(guest);
      const account = {
        ...serverData,
        cart: { 'fish-tacos': { id: 'fish-tacos', count: 1 } },
      } as unknown as RestaurantUserData;
      vi.mocked(updateUserRestaurant).mockImplementation(
        async (_id, changes) =>
          ({
            ...account,
            ...changes,
          }) as RestaurantUserData,
      );
      startAccountCart('demo', account);
      const merged = {
        cart: {
          'fish-tacos': { id: 'fish-tacos', count: 1 },
          'cutlery-kit': { id: 'cutlery-kit', count: 2 },
        },
        choicesCart: [burger],
        notes: 'No pickles… Nut allergy!',
      };
      expect(getCart()).toEqual(merged);
      await vi.runAllTimersAsync();
      expect(updateUserRestaurant).toHaveBeenCalledTimes(1);
      expect(vi.mocked(updateUserRestaurant).mock.calls[0]![1]).toEqual(merged);
      expect(getCart()).toEqual(merged);
    } finally {
      vi.useRealTimers();
      replaceCart({ cart: {}, choicesCart: [], notes: '' });
    }
  });
});
