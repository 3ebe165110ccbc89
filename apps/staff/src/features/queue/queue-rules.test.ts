import { describe, expect, it } from 'vitest';
import { minutesFromNoon, NOON, staffOrder } from '../../testing/staff-orders.ts';
import { nextUrgentAt } from './queue-rules.ts';

const timing = { waitTime: 20, escalateAfterSeconds: 60, autoRejectAfterMinutes: 10 };
const secondsAgo = (seconds: number) => new Date(NOON.getTime() - seconds * 1000).toISOString();

describe('when the board next turns a card urgent', () => {
  it('is the earliest moment an unacknowledged order passes the first delay', () => {
    const orders = [
      staffOrder({ id: 'a', orderNumber: 1, createdAt: secondsAgo(10) }),
      staffOrder({ id: 'b', orderNumber: 2, createdAt: secondsAgo(45) }),
      // Already urgent, acknowledged, or confirmed: nothing more to wake for.
      staffOrder({ id: 'c', orderNumber: 3, createdAt: secondsAgo(90) }),
      staffOrder({ id: 'd', orderNumber: 4, createdAt: secondsAgo(50), acknowledgedAt: secondsAgo(40) }),
      staffOrder({ id: 'e', orderNumber: 5, createdAt: secondsAgo(55), status: 'Preparing' }),
    ];
    expect(nextUrgentAt(orders, timing, NOON)).toBe(NOON.getTime() + 15_000);
    expect(nextUrgentAt(orders, { ...timing, escalateAfterSeconds: 1 }, NOON)).toBeNull();
  });

  it('is none when the louder alert is off or nothing waits', () => {
    const waiting = [staffOrder({ id: 'a', orderNumber: 1, createdAt: secondsAgo(10) })];
    expect(nextUrgentAt(waiting, { ...timing, escalateAfterSeconds: null }, NOON)).toBeNull();
    expect(nextUrgentAt([], timing, NOON)).toBeNull();
  });

  it('counts an order placed for later from its start time', () => {
    // Due at 13:00, twenty minutes to prepare: it starts at 12:40 and turns urgent a minute later.
    const later = staffOrder(
      { id: 'a', orderNumber: 1, createdAt: secondsAgo(30), completedAt: minutesFromNoon(60), asap: false },
      0,
    );
    expect(nextUrgentAt([later], timing, NOON)).toBe(Date.parse(minutesFromNoon(41)));
  });
});
