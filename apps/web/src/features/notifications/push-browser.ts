import { readStored, writeStored } from '../../lib/storage.ts';
import { trackingPath } from '../../lib/tracking-links.ts';
import {
  type BrowserSubscription,
  followByPush,
  type PushOrder,
  pushKey,
  stopFollowingByPush,
} from './push-api.ts';

/**
 * The browser's side of push notifications (decision 0091): whether it can show them, and turning
 * them on or off for one order. The service worker is registered here, when the diner asks, never
 * on page load (the first load stays as it was).
 */

/** What the control shows. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** The order as this browser remembers it: the restaurant and order number name it on every page. */
export interface PushOrderRef {
  order: PushOrder;
  restaurantId: string;
  orderNumber: number;
}

const WORKER = '/push-worker.js';
const KEY = 'orderly.pushOrders';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

const nameOf = (ref: PushOrderRef) => `${ref.restaurantId}/${ref.orderNumber}`;
const followed = (): string[] => {
  const stored = readStored<string[]>(KEY);
  return Array.isArray(stored) ? stored.filter((name) => typeof name === 'string') : [];
};

/** The state of the control for this order, as the browser knows it now. */
export function pushStateOf(ref: PushOrderRef): PushState {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && followed().includes(nameOf(ref)) ? 'on' : 'off';
}

function remember(ref: PushOrderRef, on: boolean) {
  const others = followed().filter((name) => name !== nameOf(ref));
  writeStored(KEY, on ? [nameOf(ref), ...others].slice(0, 20) : others);
}

/** The VAPID key as the Push API takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  );
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(WORKER, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/**
 * Asks the browser for permission (the diner just pressed the button), subscribes it, and tells
 * the server to send this order's notices to it. Answers the new state.
 */
export async function turnPushOn(ref: PushOrderRef): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await pushKey()),
    }));
  await followByPush(ref.order, subscription.toJSON() as BrowserSubscription);
  if (ref.order.kind === 'tracking') {
    // The service worker opens a guest's own tracking link (the server never knows the token).
    const cache = await caches.open('orderly-push');
    await cache.put(
      `/push-links/${encodeURIComponent(ref.restaurantId)}/${ref.orderNumber}`,
      new Response(trackingPath(ref.order.token)),
    );
  }
  remember(ref, true);
  return 'on';
}

/** Stops this order's notices to this browser (its subscription stays for other orders). */
export async function turnPushOff(ref: PushOrderRef): Promise<PushState> {
  const worker = await navigator.serviceWorker.getRegistration('/');
  const subscription = await worker?.pushManager.getSubscription();
  if (subscription) await stopFollowingByPush(ref.order, subscription.endpoint);
  remember(ref, false);
  return pushStateOf(ref);
}
