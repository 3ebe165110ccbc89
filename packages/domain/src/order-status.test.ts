import { describe, expect, it } from 'vitest';
import {
  canTransition,
  displayStatus,
  ORDER_STATUS_TRANSITIONS,
  statusColour,
  statusProgress,
} from './order-status.ts';
import type { OrderStatus } from './types.ts';

const all: OrderStatus[] = ['New', 'Pending', 'Preparing', 'Done', 'Cancelled'];

describe('canTransition', () => {
  it('allows exactly New/Pending -> Preparing/Cancelled and Preparing -> Done/Cancelled', () => {
    const allowed = all.flatMap((from) =>
      all.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      'New->Preparing',
      'New->Cancelled',
      'Pending->Preparing',
      'Pending->Cancelled',
      'Preparing->Done',
      'Preparing->Cancelled',
    ]);
    expect(ORDER_STATUS_TRANSITIONS.Done).toEqual([]);
  });
});

describe('displayStatus', () => {
  const createdAt = '2026-06-01T12:00:00Z';
  it('shows Preparing older than 3 days as Done', () => {
    expect(displayStatus({ status: 'Preparing', createdAt }, '2026-06-04T12:00:00Z')).toBe('Preparing');
    expect(displayStatus({ status: 'Preparing', createdAt }, '2026-06-04T12:00:01Z')).toBe('Done');
  });
  it('shows other statuses as they are', () => {
    expect(displayStatus({ status: 'New', createdAt }, '2026-07-01T00:00:00Z')).toBe('New');
  });
});

describe('status display', () => {
  it('has a progress of 32/66/100%, 0 when cancelled', () => {
    expect(all.map(statusProgress)).toEqual([32, 32, 66, 100, 0]);
  });
  it('colours New green, Preparing orange, Done red, the rest neutral', () => {
    expect(all.map(statusColour)).toEqual(['green', 'neutral', 'orange', 'red', 'neutral']);
  });
});
