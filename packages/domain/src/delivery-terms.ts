import { type Instant, inZone, weekdayIndex } from './clock.ts';
import { messages, minOrderMessage } from './messages.ts';
import { formatMoney } from './money.ts';
import { isDeliveryOpenToday, type OpeningWindow, openingWindow } from './opening-hours.ts';
import type { Cents, LocationSettings } from './types.ts';
import { addDays, formatClock, zonedTime } from './zoned-time.ts';

type TermsSettings = Pick<
  LocationSettings,
  'deliveryHours' | 'timeZone' | 'minOrder' | 'orderOpen' | 'deliveryOpen' | 'deliveryEnabled'
>;

function clock(epochMs: number, timeZone: string): string {
  return formatClock(zonedTime(epochMs, timeZone));
}

/** '12:00 PM – 8:00 PM', or with a break '12:00 PM – 3:00 PM and 4:00 PM – 8:00 PM'. */
export function windowText(window: OpeningWindow, timeZone: string): string {
  const span = (from: number, to: number) => `${clock(from, timeZone)} – ${clock(to, timeZone)}`;
  if (window.breakStart === null || window.breakEnd === null) return span(window.open, window.close);
  return `${span(window.open, window.breakStart)} and ${span(window.breakEnd, window.close)}`;
}

/**
 * What a diner reads where Delivery is chosen, before the order check would say it: today's
 * delivery hours (last night's window while it still runs) and the minimum, e.g.
 * 'Delivery today 12:00 PM – 8:00 PM · minimum $15.00 before fees', or the spec's 'Sorry, delivery
 * is closed.' when there is none today (paused, switched off, or no delivery hours).
 */
export function deliveryTerms(settings: TermsSettings, now: Instant): string {
  if (!isDeliveryOpenToday(settings, now)) return messages.deliveryClosed;
  const time = inZone(now, settings.timeZone);
  const yesterday = addDays(time, -1);
  const lastNight = openingWindow(yesterday, settings.deliveryHours[weekdayIndex(yesterday)]);
  const today = openingWindow(time, settings.deliveryHours[weekdayIndex(time)]);
  const todays = [lastNight && lastNight.close > time.epochMs ? lastNight : null, today].filter(
    (window): window is OpeningWindow => window !== null,
  );
  const hours =
    todays.length === 1 && todays[0]!.allDay
      ? 'Delivery all day today'
      : `Delivery today ${todays.map((window) => windowText(window, settings.timeZone)).join(' and ')}`;
  return settings.minOrder > 0 ? `${hours} · minimum ${formatMoney(settings.minOrder)} before fees` : hours;
}

/** The spec's refusal, said beforehand: a delivery subtotal (after rewards) below the minimum. */
export function deliveryMinimumNotice(
  settings: Pick<LocationSettings, 'minOrder'>,
  subTotalAfterRewards: Cents,
): string | null {
  return subTotalAfterRewards < settings.minOrder ? minOrderMessage(formatMoney(settings.minOrder)) : null;
}
