import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock.ts';

describe('the server clock', () => {
  it("tells the server's time from the offset learnt from serverTime, whatever the device's clock says", () => {
    let device = Date.parse('2026-11-18T10:00:00Z');
    const clock = createServerClock(() => device);
    expect(clock.now().toISOString()).toBe('2026-11-18T10:00:00.000Z');
    // The device is five minutes fast.
    clock.sync('2026-11-18T09:55:00Z');
    expect(clock.offset()).toBe(-300_000);
    device += 60_000;
    expect(clock.now().toISOString()).toBe('2026-11-18T09:56:00.000Z');
  });

  it('ignores missing or unreadable times and jitter under the tolerance; tells listeners of real changes', () => {
    const device = Date.parse('2026-11-18T10:00:00Z');
    const clock = createServerClock(() => device);
    let changes = 0;
    const stop = clock.onChange(() => changes++);
    clock.sync(undefined);
    clock.sync(null);
    clock.sync('not a time');
    clock.sync('2026-11-18T10:00:00.200Z');
    expect(clock.offset()).toBe(0);
    expect(changes).toBe(0);
    clock.sync('2026-11-18T10:00:02Z');
    expect(clock.offset()).toBe(2000);
    expect(changes).toBe(1);
    stop();
    clock.sync('2026-11-18T10:10:00Z');
    expect(changes).toBe(1);
  });
});
