import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceCart } from './cart-store.ts';
import { useCartItemCount } from './use-cart-item-count.ts';

const fake = vi.hoisted(() => ({ account: {} as unknown }));
vi.mock('../auth/use-current-user.ts', () => ({ useCurrentUser: () => fake.account }));

beforeEach(() => {
  replaceCart({
    cart: { fries: { id: 'fries', count: 2 } },
    choicesCart: [{ id: 'tacos', count: 1, choicesPrice: 0, choices: [] }],
    notes: '',
  });
});

describe('the cart count', () => {
  it('counts items, choice items and redeemed rewards (SPEC.md section 9)', () => {
    fake.account = {
      status: 'signed-in',
      restaurantData: {
        promos: { cheesecake: { id: 'cheesecake', count: 1 }, off: { id: 'off', count: 2 } },
      },
    };
    expect(renderHook(() => useCartItemCount()).result.current).toBe(6);
  });

  it('counts items and choice items for a signed-out diner, who has no rewards', () => {
    fake.account = { status: 'signed-out', restaurantData: null };
    expect(renderHook(() => useCartItemCount()).result.current).toBe(3);
  });
});
