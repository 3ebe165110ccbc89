import { ApiError } from '@orderly/client';
import { type SavedCard, tabMessages } from '@orderly/domain';
import { makeSettings } from '@orderly/domain/testing/fixtures';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tabItem, tableTabOf, tabRound } from '../../../testing/table-tab.ts';
import type { TableTab } from '../api/table-visits.ts';
import { useTabPayment } from '../use-tab-payment.ts';
import { PaySection } from './pay-section.tsx';

const api = vi.hoisted(() => ({ pay: vi.fn(), split: vi.fn(), tab: vi.fn() }));
vi.mock('../api/table-visits.ts', () => ({
  payTableTab: (...args: unknown[]) => api.pay(...args),
  splitTableTab: (...args: unknown[]) => api.split(...args),
  getTableTab: (...args: unknown[]) => api.tab(...args),
}));

const TOKEN = 'c'.repeat(43);
const settings = makeSettings({});
const visa: SavedCard = {
  id: 'card_1',
  brand: 'Visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
} as SavedCard;

const item = (key: string, name: string, charge: number, state: { paid?: boolean } = {}) =>
  tabItem(key, name, charge, state);

const rounds = (first = [item('o1:0', 'Crispy Fish Tacos', 1575), item('o1:1', 'Fries', 735)]) => [
  tabRound({
    round: 1,
    status: 'Preparing',
    sentBy: 'Ana',
    sentAt: '2026-06-11T02:35:00.000Z',
    items: first,
  }),
  tabRound({
    round: 2,
    status: 'New',
    sentBy: 'Ben',
    sentAt: '2026-06-11T02:42:00.000Z',
    items: [item('o2:0', 'Lemonade', 525)],
  }),
];

const tabOf = (overrides: Partial<TableTab> = {}) => tableTabOf(rounds(), overrides);

const answer = (
  tab: TableTab,
  payment: Partial<{ amount: number; tip: number; method: 'online' | 'counter' }>,
) => ({
  payment: { paymentId: 'p1', amount: 0, tip: 0, method: 'counter', points: 0, ...payment },
  tab,
});

/** The section with its state, the tab held as the route holds it (the server's answer replaces it). */
function Harness(props: { tab: TableTab; card?: SavedCard | null; cardsTaken?: boolean }) {
  const [tab, setTab] = useState(props.tab);
  const signedIn = props.card !== undefined;
  const payment = useTabPayment({
    tab,
    token: TOKEN,
    settings,
    signedIn,
    hasCard: props.cardsTaken !== false && Boolean(props.card),
    onTab: setTab,
  });
  return (
    <PaySection
      tab={tab}
      payment={payment}
      card={props.card}
      cardsTaken={props.cardsTaken}
      signInHref="/auth/tab"
    />
  );
}

const payButton = () => screen.getByTestId('pay-button');

beforeEach(() => {
  api.pay.mockReset();
  api.split.mockReset();
  api.tab.mockReset();
});

