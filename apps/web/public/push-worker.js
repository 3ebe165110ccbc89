/*
 * The customer app's service worker (decision 0091). It does one thing: show an order's push
 * notifications and open the order when one is tapped. It caches nothing and serves no request.
 * It is registered only when a diner turns notifications on for an order, never on page load.
 */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Your order', {
      body: message.body || '',
      tag: message.tag,
      data: { path: message.path, restaurantId: message.restaurantId, orderNumber: message.orderNumber },
    }),
  );
});

/** The page a tap opens: a guest's own tracking link when this browser kept one, else the orders. */
async function pathOf(data) {
  const cache = await caches.open('orderly-push');
  const kept = await cache.match(`/push-links/${encodeURIComponent(data.restaurantId)}/${data.orderNumber}`);
  if (kept) return kept.text();
  const path = typeof data.path === 'string' ? data.path : '';
  return path.startsWith('/') && !path.startsWith('//') ? path : '/order_history';
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const url = new URL(await pathOf(event.notification.data || {}), self.location.origin).href;
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
