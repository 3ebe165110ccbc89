/**
 * How long a store control lasts before it ends by itself: a timed pause of ordering or delivery,
 * and busy mode (which may also run until closing time). One list, so both dialogs offer the same.
 */
export const TIMED_LENGTHS = [15, 30, 60] as const;

/** '15 min', '30 min', '1 h'. */
export function timedLengthLabel(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`;
}