describe('paying the tab (decision 0097)', () => {
  it('a guest pays everything left at the counter and is told to go to the counter', async () => {
    render(<Harness tab={tabOf()} />);
    expect(screen.getByRole('radio', { name: 'Everything left $28.35' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: /Card/ })).toBeNull();
    expect(screen.getByText(/staff take your payment there/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/tab');
    expect(screen.queryByRole('group', { name: 'Tip' })).toBeNull();
    expect(payButton().textContent).toBe('PAY $28.35 AT THE COUNTER');

    const paid = tabOf({ paid: 2835, remaining: 0, payments: [] });
    api.pay.mockResolvedValue(answer(paid, { amount: 2835, method: 'counter' }));
    fireEvent.click(payButton());
    const done = await screen.findByTestId('pay-done');
    expect(done.textContent).toContain('Pay $28.35 at the counter.');
    expect(done.textContent).toContain('Waiting for the counter');
    expect(document.activeElement).toBe(done);
    const [request, key] = api.pay.mock.calls[0]!;
    expect(request).toMatchObject({
      signedIn: false,
      body: { token: TOKEN, part: { kind: 'whole' }, method: 'counter' },
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('picks items: paid ones and those in a split cannot be picked, the amount is the picked charges', () => {
    const tab = tableTabOf(
      rounds([item('o1:0', 'Crispy Fish Tacos', 1575, { paid: true }), item('o1:1', 'Fries', 735)]),
      {
        paid: 1575,
        remaining: 1260,
      },
    );
    render(<Harness tab={tab} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Items I pick' }));
    const items = screen.getByTestId('pay-items');
    expect(within(items).getByRole('checkbox', { name: /Crispy Fish Tacos · paid/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(payButton()).toHaveProperty('disabled', true);
    fireEvent.click(within(items).getByRole('checkbox', { name: /Fries/ }));
    fireEvent.click(within(items).getByRole('checkbox', { name: /Lemonade/ }));
    expect(payButton().textContent).toBe('PAY $12.60 AT THE COUNTER');
  });

  it('signed in with a card: the card and the checkout tip by default, the tip on what is paid', async () => {
    render(<Harness tab={tabOf()} card={visa} />);
    expect(screen.getByRole('radio', { name: 'Card Visa •••• 4242' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '15% · $4.25' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('pay-total').textContent).toBe('You pay$32.60 (tip $4.25)');
    fireEvent.click(screen.getByRole('radio', { name: '20% · $5.67' }));
    expect(payButton().textContent).toBe('PAY $34.02 BY CARD');

    api.pay.mockResolvedValue(
      answer(tabOf({ paid: 2835, remaining: 0 }), { amount: 2835, tip: 567, method: 'online' }),
    );
    fireEvent.click(payButton());
    expect((await screen.findByTestId('pay-done')).textContent).toContain(
      'Paid $34.02 by card (including a $5.67 tip). Thank you!',
    );
    expect(api.pay.mock.calls[0]![0]).toMatchObject({
      signedIn: true,
      body: { part: { kind: 'whole' }, method: 'online', tip: 0.2, customTip: null },
    });
  });

  it('a signed-in diner may still pay at the counter, without a tip', () => {
    render(<Harness tab={tabOf()} card={visa} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Pay at the counter' }));
    expect(screen.queryByRole('group', { name: 'Tip' })).toBeNull();
    expect(payButton().textContent).toBe('PAY $28.35 AT THE COUNTER');
  });

  it('where the restaurant takes dine-in payment at the counter only, a card is not offered', () => {
    render(<Harness tab={tabOf()} card={visa} cardsTaken={false} />);
    expect(screen.queryByRole('radio', { name: /Card/ })).toBeNull();
    expect(screen.queryByTestId('pay-sign-in')?.closest('[hidden]')).toBeTruthy();
    expect(payButton().textContent).toBe('PAY $28.35 AT THE COUNTER');
  });

  it('splits evenly, then the first open share is chosen and focused, and paid', async () => {
    render(<Harness tab={tabOf()} card={visa} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Split evenly' }));
    fireEvent.change(screen.getByTestId('split-parts'), { target: { value: '21' } });
    fireEvent.click(screen.getByTestId('start-split'));
    expect(screen.getByTestId('pay-error').textContent).toBe(tabMessages.splitParts);
    expect(api.split).not.toHaveBeenCalled();

    const split = tabOf({
      split: {
        splitId: 's1',
        parts: 2,
        shares: [
          { share: 0, amount: 1418, paid: true },
          { share: 1, amount: 1417, paid: false },
        ],
      },
    });
    api.split.mockResolvedValue({ tab: split });
    fireEvent.change(screen.getByTestId('split-parts'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('start-split'));
    const open = await screen.findByRole('radio', { name: 'Share 2 $14.17' });
    expect(api.split).toHaveBeenCalledWith({ token: TOKEN, parts: 2 });
    expect(open).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Share 1 paid' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(screen.queryByRole('radio', { name: /Everything left/ })).toBeNull();

    api.pay.mockResolvedValue(answer(split, { amount: 1417, tip: 213, method: 'online' }));
    fireEvent.click(payButton());
    await screen.findByTestId('pay-done');
    expect(api.pay.mock.calls[0]![0]).toMatchObject({
      body: { part: { kind: 'share', splitId: 's1', share: 1 } },
    });
  });

  it('someone else paid the item first: the refusal in words, focused, and the tab read again', async () => {
    render(<Harness tab={tabOf()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Items I pick' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Fries/ }));
    api.pay.mockRejectedValue(new ApiError(409, tabMessages.itemPaid));
    const fresh = tableTabOf(
      rounds([item('o1:0', 'Crispy Fish Tacos', 1575), item('o1:1', 'Fries', 735, { paid: true })]),
      {
        paid: 735,
        remaining: 2100,
      },
    );
    api.tab.mockResolvedValue({ tab: fresh });
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('pay-error').textContent).toBe(tabMessages.itemPaid));
    expect(document.activeElement).toBe(screen.getByTestId('pay-error'));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Fries · paid/ })).toHaveProperty('disabled', true),
    );
    expect(api.tab).toHaveBeenCalledWith(TOKEN);
    // The picked item dropped out with the refresh: nothing is picked now.
    expect(payButton()).toHaveProperty('disabled', true);
  });

  it('a payment the network lost is sent again under the same key; a changed one gets a new key', async () => {
    render(<Harness tab={tabOf()} />);
    api.pay.mockRejectedValue(new ApiError(0, 'offline'));
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('pay-error').textContent).toContain('connection was lost'));
    await act(async () => {
      fireEvent.click(payButton());
    });
    await waitFor(() => expect(api.pay).toHaveBeenCalledTimes(2));
    expect(api.pay.mock.calls[1]![1]).toBe(api.pay.mock.calls[0]![1]);
    fireEvent.click(screen.getByRole('radio', { name: 'Items I pick' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Fries/ }));
    await act(async () => {
      fireEvent.click(payButton());
    });
    await waitFor(() => expect(api.pay).toHaveBeenCalledTimes(3));
    expect(api.pay.mock.calls[2]![1]).not.toBe(api.pay.mock.calls[0]![1]);
  });
});
