import { createServerClock } from '@orderly/client';
import { useServerNow } from '@orderly/client/react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const START = new Date('2026-06-10T19:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the server's now on a screen", () => {
  it('moves in its steps, and also at the moment a screen asks to be woken', () => {
    const clock = createServerClock();
    const due = START + 4_000;
    const { result } = renderHook(() => useServerNow(clock, 15_000, () => due));
    expect(result.current.getTime()).toBe(START);

    act(() => vi.advanceTimersByTime(3_999));
    expect(result.current.getTime()).toBe(START);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.getTime()).toBe(due);

    // Past the moment, only the 15-second steps remain.
    act(() => vi.advanceTimersByTime(10_999));
    expect(result.current.getTime()).toBe(due);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.getTime()).toBe(START + 15_000);
  });

  it('without a moment to wake for, moves in its steps only', () => {
    const clock = createServerClock();
    const { result } = renderHook(() => useServerNow(clock, 15_000, () => null));
    act(() => vi.advanceTimersByTime(14_999));
    expect(result.current.getTime()).toBe(START);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.getTime()).toBe(START + 15_000);
  });
});
