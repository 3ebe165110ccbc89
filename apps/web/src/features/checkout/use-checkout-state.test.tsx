import { messages, type UserProfile, visitMessages } from '@orderly/domain';
import { at, makeSettings } from '@orderly/domain/testing/fixtures';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOrdering } from '../../app/use-ordering.ts';
import { getSession, updateSession } from '../../lib/session.ts';
import { visa } from '../../testing/cards.ts';
import type { CurrentUser } from '../auth/use-current-user.ts';
import { getCart, replaceCart } from '../cart/cart-store.ts';
import { noteCardSaved } from '../payment-card/card-saves.ts';
import { keepVisitToken, readVisitToken } from '../table-tab/visit-token.ts';
import { CheckoutScreen } from './checkout-screen.tsx';
import { getCheckoutChoices, updateCheckoutChoices } from './checkout-store.ts';
import { CheckoutError, submitOrder } from './submit-order.ts';
import { useCheckoutState } from './use-checkout-state.ts';

/* A Wednesday lunchtime in Vancouver: the fixture's restaurant is open. */
const NOW = new Date(at('2026-06-10T12:00'));

const fake = vi.hoisted(() => ({
  settings: {} as unknown,
  account: {} as unknown,
}));

vi.mock('../../lib/client.ts', () => ({
  ApiError: class ApiError extends Error {},
  serverNow: () => NOW,
  useServerNow: () => NOW,
}));
vi.mock('../restaurant/components/restaurant-provider.tsx', async () => {
  const { readyRestaurant } = await import('../../testing/restaurant.ts');
  return { useRestaurant: () => readyRestaurant(fake.settings) };
});
vi.mock('../auth/use-current-user.ts', () => ({ useCurrentUser: () => fake.account }));
vi.mock('../auth/api/update-user-restaurant.ts', () => ({
  updateUserRestaurant: vi.fn(() => Promise.resolve({})),
}));
vi.mock('./api/rewards.ts', () => ({ useRestaurantRewards: () => [] }));
vi.mock('../../lib/use-open-editor.ts', () => ({ useOpenEditor: () => vi.fn() }));
vi.mock('./submit-order.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./submit-order.ts')>()),
  submitOrder: vi.fn(),
  submitGuestOrder: vi.fn(),
  bookCourier: vi.fn(),
}));

const settings = makeSettings({ paymentMethodType: 'both', deliveryEnabled: true, courierEnabled: false });
const scope = `${settings.restaurantId}:${settings.locationId}`;

function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    name: 'Ada Diner',
    phoneNumber: '6045551234',
    email: 'ada@example.com',
    address: '',
    aptNumber: '',
    deliveryInstructions: '',
    latLng: null,
    payment: null,
    ...overrides,
  } as UserProfile;
}

function signIn(user: UserProfile, last: { orderType: string; paymentMethod: string }) {
  const account: Partial<CurrentUser> = {
    status: 'signed-in',
    user,
    restaurantData: { ...last, promos: {}, promoCode: null } as unknown as CurrentUser['restaurantData'],
    isFirstOrder: false,
    refresh: vi.fn(() => Promise.resolve()),
  };
  fake.account = account;
  return account;
}

function renderCheckout() {
  const openEditor = vi.fn();
  const view = renderHook(() => useCheckoutState({ guest: false, ordering: useOrdering(), openEditor }));
  return { ...view, openEditor };
}

beforeEach(() => {
  fake.settings = settings;
  updateSession({ restaurantId: settings.restaurantId, locationId: settings.locationId, tableId: null });
  updateSession({ chosenOrderType: '' });
  updateCheckoutChoices(scope, {
    orderTime: 'ASAP',
    tip: null,
    customTip: null,
    paymentMethod: '',
    promo: null,
    courierDetails: null,
  });
  replaceCart({ cart: { fries: { id: 'fries', count: 4 } }, choicesCart: [], notes: 'No salt' });
  vi.mocked(submitOrder).mockReset();
});

