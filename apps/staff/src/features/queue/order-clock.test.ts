import { describe, expect, it } from 'vitest';
import { minutesFromNoon, NOON, staffOrder } from '../../testing/staff-orders.ts';
import { orderClock, promiseText } from './order-clock.ts';

const timing = { waitTime: 20, deliveryTime: 15 };
const at = (minutes: number) => new Date(NOON.getTime() + minutes * 60_000);

describe('an order against its promise', () => {
  // Placed at 11:55, due at 12:15 (the fixture's ASAP pickup).
  const order = staffOrder({ id: 'a', orderNumber: 1 }, 5);

  it('is on time, then due soon in the last five minutes, then late by whole minutes', () => {
    const early = orderClock(order, timing, NOON);
    expect(early).toMatchObject({ ageMinutes: 5, minutesLeft: 15, state: 'on-time' });
    expect(promiseText(early, false)).toBe('Due in 15 min');

    const soon = orderClock(order, timing, at(11));
    expect(soon).toMatchObject({ minutesLeft: 4, state: 'soon' });
    expect(promiseText(soon, false)).toBe('Due in 4 min');
    expect(promiseText(orderClock(order, timing, at(15)), false)).toBe('Due now');

    // Ten seconds past the promise is already late: the cook sees it the same minute.
    const late = orderClock(order, timing, new Date(at(15).getTime() + 10_000));
    expect(late.state).toBe('late');
    expect(promiseText(late, false)).toBe('Late 1 min');
    expect(promiseText(orderClock(order, timing, at(19)), false)).toBe('Late 4 min');
  });

  it('counts a delivery against the time the food must leave, not the diner’s door', () => {
    const delivery = staffOrder({
      id: 'd',
      orderNumber: 2,
      orderType: 'Delivery',
      completedAt: minutesFromNoon(30),
    });
    const clock = orderClock(delivery, timing, NOON);
    expect(clock.dueAt).toBe(Date.parse(minutesFromNoon(15)));
    expect(promiseText(clock, true)).toBe('Out in 15 min');
    expect(promiseText(orderClock(delivery, timing, at(12)), true)).toBe('Out in 3 min');
    expect(promiseText(orderClock(delivery, timing, at(16)), true)).toBe('Late 1 min');
  });

  it('is never late once done or cancelled', () => {
    for (const status of ['Done', 'Cancelled'] as const) {
      expect(orderClock({ ...order, status }, timing, at(60)).state).toBe('finished');
    }
  });

  it('counts the age from when it was placed, never below zero', () => {
    expect(orderClock(order, timing, NOON).ageMinutes).toBe(5);
    expect(orderClock(order, timing, at(-30)).ageMinutes).toBe(0);
  });
});
