import { describe, expect, it } from 'vitest';
import { KIOSK_IDLE, kioskIdleStage } from './kiosk-idle.ts';

describe("the kiosk's idle timer", () => {
  it('starts over after a minute untouched, warning for the last 15 seconds', () => {
    expect(KIOSK_IDLE).toEqual({ resetAfterMs: 60_000, warnForMs: 15_000 });
    expect(kioskIdleStage(0)).toEqual({ stage: 'active' });
    expect(kioskIdleStage(44_999)).toEqual({ stage: 'active' });
    expect(kioskIdleStage(45_000)).toEqual({ stage: 'warning', secondsLeft: 15 });
    expect(kioskIdleStage(45_001)).toEqual({ stage: 'warning', secondsLeft: 15 });
    expect(kioskIdleStage(59_001)).toEqual({ stage: 'warning', secondsLeft: 1 });
    expect(kioskIdleStage(60_000)).toEqual({ stage: 'reset' });
    expect(kioskIdleStage(600_000)).toEqual({ stage: 'reset' });
  });

  it('takes other timings', () => {
    const timing = { resetAfterMs: 10_000, warnForMs: 4_000 };
    expect(kioskIdleStage(5_999, timing)).toEqual({ stage: 'active' });
    expect(kioskIdleStage(6_000, timing)).toEqual({ stage: 'warning', secondsLeft: 4 });
    expect(kioskIdleStage(10_000, timing)).toEqual({ stage: 'reset' });
  });
});
