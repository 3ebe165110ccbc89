import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffOrder } from '../../lib/api-types.ts';
import { minutesFromNoon, NOON, staffOrder, tacos } from '../../testing/staff-orders.ts';
import { OrderCard } from './order-card.tsx';

vi.mock('./queue-api.ts', () => ({ setOrderStatus: vi.fn(), acknowledgeOrder: vi.fn() }));

const timing = { waitTime: 20, deliveryTime: 15 };
const later = (minutes: number) => new Date(NOON.getTime() + minutes * 60_000);

function showCard(order: StaffOrder, now = NOON, startsAt?: string, escalation = {}, notPrinted?: string[]) {
  const handlers = { onCancel: vi.fn(), onPrint: vi.fn(), onDetails: vi.fn(), onReprint: vi.fn() };
  const view = render(
    <OrderCard
      order={order}
      now={now}
      timeZone="America/Vancouver"
      timing={{ ...timing, ...escalation }}
      handlers={handlers}
      startsAt={startsAt}
      notPrinted={notPrinted}
    />,
  );
  return { card: within(view.container).getByTestId('order-card'), handlers, unmount: view.unmount };
}

/* A delivery with everything a cook must see: choices, an allergy, a free reward, a unit. */
const busyOrder = staffOrder({
  id: 'o1',
  orderNumber: 42,
  orderType: 'Delivery',
  completedAt: minutesFromNoon(30),
  aptNumber: '1204',
  deliveryAddress: '1160 Hamilton St, Vancouver',
  deliveryInstructions: 'Buzz 1204',
  notes: 'Gluten allergy — no croutons',
  lines: [
    tacos,
    {
      productId: 'burger',
      name: 'Smash Burger',
      count: 1,
      unitPrice: 1800,
      totalPrice: 1800,
      choices: [
        { modifierId: 'bun', id: 'gf', name: 'Gluten-free bun', price: 200 },
        { modifierId: 'side', id: 'fries', name: 'Fries', price: 0 },
      ],
    },
  ],
  rewards: [
    {
      rewardId: 'reward-free-cheesecake',
      count: 1,
      name: 'Free Basque Cheesecake',
      productId: 'cheesecake',
      totalDiscountSubtotal: 900,
    },
  ],
});