describe('a returning customer', () => {
  it('with a saved card and an address starts from their last order: Delivery, paid online', async () => {
    signIn(profile({ address: '1 Main St', payment: { customerId: 'cus_1', card: visa } }), {
      orderType: 'Delivery',
      paymentMethod: 'online',
    });
    const { result } = renderCheckout();
    await waitFor(() => expect(result.current.ordering.orderType).toBe('Delivery'));
    expect(getSession().chosenOrderType).toBe('Delivery');
    expect(result.current.payment).toEqual({ chosen: 'online', method: 'online', picks: true, onTab: false });
    expect(result.current.buttonLabel).toBe('PLACE ORDER');
  });

  it('without a card or an address is not started on online payment or Delivery', async () => {
    signIn(profile(), { orderType: 'Delivery', paymentMethod: 'online' });
    const { result } = renderCheckout();
    await act(async () => undefined);
    expect(result.current.ordering.orderType).toBe('');
    expect(result.current.payment.method).toBe('');
  });

  it('keeps what was already chosen on this device', async () => {
    updateSession({ chosenOrderType: 'Pickup' });
    updateCheckoutChoices(scope, { paymentMethod: 'offline' });
    signIn(profile({ address: '1 Main St', payment: { customerId: 'cus_1', card: visa } }), {
      orderType: 'Delivery',
      paymentMethod: 'online',
    });
    const { result } = renderCheckout();
    await act(async () => undefined);
    expect(result.current.ordering.orderType).toBe('Pickup');
    expect(result.current.payment.method).toBe('offline');
  });
});

describe('placing an order', () => {
  it('keeps the summary as sent while the server empties the cart, then opens the order complete screen', async () => {
    updateSession({ chosenOrderType: 'Pickup' });
    updateCheckoutChoices(scope, { paymentMethod: 'offline' });
    const account = signIn(profile(), { orderType: 'Pickup', paymentMethod: 'offline' });
    let answer: (value: Awaited<ReturnType<typeof submitOrder>>) => void = () => undefined;
    vi.mocked(submitOrder).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderCheckout();
    const before = result.current.pricing.total;
    expect(before).toBeGreaterThan(0);

    let placed: Promise<void> = Promise.resolve();
    act(() => {
      placed = result.current.place();
    });
    // The tap's own frame changes only the button; the choices freeze once it is painted (as the
    // request goes out, well before the server can answer or empty the cart).
    await waitFor(() => expect(result.current.stage).toBe('placing'));
    expect(result.current.buttonLabel).toBe('PLACING ORDER...');
    await waitFor(() => expect(result.current.frozen).toBe(true));
    // The server cleared the saved cart; the live update empties the cart store.
    act(() => replaceCart({ cart: {}, choicesCart: [], notes: '' }));

    expect(result.current.frozen).toBe(true);
    expect(result.current.cartIsEmpty).toBe(false);
    expect(result.current.order).toEqual({
      cart: { fries: { id: 'fries', count: 4 } },
      choicesCart: [],
      notes: 'No salt',
    });
    expect(result.current.pricing.total).toBe(before);
    expect(result.current.buttonLabel).toBe('PLACING ORDER...');
    // The order is sent once the frozen screen has been painted.
    await waitFor(() => expect(submitOrder).toHaveBeenCalledTimes(1));
    expect(vi.mocked(submitOrder).mock.calls[0]![0]).toMatchObject({
      cart: { cart: { fries: { id: 'fries', count: 4 } }, choicesCart: [], notes: 'No salt' },
      orderType: 'Pickup',
      paymentMethod: 'offline',
    });

    await act(async () => {
      answer({
        orderId: 'o1',
        orderNumber: 7,
        completedAt: NOW.toISOString(),
        total: before,
        pointsEarned: 0,
        tableNumber: null,
      } as unknown as Awaited<ReturnType<typeof submitOrder>>);
      await placed;
    });
    expect(window.location.pathname).toBe('/order_complete');
    expect(getCart().cart).toEqual({});
    expect(account.refresh).toHaveBeenCalled();
  });

  it('shows what stops the order, and a new choice clears it', async () => {
    updateSession({ chosenOrderType: 'Pickup' });
    signIn(profile(), { orderType: 'Pickup', paymentMethod: '' });
    const { result } = renderCheckout();
    await act(() => result.current.place());
    expect(result.current.error).toBe(messages.choosePaymentMethod);
    expect(submitOrder).not.toHaveBeenCalled();

    act(() => result.current.choosePayment('offline'));
    expect(result.current.error).toBeNull();
    expect(getCheckoutChoices(scope).paymentMethod).toBe('offline');
  });

  it("clears a card's error when the card is replaced", async () => {
    updateSession({ chosenOrderType: 'Pickup' });
    updateCheckoutChoices(scope, { paymentMethod: 'online' });
    signIn(profile({ payment: { customerId: 'cus_1', card: visa } }), {
      orderType: 'Pickup',
      paymentMethod: 'online',
    });
    vi.mocked(submitOrder).mockRejectedValue(new CheckoutError('Your card was declined.', false));
    const { result, rerender } = renderCheckout();
    await act(() => result.current.place());
    expect(result.current.error).toBe('Your card was declined.');
    expect(result.current.frozen).toBe(false);

    signIn(profile({ payment: { customerId: 'cus_1', card: { ...visa, last4: '0005' } } }), {
      orderType: 'Pickup',
      paymentMethod: 'online',
    });
    rerender();
    await waitFor(() => expect(result.current.error).toBeNull());
  });
});

