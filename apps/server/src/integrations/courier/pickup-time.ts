/** Courier pickup for an ASAP order (SPEC.md section 9): now plus the kitchen's wait plus 10 minutes. */
export function asapPickupTime(now: Date, waitTimeMinutes: number): string {
  return new Date(now.getTime() + (waitTimeMinutes + 10) * 60_000).toISOString();
}
