/** The time source of the server. Domain rules never read the clock themselves: they are given `now`. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that starts at a chosen moment and then runs at normal speed, so a developer or a test
 * can place the demo restaurant in any hour of the week (CLOCK_NOW) and still see time pass.
 * `rate` (CLOCK_RATE, development and tests only) makes it run that many times faster: a journey
 * sees a minute's delay pass in seconds (decision 0088).
 */
export function clockStartingAt(start: Date, rate = 1, realNow: () => number = Date.now): Clock {
  const startedAt = realNow();
  return { now: () => new Date(start.getTime() + (realNow() - startedAt) * rate) };
}
