/** A staff pause of ordering or delivery that may end by itself (its end time in the settings). */
export interface PauseSettings {
  orderOpen: boolean;
  deliveryOpen: boolean;
  orderPausedUntil?: string | null;
  deliveryPausedUntil?: string | null;
}

export const PAUSE_SWITCHES = [
  { open: 'orderOpen', until: 'orderPausedUntil' },
  { open: 'deliveryOpen', until: 'deliveryPausedUntil' },
] as const;

/** Whether a pause ending at `until` (ISO time, or none: until staff resume) is over at `now`. */
export function pauseOver(until: string | null | undefined, now: Date): boolean {
  if (!until) return false;
  const end = Date.parse(until);
  return Number.isFinite(end) && now.getTime() >= end;
}

/** The settings as they stand at `now`: a timed pause that has run out reads as open again. */
export function withTimedPausesEnded<T extends PauseSettings>(settings: T, now: Date): T {
  let result = settings;
  for (const { open, until } of PAUSE_SWITCHES) {
    if (!result[open] && pauseOver(result[until], now)) result = { ...result, [open]: true, [until]: null };
  }
  return result;
}
