import { formatClock, formatMonthDay, startOfDay, zonedTime } from '@orderly/domain';

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

/**
 * The wall clock at the restaurant, from the offset table the server sends with the location
 * (`rememberZoneOffsets`, from the tz database the server ships), so staff see the times the server
 * decided; outside the table's span the browser's `Intl` answers. Without a zone: the device's.
 */
function wallClock(instant: number, timeZone: string | undefined) {
  return zonedTime(instant, timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** Wall-clock time at the restaurant: '7:45 PM'. */
export function formatTime(iso: string, timeZone: string | undefined): string {
  return formatClock(wallClock(Date.parse(iso), timeZone));
}

/** 'Nov 18, 7:45 PM'. */
export function formatDateTime(iso: string, timeZone: string | undefined): string {
  const time = wallClock(Date.parse(iso), timeZone);
  return `${formatMonthDay(time)}, ${formatClock(time)}`;
}

export function minutesUntil(iso: string, now: Date): number {
  return Math.round((Date.parse(iso) - now.getTime()) / 60_000);
}

/** The start of today at the restaurant (midnight, or the first hour of a day whose midnight is skipped). */
export function startOfDayIn(timeZone: string, now: Date): Date {
  return new Date(startOfDay(wallClock(now.getTime(), timeZone)));
}
