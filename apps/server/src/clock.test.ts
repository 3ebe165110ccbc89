import { describe, expect, it } from 'vitest';
import { clockStartingAt } from './clock.ts';

describe('a clock starting at a chosen moment', () => {
  const start = new Date('2026-11-18T19:30:00-08:00');

  it('starts there and then keeps real time', () => {
    let real = 1_000_000;
    const clock = clockStartingAt(start, 1, () => real);
    expect(clock.now().toISOString()).toBe(start.toISOString());
    real += 90_000;
    expect(clock.now().getTime() - start.getTime()).toBe(90_000);
  });

  it('at a rate of 5, a minute passes in 12 real seconds (CLOCK_RATE, decision 0088)', () => {
    let real = 1_000_000;
    const clock = clockStartingAt(start, 5, () => real);
    real += 12_000;
    expect(clock.now().getTime() - start.getTime()).toBe(60_000);
  });
});
