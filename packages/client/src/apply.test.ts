import { applyLivePatch } from '@orderly/domain';
import { describe, expect, it } from 'vitest';
import { apply, EMPTY_TOPIC, type TopicState } from './apply.ts';

const topic = 'staff:demo:downtown';
const order = (id: string, status: string, createdAt: string) => ({ id, status, createdAt });

describe('apply (the live reconciler)', () => {
  it('a snapshot replaces whatever the topic held and clears a refusal', () => {
    const refused = apply(EMPTY_TOPIC, { type: 'error', topic, message: 'Not Authenticated' });
    expect(refused).toEqual({ data: undefined, answered: true, error: 'Not Authenticated', synced: false });
    const next = apply(refused, { type: 'snapshot', topic, data: { orders: [] } });
    expect(next).toEqual({ data: { orders: [] }, answered: true, error: null, synced: true });
    expect(apply(next, { type: 'snapshot', topic, data: null })).toEqual({
      data: null,
      answered: true,
      error: null,
      synced: true,
    });
  });

  it('patches apply in order on top of the snapshot: changed items replaced, new ones newest first', () => {
    let state: TopicState<{ orders: ReturnType<typeof order>[] }> = apply(EMPTY_TOPIC, {
      type: 'snapshot',
      topic,
      data: {
        orders: [order('b', 'New', '2026-11-18T10:02:00Z'), order('a', 'New', '2026-11-18T10:01:00Z')],
      },
    });
    state = apply(
      state,
      {
        type: 'patch',
        topic,
        data: { orders: [order('a', 'Preparing', '2026-11-18T10:01:00Z')] },
      },
      applyLivePatch,
    );
    state = apply(
      state,
      {
        type: 'patch',
        topic,
        data: { orders: [order('c', 'New', '2026-11-18T10:03:00Z')] },
      },
      applyLivePatch,
    );
    state = apply(
      state,
      {
        type: 'patch',
        topic,
        data: { orders: [order('a', 'Ready', '2026-11-18T10:01:00Z')] },
      },
      applyLivePatch,
    );
    expect(state.data?.orders.map((item) => `${item.id}:${item.status}`)).toEqual([
      'c:New',
      'b:New',
      'a:Ready',
    ]);
  });

  it('ignores a patch with no snapshot under it: before the first one, or read before a catch-up', () => {
    const patch = { type: 'patch', topic, data: { orders: [order('a', 'Ready', 'x')] } } as const;
    expect(apply(EMPTY_TOPIC, patch, applyLivePatch)).toBe(EMPTY_TOPIC);

    const shown = apply(EMPTY_TOPIC, { type: 'snapshot', topic, data: { orders: [order('a', 'New', 'x')] } });
    const reconnected = apply(shown, { type: 'resubscribed', topic });
    // What was shown stays on screen until the catch-up snapshot arrives…
    expect(reconnected.data).toBe(shown.data);
    expect(reconnected.synced).toBe(false);
    // …and a patch read before that snapshot is stale.
    expect(apply(reconnected, patch, applyLivePatch)).toBe(reconnected);
    const caughtUp = apply(reconnected, {
      type: 'snapshot',
      topic,
      data: { orders: [order('a', 'Preparing', 'x')] },
    });
    expect(apply(caughtUp, patch, applyLivePatch).data).toEqual({ orders: [order('a', 'Ready', 'x')] });
  });

  it('a refusal keeps the data already shown; unchanged states keep their identity', () => {
    const shown = apply(EMPTY_TOPIC, { type: 'snapshot', topic, data: { orders: [] } });
    const refused = apply(shown, { type: 'error', topic, message: 'Sorry' });
    expect(refused.data).toBe(shown.data);
    expect(refused.error).toBe('Sorry');
    expect(apply(EMPTY_TOPIC, { type: 'subscribed', topic })).toBe(EMPTY_TOPIC);
    expect(apply(EMPTY_TOPIC, { type: 'resubscribed', topic })).toBe(EMPTY_TOPIC);
  });
});
