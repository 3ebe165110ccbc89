import { describe, expect, it } from 'vitest';
import { canDelay, DELAY_MINUTES, delayLabel, delayOrder, isDelayMinutes } from './order-delay.ts';
import { ORDER_STATUSES } from './vocabulary.ts';

const order = {
  status: 'Preparing' as const,
  completedAt: '2026-11-20T19:30:00.000Z',
  kitchenAt: '2026-11-20T19:15:00.000Z',
};

describe('delaying an order', () => {
  it('offers 5, 10, 15, 20 and 30 minutes, labelled as staff read them', () => {
    expect(DELAY_MINUTES).toEqual([5, 10, 15, 20, 30]);
    expect(DELAY_MINUTES.map(delayLabel)).toEqual(['+5 min', '+10 min', '+15 min', '+20 min', '+30 min']);
  });

  it('moves the promise and the kitchen time by the same minutes', () => {
    expect(delayOrder(order, 10)).toEqual({
      ok: true,
      completedAt: '2026-11-20T19:40:00.000Z',
      kitchenAt: '2026-11-20T19:25:00.000Z',
    });
    expect(delayOrder(order, 30)).toMatchObject({ completedAt: '2026-11-20T20:00:00.000Z' });
  });

  it('leaves an order without a kitchen time without one', () => {
    expect(delayOrder({ ...order, kitchenAt: null }, 5)).toEqual({
      ok: true,
      completedAt: '2026-11-20T19:35:00.000Z',
      kitchenAt: null,
    });
  });

  it('is allowed while the order is New, Pending or Preparing, never once Done or Cancelled', () => {
    expect(ORDER_STATUSES.filter(canDelay)).toEqual(['New', 'Pending', 'Preparing']);
    for (const status of ['Done', 'Cancelled'] as const)
      expect(delayOrder({ ...order, status }, 10)).toEqual({
        ok: false,
        reason: 'finished',
        message: 'This order is finished and cannot be delayed.',
      });
  });

  it('refuses minutes outside the list with a sentence naming the choices', () => {
    for (const minutes of [0, -5, 7, 25, 60, 10.5, '10', null])
      expect(delayOrder(order, minutes)).toEqual({
        ok: false,
        reason: 'minutes',
        message: 'Choose a delay of 5, 10, 15, 20 or 30 minutes.',
      });
    expect(isDelayMinutes(15)).toBe(true);
  });
});
