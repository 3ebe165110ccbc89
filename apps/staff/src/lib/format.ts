/** '3 min ago', 'just now', '2 h 5 min ago'. */
export function formatAge(createdAt: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(createdAt)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours < 24) return rest ? `${hours} h ${rest} min ago` : `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} d ago`;
}

/** Wall-clock time at the restaurant: '7:45 p.m.' style, in the location's time zone. */
export function formatTime(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

export function formatDateTime(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

export function minutesUntil(iso: string, now: Date): number {
  return Math.round((Date.parse(iso) - now.getTime()) / 60_000);
}

/**
 * Midnight at the restaurant today, as an instant: the wall-clock time of `now` in the zone,
 * taken off `now`. (On a daylight-saving change day this is an hour off, which only widens or
 * narrows "today's orders" by that hour.)
 */
export function startOfDayIn(timeZone: string, now: Date): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const sinceMidnight =
    ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getMilliseconds();
  return new Date(now.getTime() - sinceMidnight);
}
