/**
 * The kiosk's idle timer (decision 0092): a minute with nobody touching the screen starts it over
 * for the next customer; for its last 15 seconds a "Still there?" warning counts down, so a slow
 * customer is not wiped mid-order (any touch keeps their order).
 */
export const KIOSK_IDLE = { resetAfterMs: 60_000, warnForMs: 15_000 } as const;

export type KioskIdleStage =
  | { stage: 'active' }
  | { stage: 'warning'; secondsLeft: number }
  | { stage: 'reset' };

/** Where the timer stands after `idleMs` without a touch. */
export function kioskIdleStage(
  idleMs: number,
  timing: { resetAfterMs: number; warnForMs: number } = KIOSK_IDLE,
): KioskIdleStage {
  if (idleMs >= timing.resetAfterMs) return { stage: 'reset' };
  if (idleMs >= timing.resetAfterMs - timing.warnForMs)
    return { stage: 'warning', secondsLeft: Math.ceil((timing.resetAfterMs - idleMs) / 1000) };
  return { stage: 'active' };
}
