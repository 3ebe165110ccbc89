import type { PickedChoice } from '@orderly/domain';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FloatingCart } from '../../app/routes/floating-cart.tsx';
import {
  addChoicesItem,
  addSimpleItem,
  type CartState,
  clearCart,
  getCart,
  lineKey,
  replaceCart,
  replaceLine,
  setCartSaver,
  setCartScope,
  setChoicesCount,
  setNotes,
  setSimpleCount,
} from './cart-store.ts';

vi.mock('../../app/use-cart-target.ts', () => ({ useCartTarget: () => ({ to: '/cart' }) }));
const fake = vi.hoisted(() => ({ account: { status: 'signed-out', restaurantData: null } as unknown }));
vi.mock('../auth/use-current-user.ts', () => ({ useCurrentUser: () => fake.account }));

const EMPTY: CartState = { cart: {}, choicesCart: [], notes: '' };
const verde: PickedChoice = { modifierId: 'sauce', id: 'verde', name: 'Salsa verde', price: 0 };
const avocado: PickedChoice = { modifierId: 'toppings', id: 'avocado', name: 'Avocado', price: 150 };
const cheese: PickedChoice = { modifierId: 'toppings', id: 'cheese', name: 'Cheese', price: 100 };

/** The floating "View cart" button the menu shows; null while it is hidden. */
const cartButton = () => screen.queryByTestId('cart-button');

beforeEach(() => {
  fake.account = { status: 'signed-out', restaurantData: null };
  setCartSaver(null);
  setCartScope(null);
  replaceCart(EMPTY);
});

describe('the cart button on the menu', () => {
  it('is hidden while the cart is empty and counts every item added', () => {
    render(<FloatingCart />);
    expect(cartButton()).toBeNull();

    act(() => addSimpleItem('fries', 2));
    expect(cartButton()?.textContent).toContain('View cart');
    expect(cartButton()?.textContent).toContain(', 2 items');
    expect(cartButton()?.getAttribute('href')).toBe('/cart');

    act(() => addChoicesItem('tacos', 1, [verde, avocado]));
    expect(cartButton()?.textContent).toContain(', 3 items');

    act(() => clearCart());
    expect(cartButton()).toBeNull();
  });

  it('counts redeemed rewards with the items (SPEC.md section 9)', () => {
    fake.account = {
      status: 'signed-in',
      restaurantData: { promos: { cheesecake: { id: 'cheesecake', count: 1 } } },
    };
    render(<FloatingCart />);
    act(() => addSimpleItem('fries', 2));
    expect(cartButton()?.textContent).toContain(', 3 items');
  });

  it('says "1 item" for one', () => {
    render(<FloatingCart />);
    act(() => addSimpleItem('soda', 1));
    expect(cartButton()?.textContent).toContain(', 1 item');
    expect(cartButton()?.textContent).not.toContain('items');
  });
});

describe('cart lines', () => {
  it('adds the same product with the same choices, picked in any order, to one line', () => {
    addChoicesItem('tacos', 1, [verde, avocado]);
    addChoicesItem('tacos', 2, [avocado, verde]);
    addChoicesItem('tacos', 1, [verde, cheese]);

    const lines = getCart().choicesCart;
    expect(lines.map((line) => [line.count, line.choices.map((choice) => choice.id)])).toEqual([
      [3, ['verde', 'avocado']],
      [1, ['verde', 'cheese']],
    ]);
    expect(lines[0]?.choicesPrice).toBe(150);
  });

  it('adds to the count of a product already in the cart, and removes a line at zero', () => {
    addSimpleItem('fries', 1);
    addSimpleItem('fries', 2);
    expect(getCart().cart).toEqual({ fries: { id: 'fries', count: 3 } });

    setSimpleCount('fries', 0);
    expect(getCart().cart).toEqual({});

    addChoicesItem('tacos', 2, [verde]);
    const key = lineKey({ id: 'tacos', choices: [verde] });
    setChoicesCount(key, 1);
    expect(getCart().choicesCart[0]?.count).toBe(1);
    setChoicesCount(key, 0);
    expect(getCart().choicesCart).toEqual([]);
  });
});