describe('retrying safely', () => {
  const created = {
    orderId: 'o2',
    orderNumber: 8,
    completedAt: NOW.toISOString(),
    total: 2000,
    pointsEarned: 0,
    tableNumber: null,
  } as unknown as Awaited<ReturnType<typeof submitOrder>>;

  function readyToPlace() {
    updateSession({ chosenOrderType: 'Pickup' });
    updateCheckoutChoices(scope, { paymentMethod: 'offline' });
    signIn(profile(), { orderType: 'Pickup', paymentMethod: 'offline' });
  }
  const keyOf = (call: number) => vi.mocked(submitOrder).mock.calls[call]![0].idempotencyKey;

  it('sends the same order again under the same key after the connection was lost', async () => {
    readyToPlace();
    vi.mocked(submitOrder)
      .mockRejectedValueOnce(new CheckoutError(messages.orderConnectionLost, true))
      .mockResolvedValueOnce(created);
    const { result } = renderCheckout();

    await act(() => result.current.place());
    expect(result.current.error).toBe(messages.orderConnectionLost);
    expect(result.current.frozen).toBe(false);
    expect(result.current.buttonLabel).toBe('PLACE ORDER');

    await act(() => result.current.place());
    expect(keyOf(1)).toBe(keyOf(0));
    expect(window.location.pathname).toBe('/order_complete');
  });

  it('uses a new key once the server answered, and for a changed order', async () => {
    readyToPlace();
    vi.mocked(submitOrder).mockRejectedValue(new CheckoutError('Sorry, the restaurant is closed.'));
    const { result } = renderCheckout();

    await act(() => result.current.place());
    expect(result.current.error).toBe('Sorry, the restaurant is closed.');
    await act(() => result.current.place());
    expect(keyOf(1)).not.toBe(keyOf(0));

    vi.mocked(submitOrder).mockRejectedValueOnce(new CheckoutError(messages.orderConnectionLost, true));
    await act(() => result.current.place());
    act(() => replaceCart({ cart: { fries: { id: 'fries', count: 5 } }, choicesCart: [], notes: 'No salt' }));
    await act(() => result.current.place());
    expect(keyOf(3)).not.toBe(keyOf(2));
  });
});

describe('what PLACE ORDER asks for first', () => {
  it('contact details when the account has no phone number', async () => {
    updateSession({ chosenOrderType: 'Pickup' });
    updateCheckoutChoices(scope, { paymentMethod: 'offline' });
    signIn(profile({ phoneNumber: '' }), { orderType: 'Pickup', paymentMethod: 'offline' });
    const { result, openEditor } = renderCheckout();
    expect(result.current.buttonLabel).toBe('ADD CONTACT INFO');

    await act(() => result.current.place());
    expect(openEditor).toHaveBeenCalledWith('/user_details/checkout');
    expect(submitOrder).not.toHaveBeenCalled();
  });

  it('a card when paying online without one', async () => {
    updateSession({ chosenOrderType: 'Pickup' });
    signIn(profile(), { orderType: 'Pickup', paymentMethod: '' });
    const { result, openEditor } = renderCheckout();

    act(() => result.current.choosePayment('online'));
    expect(openEditor).toHaveBeenCalledWith('/credit_card/checkout');
    expect(result.current.buttonLabel).toBe('ADD PAYMENT');
    await act(() => result.current.place());
    expect(openEditor).toHaveBeenCalledTimes(2);
    expect(submitOrder).not.toHaveBeenCalled();
  });

  it('an address when Delivery is chosen without one', () => {
    updateSession({ chosenOrderType: 'Pickup' });
    signIn(profile(), { orderType: 'Pickup', paymentMethod: 'offline' });
    const { result, openEditor } = renderCheckout();

    act(() => result.current.chooseOrderType('Delivery'));
    expect(openEditor).toHaveBeenCalledWith('/delivery_details/checkout');
    expect(getSession().chosenOrderType).toBe('Delivery');
  });
});

