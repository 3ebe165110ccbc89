/** The time source of the server. Domain rules never read the clock themselves: they are given `now`. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that starts at a chosen moment and then runs at normal speed, so a developer or a test
 * can place the demo restaurant in any hour of the week (CLOCK_NOW) and still see time pass.
 */
export function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}
