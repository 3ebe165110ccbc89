import type { CalendarDate } from './zoned-time.ts';

// Apart from zoned-time.ts (which the apps' first screens need): only screens that show dates load it.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The short date in English, 'MMM d': 'Nov 18' (as `Intl`'s en-US month 'short', day 'numeric'). */
export function formatMonthDay(date: CalendarDate): string {
  return `${MONTHS[date.month - 1]} ${date.day}`;
}
