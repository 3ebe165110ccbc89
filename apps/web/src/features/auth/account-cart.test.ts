import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSimpleItem } from '../cart/cart-store.ts';
import { startAccountCart, stopAccountCart } from './account-cart.ts';
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
