import { formatClock, formatMonthDay, zonedTime } from '@orderly/domain';

/**
 * Dates and times of orders as the customer reads them, on the location's wall clock (the
 * restaurant's time zone, whatever the device's). The offsets come from the table the server sent
 * with the location (`rememberZoneOffsets`), computed from the tz database the server ships, so the
 * app shows the times the server decided; only outside the table's span (an order weeks old) does
 * the browser's own `Intl` answer.
 */
function wallClock(iso: string, timeZone: string) {
  return zonedTime(Date.parse(iso), timeZone);
}

/** '8:15 PM'. */
export function formatTime(iso: string, timeZone: string): string {
  return formatClock(wallClock(iso, timeZone));
}

/** 'Nov 18, 2026'. */
export function formatDate(iso: string, timeZone: string): string {
  const time = wallClock(iso, timeZone);
  return `${formatMonthDay(time)}, ${time.year}`;
}

/** 'Nov 18, 2026, 8:15 PM'. */
export function formatDateTime(iso: string, timeZone: string): string {
  return `${formatDate(iso, timeZone)}, ${formatTime(iso, timeZone)}`;
}
