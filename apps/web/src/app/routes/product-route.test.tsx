import { messages } from '@orderly/domain';
import { at, catalogue, makeSettings } from '@orderly/domain/testing/fixtures';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addChoicesItem, getCart, lineKey, replaceCart, useCart } from '../../features/cart/cart-store.ts';
import { updateSession } from '../../lib/session.ts';
import ProductModalRoute from './product-modal-route.tsx';
import ProductRoute from './product-route.tsx';

/* A Wednesday lunchtime in Vancouver: the fixture's restaurant is open. */
const NOW = new Date(at('2026-06-10T12:00'));
const fake = vi.hoisted(() => ({ dineInOrderingEnabled: true, state: { productId: 'fries' } as unknown }));

vi.mock('../../lib/client.ts', () => ({ useServerNow: () => NOW, serverNow: () => NOW }));
vi.mock('../../lib/location.tsx', () => ({
  useAppLocation: () => ({ path: '/product', state: fake.state, idx: 1 }),
}));
vi.mock('../../features/restaurant/components/restaurant-provider.tsx', () => ({
  useRestaurant: () => ({
    status: 'ready',
    settings: makeSettings({ dineInOrderingEnabled: fake.dineInOrderingEnabled }),
    menu: { categories: [], tables: [], products: catalogue.products, modifiers: catalogue.modifiers },
    locations: [],
    restaurant: {},
  }),
}));

function CartCount() {
  const { cart } = useCart();
  return <output data-testid="cart-count">{Object.keys(cart).length}</output>;
}

beforeEach(() => {
  fake.dineInOrderingEnabled = true;
  fake.state = { productId: 'fries' };
  updateSession({ restaurantId: 'r1', locationId: 'l1', tableId: 't1', kiosk: false });
  replaceCart({ cart: {}, choicesCart: [], notes: '' });
});

describe('a product at a table (issue 24)', () => {
  it.each([
    ['page', ProductRoute],
    ['dialog', ProductModalRoute],
  ])('with dine-in ordering off, the %s says so in place of ADD TO CART', (_, Route) => {
    fake.dineInOrderingEnabled = false;
    render(
      <>
        <Route />
        <CartCount />
      </>,
    );
    expect(screen.getAllByText('Fries').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
    expect(screen.getByTestId('product-blocked').textContent).toBe(messages.dineInOrderingDisabled);
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
  });

  it('with dine-in ordering on (the default), the table adds as before', () => {
    render(<ProductModalRoute />);
    expect(screen.getByTestId('add-to-cart')).toBeTruthy();
    expect(screen.queryByTestId('product-blocked')).toBeNull();
  });

  it('pickup is not affected by the dine-in switch', () => {
    fake.dineInOrderingEnabled = false;
    updateSession({ tableId: null });
    render(<ProductModalRoute />);
    expect(screen.getByTestId('add-to-cart')).toBeTruthy();
  });
});

describe('a cart line opened to change it (issue 24)', () => {
  const large = { modifierId: 'size', id: 'large', name: 'Large', price: 200 };
  const small = { modifierId: 'size', id: 'small', name: 'Small', price: 0 };
  const cheese = { modifierId: 'toppings', id: 'cheese', name: 'Cheese', price: 150 };

  it("starts from the line's choices and count, and saving replaces the line", () => {
    updateSession({ tableId: null });
    addChoicesItem('burger', 2, [large, cheese]);
    addChoicesItem('soda', 1, [small]);
    fake.state = {
      productId: 'burger',
      edit: { key: lineKey({ id: 'burger', choices: [large, cheese] }), count: 2, choices: [large, cheese] },
    };
    render(<ProductModalRoute />);
    const dialog = screen.getByTestId('product-modal');
    expect((within(dialog).getByRole('radio', { name: /Large/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: /Cheese/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByLabelText('Quantity').textContent).toBe('2');
    expect(within(dialog).getByTestId('add-to-cart').textContent).toContain('UPDATE CART');

    fireEvent.click(within(dialog).getByRole('radio', { name: /Small/ }));
    fireEvent.click(within(dialog).getByTestId('add-to-cart'));
    expect(getCart().choicesCart).toEqual([
      { id: 'burger', count: 2, choices: [small, cheese], choicesPrice: 150 },
      { id: 'soda', count: 1, choices: [small], choicesPrice: 0 },
    ]);
  });
});