describe('an order card on the board', () => {
  it('shows every dish with its choices, the free reward, the request and the unit without a tap', () => {
    const { card } = showCard(busyOrder);
    const lines = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      '2×Crispy Fish Tacos',
      '1×Smash BurgerGluten-free bun · Fries',
      '1×Free Basque CheesecakeReward · FREE',
    ]);
    expect(within(card).getByTestId('order-notes').textContent).toBe(
      'Special requests · AllergyGluten allergy — no croutons',
    );
    expect(card.textContent).toContain('Unit 1204');
    // Nothing is behind a toggle: no collapsed part, no expand button.
    expect(card.querySelector('[hidden]')).toBeNull();
    expect(within(card).queryByRole('button', { expanded: false })).toBeNull();
    // The driver's instructions and the customer's details are in Details, not on the card.
    expect(card.textContent).not.toContain('Buzz 1204');
  });

  it('marks the allergy words in the request and in a choice, and nothing else', () => {
    const { card } = showCard(busyOrder);
    const marks = Array.from(card.querySelectorAll('mark.allergy')).map((mark) => mark.textContent);
    expect(marks).toEqual(['Gluten-free', 'Gluten', 'allergy']);
  });

  it('says who it is for: the table of a dine-in, the name of a pickup', () => {
    showCard(staffOrder({ id: 'o2', orderNumber: 7, orderType: 'Dine-in', tableNumber: '3' }));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Order #7Dine-in · Table 3');
  });

  it('says how it stands against its promise in words, with the colour', () => {
    // The fixture's pickup: placed 11:55, promised for 12:15.
    const order = staffOrder({ id: 'o3', orderNumber: 8 }, 5);
    const clockAt = (now: Date) => {
      const view = showCard(order, now);
      const clock = within(view.card).getByTestId('order-clock');
      const result = { text: clock.textContent, state: view.card.dataset.clock };
      view.unmount();
      return result;
    };
    expect(clockAt(NOON)).toEqual({ text: 'Due in 15 min', state: 'on-time' });
    expect(clockAt(later(12))).toEqual({ text: 'Due in 3 min', state: 'soon' });
    expect(clockAt(later(19))).toEqual({ text: 'Late 4 min', state: 'late' });
    expect(showCard(order).card.textContent).toMatch(/Ready by 12:15\sPM/);
  });

  it('counts a delivery against when the food must leave, and shows both times', () => {
    const { card } = showCard(busyOrder, later(16));
    // Promised at the door for 12:30; a 15-minute drive: out by 12:15, so a minute late.
    expect(within(card).getByTestId('order-clock').textContent).toContain('Late 1 min');
    expect(card.textContent).toMatch(/Out by 12:15\sPM · Deliver by 12:30\sPM/);
  });

  it('shows when to start an order placed for later, not ringing', () => {
    const order = staffOrder({ id: 'o4', orderNumber: 9, completedAt: minutesFromNoon(180) });
    const { card } = showCard(order, NOON, minutesFromNoon(160));
    expect(within(card).getByTestId('order-clock').textContent).toMatch(/^Start 2:40\sPM/);
    expect(card.dataset.alerting).toBe('false');
    expect(within(card).queryByRole('button', { name: 'Silence alert' })).toBeNull();
  });

  it('bumps with one tap on the card; printing and cancelling wait in Details', () => {
    const { card, handlers } = showCard(staffOrder({ id: 'o5', orderNumber: 10 }));
    expect(within(card).getByRole('button', { name: 'Confirm order' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Silence alert' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Print/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Cancel…' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Details of order #10' }));
    expect(handlers.onDetails).toHaveBeenCalledWith(expect.objectContaining({ id: 'o5' }));
  });

  it('offers Mark done once cooking, with no alert', () => {
    const { card } = showCard(staffOrder({ id: 'o6', orderNumber: 11, status: 'Preparing' }));
    expect(within(card).getByRole('button', { name: 'Mark done' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Confirm order' })).toBeNull();
    expect(within(card).queryByText('New order — confirm or silence the alert')).toBeNull();
  });

  it('alerts louder, in words, once nobody has confirmed it past the first delay (and not where it is off)', () => {
    const fresh = staffOrder({ id: 'u', orderNumber: 50 }, 0);
    const first = showCard(fresh, new Date(NOON.getTime() + 59_000));
    expect(first.card.dataset.urgent).toBe('false');
    expect(within(first.card).getByText('New order — confirm or silence the alert')).toBeTruthy();
    first.unmount();

    const late = showCard(fresh, later(2));
    expect(late.card.dataset.urgent).toBe('true');
    expect(within(late.card).getByRole('alert').textContent).toBe('Not confirmed for 2 min — confirm it now');
    late.unmount();

    // A location with short delays, one with the louder alert off, and a confirmed order.
    const short = showCard(fresh, new Date(NOON.getTime() + 20_000), undefined, { escalateAfterSeconds: 15 });
    expect(within(short.card).getByRole('alert').textContent).toBe('Not confirmed for 20 s — confirm it now');
    short.unmount();
    const off = showCard(fresh, later(5), undefined, { escalateAfterSeconds: null });
    expect(off.card.dataset.urgent).toBe('false');
    off.unmount();
    const confirmed = showCard({ ...fresh, acknowledgedAt: minutesFromNoon(0) }, later(30));
    expect(within(confirmed.card).queryByRole('alert')).toBeNull();
  });

  it('says "Not printed" with the printers and reprints from the card (0090)', () => {
    const { card, handlers } = showCard(staffOrder({ id: 'o9', orderNumber: 77 }), NOON, undefined, {}, [
      'Bar',
    ]);
    expect(within(card).getByRole('status').textContent).toContain('Not printed (Bar)');
    fireEvent.click(within(card).getByRole('button', { name: 'Reprint order 77' }));
    expect(handlers.onReprint).toHaveBeenCalledWith(expect.objectContaining({ id: 'o9' }));
    const printed = showCard(staffOrder({ id: 'o10', orderNumber: 78 })).card;
    expect(within(printed).queryByText('Not printed')).toBeNull();
  });
});