describe('a guest’s cart', () => {
  it('keeps its items with choices across a reload, per location', () => {
    setCartScope('demo:downtown');
    addChoicesItem('tacos', 2, [verde, avocado]);
    setNotes('No cilantro');

    // Another location has its own cart.
    setCartScope('demo:kitsilano');
    expect(getCart()).toEqual(EMPTY);
    addChoicesItem('bowl', 1, [cheese]);

    // Back at the first (or after a reload): its items with choices are there again.
    setCartScope(null);
    setCartScope('demo:downtown');
    expect(getCart().choicesCart.map((line) => [line.id, line.count])).toEqual([['tacos', 2]]);
    setCartScope('demo:kitsilano');
    expect(getCart().choicesCart.map((line) => [line.id, line.count])).toEqual([['bowl', 1]]);
  });

  it('ignores a stored cart it cannot read', () => {
    window.localStorage.setItem('orderly.choicesCart.demo:downtown', JSON.stringify([{ id: 7 }, 'junk']));
    setCartScope('demo:downtown');
    expect(getCart()).toEqual(EMPTY);
  });
});

describe('a signed-in customer’s cart (kept on the server)', () => {
  it('hands every change to the saver, but not the server’s own cart', () => {
    const save = vi.fn();
    setCartSaver(save);
    addSimpleItem('fries', 1);
    setNotes('Extra napkins');
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({
      cart: { fries: { id: 'fries', count: 1 } },
      choicesCart: [],
      notes: 'Extra napkins',
    });

    replaceCart({ cart: { soda: { id: 'soda', count: 2 } }, choicesCart: [], notes: '' });
    expect(save).toHaveBeenCalledTimes(2);
    expect(getCart().cart).toEqual({ soda: { id: 'soda', count: 2 } });
  });

  it('stays the same cart when the customer changes location', () => {
    setCartSaver(vi.fn());
    setCartScope('demo:downtown');
    addSimpleItem('fries', 1);
    setCartScope('demo:kitsilano');
    expect(getCart().cart).toEqual({ fries: { id: 'fries', count: 1 } });
  });
});

describe('a line changed in the product dialog (issue 24)', () => {
  beforeEach(() => replaceCart(EMPTY));

  it('takes the new choices and count in its place', () => {
    addChoicesItem('tacos', 2, [verde, avocado]);
    addChoicesItem('burger', 1, [cheese]);
    replaceLine(lineKey({ id: 'tacos', choices: [verde, avocado] }), 'tacos', 3, [verde]);
    expect(getCart().choicesCart).toEqual([
      { id: 'tacos', count: 3, choices: [verde], choicesPrice: 0 },
      { id: 'burger', count: 1, choices: [cheese], choicesPrice: 100 },
    ]);
  });

  it('joins another line that already has those choices', () => {
    addChoicesItem('tacos', 2, [verde, avocado]);
    addChoicesItem('tacos', 1, [verde]);
    replaceLine(lineKey({ id: 'tacos', choices: [verde, avocado] }), 'tacos', 2, [verde]);
    expect(getCart().choicesCart).toEqual([{ id: 'tacos', count: 3, choices: [verde], choicesPrice: 0 }]);
  });

  it('moves between the simple cart and the choices cart', () => {
    addSimpleItem('fries', 2);
    replaceLine('simple:fries', 'fries', 2, [cheese]);
    expect(getCart().cart).toEqual({});
    expect(getCart().choicesCart).toEqual([{ id: 'fries', count: 2, choices: [cheese], choicesPrice: 100 }]);
    replaceLine(lineKey({ id: 'fries', choices: [cheese] }), 'fries', 1, []);
    expect(getCart()).toEqual({ ...EMPTY, cart: { fries: { id: 'fries', count: 1 } } });
  });

  it('sets a simple line to the new count rather than adding to it', () => {
    addSimpleItem('fries', 2);
    replaceLine('simple:fries', 'fries', 5, []);
    expect(getCart().cart).toEqual({ fries: { id: 'fries', count: 5 } });
  });
});
