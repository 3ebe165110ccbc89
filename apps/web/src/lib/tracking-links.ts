import { readStored, writeStored } from './storage.ts';

/**
 * The tracking links of the orders placed on this device without an account (a guest has no
 * order history): kept in localStorage so the order can be found again after FINISH, a reload or
 * a closed tab. Newest first, a few days' worth.
 */
export interface TrackingLink {
  token: string;
  orderId: string;
  orderNumber: number;
  restaurantId: string;
  placedAt: string;
}

const KEY = 'orderly.trackingLinks';
const KEEP = 10;
const KEEP_MS = 7 * 24 * 60 * 60_000;

/** The address of an order's tracking screen. The token rides in the fragment: it never reaches a server's logs. */
export const trackingPath = (token: string) => `/track#${token}`;

export function trackingLinks(now = Date.now()): TrackingLink[] {
  const stored = readStored<TrackingLink[]>(KEY);
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (link) =>
      link &&
      typeof link.token === 'string' &&
      typeof link.orderNumber === 'number' &&
      now - Date.parse(link.placedAt) < KEEP_MS,
  );
}

export function rememberTrackingLink(link: TrackingLink): void {
  const others = trackingLinks().filter((kept) => kept.token !== link.token && kept.orderId !== link.orderId);
  writeStored(KEY, [link, ...others].slice(0, KEEP));
}

export function trackingLinkOf(orderId: string): TrackingLink | null {
  return trackingLinks().find((link) => link.orderId === orderId) ?? null;
}