describe('back from the card editor that Pay Online opened', () => {
  /** The editor closes: the browser is back at the checkout. */
  const backAtCheckout = () => {
    window.history.pushState(null, '', '/checkout');
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  afterEach(() => window.history.pushState(null, '', '/'));

  it('left without a card, the payment method goes back to empty (SPEC.md section 4)', async () => {
    updateSession({ chosenOrderType: 'Pickup' });
    signIn(profile(), { orderType: 'Pickup', paymentMethod: '' });
    const { result, openEditor } = renderCheckout();

    act(() => result.current.choosePayment('online'));
    expect(openEditor).toHaveBeenCalledWith('/credit_card/checkout');
    expect(result.current.payment.chosen).toBe('online');

    act(backAtCheckout);
    await waitFor(() => expect(result.current.payment.chosen).toBe(''));
    expect(getCheckoutChoices(scope).paymentMethod).toBe('');
  });

  it('with a card saved there, Pay Online stays chosen even before the account shows the card', async () => {
    updateSession({ chosenOrderType: 'Pickup' });
    // The account is read again only after the checkout is back (the editor does not wait for it).
    signIn(profile(), { orderType: 'Pickup', paymentMethod: '' });
    const { result } = renderCheckout();

    act(() => result.current.choosePayment('online'));
    noteCardSaved();
    act(backAtCheckout);
    await act(async () => undefined);
    expect(result.current.payment.chosen).toBe('online');
    expect(getCheckoutChoices(scope).paymentMethod).toBe('online');
  });

  it('choosing Pay Online again later starts a new expectation', async () => {
    updateSession({ chosenOrderType: 'Pickup' });
    signIn(profile(), { orderType: 'Pickup', paymentMethod: '' });
    const { result } = renderCheckout();
    act(() => result.current.choosePayment('online'));
    noteCardSaved();
    act(backAtCheckout);
    act(() => result.current.choosePayment('online'));
    act(backAtCheckout);
    await waitFor(() => expect(result.current.payment.chosen).toBe(''));
  });
});

/** The checkout as the app shows it to a signed-in customer. */
function Checkout() {
  return <CheckoutScreen guest={false} ordering={useOrdering()} />;
}

describe('the checkout screen', () => {
  const amount = (key: string) => screen.getByTestId(key).querySelector('dd')?.textContent ?? '';
  const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);

  function payingOnline() {
    updateSession({ chosenOrderType: 'Pickup' });
    updateCheckoutChoices(scope, { paymentMethod: 'online' });
    signIn(profile({ payment: { customerId: 'cus_1', card: visa } }), {
      orderType: 'Pickup',
      paymentMethod: 'online',
    });
  }

  it('adds the tip chosen to the total', () => {
    payingOnline();
    render(<Checkout />);
    expect(screen.getByTestId('saved-card').textContent).toBe('Visa •••• 4242');
    const before = cents(amount('total'));
    const tipBefore = cents(amount('tip'));
    const tips = screen.getByRole('group', { name: 'Tip' });
    const twenty = within(tips).getByRole('radio', { name: /^20% · / });
    const twentyAmount = twenty.getAttribute('aria-label')!.split(' · ')[1]!;

    fireEvent.click(twenty);
    expect((twenty as HTMLInputElement).checked).toBe(true);
    expect(amount('tip')).toBe(twentyAmount);
    expect(cents(amount('total'))).toBe(before - tipBefore + cents(twentyAmount));

    fireEvent.click(within(tips).getByRole('radio', { name: 'None' }));
    expect(amount('tip')).toBe('$0.00');
    expect(cents(amount('total'))).toBe(before - tipBefore);
  });

  it('takes a custom tip as an amount, and says when it is not one', () => {
    payingOnline();
    render(<Checkout />);
    const custom = screen.getByLabelText('Custom tip ($)');

    fireEvent.change(custom, { target: { value: 'lots' } });
    expect(within(screen.getByRole('group', { name: 'Tip' })).getByRole('alert').textContent).toBe(
      messages.tipNotAmount,
    );

    fireEvent.change(custom, { target: { value: '4.50' } });
    expect(amount('tip')).toBe('$4.50');
    const tips = within(screen.getByRole('group', { name: 'Tip' }));
    expect(tips.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('asks no tip when paying in person', () => {
    updateSession({ chosenOrderType: 'Pickup' });
    updateCheckoutChoices(scope, { paymentMethod: 'offline' });
    signIn(profile(), { orderType: 'Pickup', paymentMethod: 'offline' });
    render(<Checkout />);
    expect(screen.queryByRole('group', { name: 'Tip' })).toBeNull();
    expect(screen.getByText('Pay at the restaurant.')).toBeTruthy();
  });

  it('shows what stops the order under PLACE ORDER', async () => {
    updateSession({ chosenOrderType: 'Pickup' });
    signIn(profile(), { orderType: 'Pickup', paymentMethod: '' });
    render(<Checkout />);
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-error').textContent).toBe(messages.choosePaymentMethod),
    );
  });

  it('keeps scrolled-to controls clear of the fixed PLACE ORDER bar while the checkout shows it, and only then', () => {
    updateSession({ chosenOrderType: 'Pickup' });
    signIn(profile(), { orderType: 'Pickup', paymentMethod: 'offline' });
    const before = document.documentElement.classList.length;
    const { unmount } = render(<Checkout />);
    expect(screen.getByTestId('place-order')).toBeTruthy();
    expect(document.documentElement.classList.length).toBe(before + 1);
    unmount();
    expect(document.documentElement.classList.length).toBe(before);
  });

  it('shows the apartment once with its word, however the diner typed it (issue 24)', () => {
    updateSession({ chosenOrderType: 'Delivery' });
    updateCheckoutChoices(scope, { paymentMethod: 'offline' });
    signIn(
      profile({ address: '1160 Hamilton St', aptNumber: 'Unit 1207', latLng: { lat: 49.27, lng: -123.12 } }),
      {
        orderType: 'Delivery',
        paymentMethod: 'offline',
      },
    );
    render(<Checkout />);
    expect(screen.getByText('1160 Hamilton St, Unit 1207')).toBeTruthy();
  });

  it('says the cart is empty once there is nothing to order', () => {
    payingOnline();
    replaceCart({ cart: {}, choicesCart: [], notes: '' });
    render(<Checkout />);
    expect(screen.getByText(messages.emptyCartText)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BROWSE MENU' }).getAttribute('href')).toBe('/menu');
  });
});

describe('a round of the table’s tab (decision 0094)', () => {
  const TOKEN = 'c'.repeat(43);
  beforeEach(() => {
    window.sessionStorage.clear();
    updateSession({ tableId: 't1', kiosk: false, kioskId: null });
    keepVisitToken(settings.restaurantId, 't1', TOKEN);
    updateCheckoutChoices(scope, { paymentMethod: 'offline' });
    signIn(profile(), { orderType: 'Dine-in', paymentMethod: 'offline' });
  });

  it('sends the visit token with a dine-in order, and the order complete screen learns its round', async () => {
    vi.mocked(submitOrder).mockResolvedValue({
      orderId: 'o1',
      orderNumber: 7,
      completedAt: NOW.toISOString(),
      total: 1000,
      pointsEarned: 0,
      tableNumber: '1',
      visitRound: 2,
    });
    const { result } = renderCheckout();
    expect(result.current.ordering.isDineIn).toBe(true);
    await act(() => result.current.place());
    expect(vi.mocked(submitOrder).mock.calls[0]![0]).toMatchObject({ tableId: 't1', visitToken: TOKEN });
    // Paid later from the tab: no card, no tip now.
    expect(result.current.payment).toMatchObject({ method: 'offline', picks: false, onTab: true });
    expect(result.current.tip).toBe(0);
    expect(window.location.pathname).toBe('/order_complete');
    expect(window.history.state).toMatchObject({ visitRound: 2, tableNumber: '1' });
  });

  it('forgets the token at once when the server says the visit is over', async () => {
    vi.mocked(submitOrder).mockRejectedValue(new CheckoutError(visitMessages.notFound));
    const { result } = renderCheckout();
    await act(() => result.current.place());
    expect(result.current.error).toBe(visitMessages.notFound);
    expect(readVisitToken(settings.restaurantId, 't1')).toBeNull();
  });
});
