import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  awaitsAcknowledgement,
  type EscalatingOrder,
  escalationDelays,
  escalationOf,
  escalationStartsAt,
  unconfirmedLabel,
} from './escalation.ts';

const placed = '2026-11-18T19:30:00Z';
const at = (seconds: number) => new Date(Date.parse(placed) + seconds * 1000);
const asap: EscalatingOrder = {
  status: 'New',
  orderType: 'Pickup',
  createdAt: placed,
  completedAt: '2026-11-18T19:50:00Z',
  acknowledgedAt: null,
};
const timing = { waitTime: 20 };

describe('escalation of an order nobody acknowledges', () => {
  it('waits 60 s, then alerts louder, then rejects at 10 minutes by default', () => {
    expect(escalationOf(asap, timing, {}, at(59))).toMatchObject({
      stage: 'none',
      waitedSeconds: 59,
      next: { stage: 'louder', at: at(60).getTime() },
    });
    expect(escalationOf(asap, timing, {}, at(60))).toMatchObject({
      stage: 'louder',
      next: { stage: 'reject', at: at(600).getTime() },
    });
    expect(escalationOf(asap, timing, {}, at(599)).stage).toBe('louder');
    expect(escalationOf(asap, timing, {}, at(600))).toMatchObject({ stage: 'reject', next: null });
  });

  it('follows the location’s delays, and a null turns a stage off', () => {
    const short = { escalateAfterSeconds: 5, autoRejectAfterMinutes: 1 };
    expect(escalationOf(asap, timing, short, at(5)).stage).toBe('louder');
    expect(escalationOf(asap, timing, short, at(60)).stage).toBe('reject');
    // No louder alert: nothing until the rejection.
    const rejectOnly = { escalateAfterSeconds: null, autoRejectAfterMinutes: 2 };
    expect(escalationOf(asap, timing, rejectOnly, at(119))).toMatchObject({
      stage: 'none',
      next: { stage: 'reject', at: at(120).getTime() },
    });
    expect(escalationOf(asap, timing, rejectOnly, at(120)).stage).toBe('reject');
    // No rejection: the louder alert lasts.
    const louderOnly = { autoRejectAfterMinutes: null };
    expect(escalationOf(asap, timing, louderOnly, at(86_400))).toMatchObject({ stage: 'louder', next: null });
    // Both off: never.
    const off = { escalateAfterSeconds: null, autoRejectAfterMinutes: null };
    expect(escalationOf(asap, timing, off, at(86_400))).toMatchObject({ stage: 'none', next: null });
    expect(escalationDelays(off)).toEqual({ louder: null, reject: null });
  });

  it('never rejects before the managers were told', () => {
    const odd = { escalateAfterSeconds: 30 * 60, autoRejectAfterMinutes: 10 };
    expect(escalationOf(asap, timing, odd, at(10 * 60)).stage).toBe('none');
    expect(escalationOf(asap, timing, odd, at(30 * 60)).stage).toBe('reject');
  });

  it('stops for an order someone acknowledged, confirmed or cancelled', () => {
    const acknowledged = { ...asap, acknowledgedAt: at(10).toISOString() };
    expect(escalationOf(acknowledged, timing, {}, at(3600))).toMatchObject({ stage: 'none', next: null });
    for (const status of ['Preparing', 'Done', 'Cancelled'] as const) {
      expect(awaitsAcknowledgement({ status })).toBe(false);
      expect(escalationOf({ ...asap, status }, timing, {}, at(3600)).stage).toBe('none');
    }
    expect(awaitsAcknowledgement({ status: 'Pending', acknowledgedAt: null })).toBe(true);
  });

  it('starts the clock of an order placed for later at its start time (ready less preparation and drive)', () => {
    const later = { ...asap, completedAt: '2026-11-18T21:00:00Z' };
    // Ready at 21:00 with 20 minutes' preparation: it starts at 20:40.
    expect(escalationStartsAt(later, timing)).toBe(Date.parse('2026-11-18T20:40:00Z'));
    expect(escalationOf(later, timing, {}, '2026-11-18T20:39:59Z')).toMatchObject({
      stage: 'none',
      waitedSeconds: 0,
      next: { stage: 'louder', at: Date.parse('2026-11-18T20:41:00Z') },
    });
    expect(escalationOf(later, timing, {}, '2026-11-18T20:41:00Z').stage).toBe('louder');
    const delivery = { ...later, orderType: 'Delivery' };
    expect(escalationStartsAt(delivery, { waitTime: 20, deliveryTime: 30 })).toBe(
      Date.parse('2026-11-18T20:10:00Z'),
    );
    // An ASAP order (due within the preparation time and its slack) counts from its placing.
    expect(escalationStartsAt({ ...asap, completedAt: '2026-11-18T19:55:00Z' }, timing)).toBe(
      Date.parse(placed),
    );
  });

  it('counts an ASAP order from its placing however late busy mode or a full kitchen promised it', () => {
    // Busy mode's +30 min: ready 20:20, so the kitchen would start it at 20:00, yet the diner asked
    // for it now and someone must confirm it now.
    const busy = { ...asap, completedAt: '2026-11-18T20:20:00Z', asap: true };
    expect(escalationStartsAt(busy, timing)).toBe(Date.parse(placed));
    expect(escalationOf(busy, timing, {}, at(60)).stage).toBe('louder');
    // The same times with a chosen time wait for the kitchen's start.
    expect(escalationStartsAt({ ...busy, asap: false }, timing)).toBe(Date.parse('2026-11-18T20:00:00Z'));
  });

  it('never goes back a stage as time passes, and is never due before it began', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 3600 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 1440 }), { nil: null }),
        fc.integer({ min: -3600, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (louder, reject, first, step) => {
          const settings = { escalateAfterSeconds: louder, autoRejectAfterMinutes: reject };
          const rank = { none: 0, louder: 1, reject: 2 };
          const a = escalationOf(asap, timing, settings, at(first));
          const b = escalationOf(asap, timing, settings, at(first + step));
          expect(rank[b.stage]).toBeGreaterThanOrEqual(rank[a.stage]);
          if (a.next) {
            expect(a.next.at).toBeGreaterThan(at(first).getTime());
            expect(rank[a.next.stage]).toBeGreaterThan(rank[a.stage]);
          }
        },
      ),
    );
  });

  it('says how long in words, not colour alone', () => {
    expect(unconfirmedLabel(45)).toBe('Not confirmed for 45 s');
    expect(unconfirmedLabel(60)).toBe('Not confirmed for 1 min');
    expect(unconfirmedLabel(605)).toBe('Not confirmed for 10 min');
  });
});
