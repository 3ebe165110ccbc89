import { describe, expect, it } from 'vitest';
import { applyLivePatch } from './live-patch.ts';

const queue = {
  orders: [
    { id: 'b', status: 'New', createdAt: '2026-01-01T10:02:00.000Z' },
    { id: 'a', status: 'New', createdAt: '2026-01-01T10:01:00.000Z' },
  ],
  requests: [{ id: 'r1', confirmed: false, createdAt: '2026-01-01T10:00:00.000Z' }],
  serverTime: '2026-01-01T10:03:00.000Z',
};

describe('a live patch', () => {
  it('replaces a changed order in place and leaves the other lists alone', () => {
    const next = applyLivePatch(queue, {
      orders: [{ id: 'a', status: 'Preparing', createdAt: '2026-01-01T10:01:00.000Z' }],
      requests: [],
      serverTime: '2026-01-01T10:04:00.000Z',
    });
    expect(next.orders.map((order) => [order.id, order.status])).toEqual([
      ['b', 'New'],
      ['a', 'Preparing'],
    ]);
    expect(next.requests).toEqual(queue.requests);
    expect(next.serverTime).toBe('2026-01-01T10:04:00.000Z');
    expect(queue.orders[1]?.status).toBe('New');
  });

  it('adds new items newest first, wherever they fall', () => {
    const next = applyLivePatch(queue, {
      orders: [
        { id: 'c', status: 'New', createdAt: '2026-01-01T10:05:00.000Z' },
        { id: 'late', status: 'New', createdAt: '2026-01-01T10:01:30.000Z' },
      ],
    });
    expect(next.orders.map((order) => order.id)).toEqual(['c', 'b', 'late', 'a']);
  });

  it('replaces fields that are not lists of items and adds lists the snapshot lacked', () => {
    const next = applyLivePatch({ orders: [], note: 'x' } as Record<string, unknown>, {
      note: 'y',
      notifications: [{ id: 'n1' }, { id: 'n2' }],
    });
    expect(next).toEqual({ orders: [], note: 'y', notifications: [{ id: 'n1' }, { id: 'n2' }] });
  });

  it('keeps items without a creation time in a stable order and ignores a patch that is not an object', () => {
    const next = applyLivePatch({ items: [{ id: 'a' }] }, { items: [{ id: 'b' }, { id: 'c' }] });
    expect(next.items.map((item) => item.id)).toEqual(['b', 'c', 'a']);
    expect(applyLivePatch(queue, null)).toBe(queue);
    expect(applyLivePatch(null, { orders: [] })).toBeNull();
  });
});
