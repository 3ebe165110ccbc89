import { describe, expect, it } from 'vitest';
import {
  busyModeAddedMinutes,
  canDelay,
  DELAY_MINUTES,
  delayLabel,
  delayOrder,
  isDelayMinutes,
  lateNoticeDue,
  promiseLater,
} from './order-delay.ts';
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

describe('a promise moved by busy mode (decision 0099)', () => {
  it('moves open orders by the minutes busy mode adds, never earlier', () => {
    expect(busyModeAddedMinutes(null, { extraMinutes: 20 })).toBe(20);
    expect(busyModeAddedMinutes({ extraMinutes: 10 }, { extraMinutes: 30 })).toBe(20);
    expect(busyModeAddedMinutes({ extraMinutes: 30 }, { extraMinutes: 10 })).toBe(0);
    expect(busyModeAddedMinutes({ extraMinutes: 20 }, null)).toBe(0);
    expect(busyModeAddedMinutes(null, { extraMinutes: 0 })).toBe(0);
    const order = { status: 'Preparing' as const, completedAt: '2026-11-18T20:00:00.000Z', kitchenAt: null };
    expect(promiseLater(order, 20)).toEqual({ completedAt: '2026-11-18T20:20:00.000Z', kitchenAt: null });
    expect(promiseLater({ ...order, status: 'Done' }, 20)).toBeNull();
    expect(promiseLater(order, 0)).toBeNull();
  });

  it('tells the diner when it moves 5 minutes or more, at most once in 10 minutes', () => {
    const move = { from: '2026-11-18T20:00:00.000Z', to: '2026-11-18T20:10:00.000Z' };
    const now = '2026-11-18T19:30:00.000Z';
    expect(lateNoticeDue(move, null, now)).toBe(true);
    expect(lateNoticeDue({ ...move, to: '2026-11-18T20:04:59.000Z' }, null, now)).toBe(false);
    expect(lateNoticeDue({ ...move, to: '2026-11-18T19:50:00.000Z' }, null, now)).toBe(false);
    expect(lateNoticeDue(move, '2026-11-18T19:21:00.000Z', now)).toBe(false);
    expect(lateNoticeDue(move, '2026-11-18T19:20:00.000Z', now)).toBe(true);
  });
});
