import type { Category } from '@orderly/domain';
import { catalogue } from '@orderly/domain/testing/fixtures';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/client.tsx';
import { NOON } from '../../testing/staff-orders.ts';
import { MenuScreen } from './menu-screen.tsx';

const live = vi.hoisted(() => ({ topic: '', data: undefined as unknown }));

vi.mock('../../app/workspace-context.ts', () => ({
  useWorkspace: () => ({ restaurantId: 'demo', locationId: 'downtown' }),
}));
vi.mock('../../lib/client.tsx', () => ({
  call: vi.fn(),
  serverNow: () => NOON,
  useLive: (topic: string) => {
    live.topic = topic;
    return { data: live.data, answered: live.data !== undefined, error: null, synced: true };
  },
}));

const category = (id: string, name: string, productOrder: string[]): Category => ({
  id,
  name,
  productOrder,
  orderType: 'all',
  takeoutAccessory: false,
});

/* Mains (burger, sold-out pie) and Drinks (soda, beer); the fries are in no category. */
const menu = {
  categories: [
    category('mains', 'Mains', ['burger', 'sold-out']),
    category('drinks', 'Drinks', ['soda', 'beer']),
  ],
  ...catalogue,
  serverTime: NOON.toISOString(),
};

function showMenu() {
  return render(
    <>
      <MenuScreen />
      <Toaster />
    </>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const productsIn = (region: HTMLElement) =>
  within(region)
    .getAllByTestId('menu-item')
    .map((item) => item.querySelector('.menu-item__name')?.textContent);
const shownProducts = () =>
  screen.queryAllByTestId('menu-item').map((item) => item.querySelector('.menu-item__name')?.textContent);

beforeEach(() => {
  live.data = menu;
  toast.dismiss();
  vi.mocked(call).mockReset();
  vi.mocked(call).mockResolvedValue({});
});

describe('sold out and back', () => {
  it("waits for the location's live menu", () => {
    live.data = undefined;
    showMenu();
    expect(screen.getByText('Loading the menu…')).toBeTruthy();
    expect(live.topic).toBe('menu:demo:downtown');
  });

  it("lists every product by the menu's categories, the others last", () => {
    showMenu();
    expect(productsIn(section('Mains'))).toEqual(['Classic Burger', 'Old Pie']);
    expect(productsIn(section('Drinks'))).toEqual(['Soda', 'Craft Beer']);
    expect(productsIn(section('Other products'))).toEqual(['Fries']);
    expect(screen.getByRole('switch', { name: 'Old Pie available' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(screen.getByRole('switch', { name: 'Soda available' }).getAttribute('aria-checked')).toBe('true');
  });

  it('marks a product sold out for this location, and says so', async () => {
    showMenu();
    fireEvent.click(screen.getByRole('switch', { name: 'Fries available' }));

    expect(await screen.findByText('Fries is sold out')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('setAvailability', {
      body: { restaurantId: 'demo', locationId: 'downtown', productId: 'fries', active: false },
    });
  });

  it('brings a sold-out product back', async () => {
    showMenu();
    fireEvent.click(screen.getByRole('switch', { name: 'Old Pie available' }));
    expect(await screen.findByText('Old Pie is available')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('setAvailability', {
      body: { restaurantId: 'demo', locationId: 'downtown', productId: 'sold-out', active: true },
    });
  });

  it("marks one choice of a product's options sold out, and flags the options that have one", async () => {
    showMenu();
    const burger = within(section('Mains')).getAllByTestId('menu-item')[0]!;
    expect(within(burger).getByText('some sold out')).toBeTruthy();
    expect(
      within(burger).getByRole('switch', { name: 'Toppings: Egg available' }).getAttribute('aria-checked'),
    ).toBe('false');
    fireEvent.click(within(burger).getByRole('switch', { name: 'Size: Large available' }));

    expect(await screen.findByText('Large is sold out')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('setAvailability', {
      body: {
        restaurantId: 'demo',
        locationId: 'downtown',
        modifierId: 'size',
        choiceId: 'large',
        active: false,
      },
    });
  });

  it("shows the server's refusal", async () => {
    vi.mocked(call).mockRejectedValue(new Error('Only staff of this restaurant can do that.'));
    showMenu();
    fireEvent.click(screen.getByRole('switch', { name: 'Soda available' }));
    expect(await screen.findByText('Only staff of this restaurant can do that.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Soda available' })).toHaveProperty('disabled', false),
    );
  });

  it('finds products by name, and can show only the sold-out ones', () => {
    showMenu();
    fireEvent.change(screen.getByLabelText('Find a product'), { target: { value: 'BEER' } });
    expect(shownProducts()).toEqual(['Craft Beer']);

    fireEvent.change(screen.getByLabelText('Find a product'), { target: { value: '' } });
    const soldOutOnly = screen.getByRole('button', { name: 'Show sold out only (1)' });
    fireEvent.click(soldOutOnly);
    expect(soldOutOnly.getAttribute('aria-pressed')).toBe('true');
    expect(soldOutOnly.textContent).toBe('Showing sold out (1)');
    expect(shownProducts()).toEqual(['Old Pie']);
  });
});
