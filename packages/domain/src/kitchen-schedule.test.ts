import { describe, expect, it } from 'vitest';
import { canUndoDone, isScheduledForLater, kitchenStartAt, placedForLater } from './kitchen-schedule.ts';

const now = '2026-11-18T19:30:00Z';

describe('the kitchen schedule', () => {
  it('starts an order its preparation time before it is due', () => {
    expect(kitchenStartAt({ completedAt: '2026-11-18T20:30:00Z' }, { waitTime: 20 })).toBe(
      Date.parse('2026-11-18T20:10:00Z'),
    );
  });

  it('holds back New orders due later than the preparation time, not ASAP ones', () => {
    expect(
      isScheduledForLater({ status: 'New', completedAt: '2026-11-18T20:30:00Z' }, { waitTime: 20 }, now),
    ).toBe(true);
    expect(
      isScheduledForLater({ status: 'New', completedAt: '2026-11-18T19:50:00Z' }, { waitTime: 20 }, now),
    ).toBe(false);
  });

  it('holds back a confirmed order for later too, until ready time less preparation (issue 25, item 6)', () => {
    const confirmed = {
      status: 'Preparing' as const,
      createdAt: '2026-11-18T19:00:00Z',
      completedAt: '2026-11-18T20:30:00Z',
    };
    expect(isScheduledForLater(confirmed, { waitTime: 20 }, now)).toBe(true);
    // It reaches the active lane at 20:10, its start: not a minute before, and from then on.
    expect(isScheduledForLater(confirmed, { waitTime: 20 }, '2026-11-18T20:09:59Z')).toBe(true);
    expect(isScheduledForLater(confirmed, { waitTime: 20 }, '2026-11-18T20:10:00Z')).toBe(false);
    // A confirmed ASAP order is cooked at once; Done and Cancelled orders wait for nothing.
    expect(
      isScheduledForLater({ ...confirmed, createdAt: '2026-11-18T20:05:00Z' }, { waitTime: 20 }, now),
    ).toBe(false);
    expect(isScheduledForLater({ ...confirmed, status: 'Done' }, { waitTime: 20 }, now)).toBe(false);
    expect(isScheduledForLater({ ...confirmed, status: 'Cancelled' }, { waitTime: 20 }, now)).toBe(false);
  });

  it('never holds back an ASAP order, however late busy mode or pacing made its promise', () => {
    // Placed at 19:30 for as soon as possible, promised for 20:20 (busy mode's +30): it rings now.
    const busy = { status: 'New' as const, createdAt: now, completedAt: '2026-11-18T20:20:00Z', asap: true };
    expect(placedForLater(busy, { waitTime: 20 })).toBe(false);
    expect(isScheduledForLater(busy, { waitTime: 20 }, now)).toBe(false);
    // The same times for a chosen time wait in Scheduled; a choice not kept (older orders) is read
    // from the times, as before.
    expect(isScheduledForLater({ ...busy, asap: false }, { waitTime: 20 }, now)).toBe(true);
    expect(isScheduledForLater({ ...busy, asap: null }, { waitTime: 20 }, now)).toBe(true);
    // A time chosen at the earliest slot is as good as ASAP.
    expect(
      placedForLater({ ...busy, asap: false, completedAt: '2026-11-18T19:55:00Z' }, { waitTime: 20 }),
    ).toBe(false);
  });

  it('starts a delivery for later the drive earlier as well', () => {
    const delivery = {
      status: 'Preparing' as const,
      orderType: 'Delivery',
      createdAt: '2026-11-18T19:00:00Z',
      completedAt: '2026-11-18T21:30:00Z',
    };
    // 21:30 less 20 minutes of preparation and 45 of driving: 20:25.
    expect(isScheduledForLater(delivery, { waitTime: 20, deliveryTime: 45 }, '2026-11-18T20:24:00Z')).toBe(
      true,
    );
    expect(isScheduledForLater(delivery, { waitTime: 20, deliveryTime: 45 }, '2026-11-18T20:25:00Z')).toBe(
      false,
    );
  });

  it('never holds back an ASAP delivery whose due time includes the drive', () => {
    const asap = {
      status: 'New' as const,
      orderType: 'Delivery',
      createdAt: '2026-11-18T19:30:00Z',
      completedAt: '2026-11-18T20:35:00Z',
    };
    expect(isScheduledForLater(asap, { waitTime: 20, deliveryTime: 45 }, now)).toBe(false);
    expect(
      isScheduledForLater(
        { ...asap, completedAt: '2026-11-18T22:00:00Z' },
        { waitTime: 20, deliveryTime: 45 },
        now,
      ),
    ).toBe(true);
  });

  it('lets Mark done be undone for 30 seconds, and never a cancellation', () => {
    expect(canUndoDone({ status: 'Done', doneAt: '2026-11-18T19:29:45Z' }, now)).toBe(true);
    expect(canUndoDone({ status: 'Done', doneAt: '2026-11-18T19:29:00Z' }, now)).toBe(false);
    expect(canUndoDone({ status: 'Cancelled', doneAt: '2026-11-18T19:29:45Z' }, now)).toBe(false);
    expect(canUndoDone({ status: 'Done', doneAt: null }, now)).toBe(false);
  });
});
