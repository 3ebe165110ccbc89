import { messages, type Product } from '@orderly/domain';
import { at, catalogue, makeSettings } from '@orderly/domain/testing/fixtures';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addChoicesItem, addSimpleItem, replaceCart } from '../../features/cart/cart-store.ts';
import { updateSession } from '../../lib/session.ts';
import CartRoute from './cart-route.tsx';

/* A Wednesday lunchtime in Vancouver: the fixture's restaurant is open. */
const NOW = new Date(at('2026-06-10T12:00'));

const fake = vi.hoisted(() => ({ products: [] as Product[], signedIn: true, toasts: [] as string[] }));

vi.mock('../../lib/notify.ts', () => ({
  notifySuccess: (text: string) => fake.toasts.push(text),
  notifyError: (text: string) => fake.toasts.push(text),
}));
vi.mock('../../lib/client.ts', () => ({ useServerNow: () => NOW, serverNow: () => NOW }));
vi.mock('../../features/auth/use-current-user.ts', () => ({ useCurrentUser: () => ({ user: null }) }));
vi.mock('../../features/restaurant/components/restaurant-provider.tsx', async () => {
  const { readyRestaurant } = await import('../../testing/restaurant.ts');
  return {
    useRestaurant: () =>
      readyRestaurant(makeSettings({ commentsEnabled: true, rewardsEnabled: false }), fake.products),
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

const lines = () =>
  screen.queryAllByTestId('cart-line').map((line) => line.textContent?.replace(/\s+/g, ' ').trim());
const checkout = () => screen.getByText('CHECKOUT');

beforeEach(() => {
  fake.products = catalogue.products;
  fake.signedIn = true;
  fake.toasts = [];
  replaceCart({ cart: {}, choicesCart: [], notes: '' });
  updateSession({ chosenOrderType: '' });
});

describe('My Cart', () => {
  it('says the cart is empty and leads back to the menu', () => {
    render(<CartRoute />);
    expect(screen.getByTestId('cart-empty').textContent).toBe(messages.emptyCartText);
    expect(screen.getByRole('link', { name: 'BROWSE MENU' }).getAttribute('href')).toBe('/menu');
  });

  it('lists each line with its choices and price, and the subtotal', () => {
    addSimpleItem('fries', 2);
    addChoicesItem('burger', 1, [
      { modifierId: 'size', id: 'large', name: 'Large', price: 200 },
      { modifierId: 'toppings', id: 'cheese', name: 'Cheese', price: 150 },
    ]);
    render(<CartRoute />);

    expect(lines()).toEqual(['2×Fries$9.98', '1×Classic Burger$16.49Large, Cheese']);
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$26.47');
    expect(checkout().closest('a')?.getAttribute('href')).toBe('/checkout');
  });

  it('says the delivery minimum while a delivery cart is below it (issue 24)', () => {
    addSimpleItem('fries', 2);
    updateSession({ chosenOrderType: 'Delivery' });
    const { unmount } = render(<CartRoute />);
    expect(screen.getByTestId('cart-delivery-minimum').textContent).toBe(
      'Your subtotal must be greater than $15.00.',
    );
    unmount();
    updateSession({ chosenOrderType: 'Pickup' });
    render(<CartRoute />);
    expect(screen.queryByTestId('cart-delivery-minimum')).toBeNull();
  });

  it('shows a free takeout accessory as Free, not $0.00 (issue 24)', () => {
    fake.products = [
      ...catalogue.products,
      { ...catalogue.products[1]!, id: 'cutlery', name: 'Cutlery Kit', price: 0 },
    ];
    addSimpleItem('cutlery', 1);
    render(<CartRoute />);
    expect(lines()).toEqual(['1×Cutlery KitFree']);
  });

  it('opens a line in the product dialog with its choices and count when it is tapped (issue 24)', () => {
    addChoicesItem('burger', 2, [{ modifierId: 'size', id: 'large', name: 'Large', price: 200 }]);
    render(<CartRoute />);
    fireEvent.click(screen.getByRole('button', { name: 'Change Classic Burger, 2×, Large' }));
    expect(window.location.pathname).toBe('/product');
    expect(window.history.state).toMatchObject({
      productId: 'burger',
      edit: { key: 'burger|size/large', count: 2, choices: [{ id: 'large' }] },
    });
    window.history.pushState(null, '', '/');
  });

  it('takes items away one at a time, the last with the line', () => {
    addSimpleItem('fries', 2);
    addSimpleItem('soda', 1);
    render(<CartRoute />);

    fireEvent.click(screen.getByRole('button', { name: 'Remove one Fries' }));
    expect(lines()).toEqual(['1×Fries$4.99', '1×Soda$2.50']);
    // One of two taken: the toast says what is true (issue 24: it said 'Fries removed!').
    expect(fake.toasts).toEqual(['One Fries removed, 1 left.']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Fries' }));
    expect(lines()).toEqual(['1×Soda$2.50']);
    expect(fake.toasts.at(-1)).toBe('Fries removed!');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Soda' }));
    expect(screen.getByTestId('cart-empty')).toBeTruthy();
  });

  it('marks a line that sold out since it was added, and holds checkout until it is removed', () => {
    addSimpleItem('fries', 3);
    addSimpleItem('soda', 1);
    const view = render(<CartRoute />);
    expect(screen.queryByTestId('cart-sold-out')).toBeNull();

    // Staff mark the fries sold out; the live menu reaches the cart.
    fake.products = catalogue.products.map((product) =>
      product.id === 'fries' ? { ...product, active: false } : product,
    );
    view.rerender(<CartRoute />);

    const fries = screen.getAllByTestId('cart-line')[0]!;
    expect(within(fries).getByTestId('cart-line-sold-out').textContent).toBe(
      `SOLD OUT ${messages.productSoldOut}`,
    );
    expect(screen.getByRole('status').textContent).toBe('Remove the sold-out items to check out.');
    expect(checkout().closest('button')?.disabled).toBe(true);

    // Its control takes the whole line away, not one of three.
    fireEvent.click(within(fries).getByRole('button', { name: 'Remove Fries' }));
    expect(lines()).toEqual(['1×Soda$2.50']);
    expect(screen.queryByTestId('cart-sold-out')).toBeNull();
    expect(checkout().closest('a')?.getAttribute('href')).toBe('/checkout');
  });

  it('asks a signed-out customer to log in before checking out', () => {
    fake.signedIn = false;
    addSimpleItem('fries', 1);
    render(<CartRoute />);
    expect(screen.queryByText('CHECKOUT')).toBeNull();
    expect(screen.getByRole('link', { name: 'LOGIN' }).getAttribute('href')).toBe('/auth/cart');
  });

  it('keeps the special requests and counts their characters', () => {
    addSimpleItem('fries', 1);
    render(<CartRoute />);
    const notes = screen.getByLabelText('Special Requests');
    fireEvent.change(notes, { target: { value: 'No cilantro' } });
    expect((notes as HTMLTextAreaElement).value).toBe('No cilantro');
    expect(screen.getByText('11/128')).toBeTruthy();

    // The cart store keeps them: a new screen shows them again.
    render(<CartRoute />);
    expect((screen.getAllByLabelText('Special Requests')[1] as HTMLTextAreaElement).value).toBe(
      'No cilantro',
    );
  });
});
