import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { StaffOrder, StaffQueue } from '../../lib/api-types.ts';
import { playChime } from '../../lib/chime.ts';
import { isAlerting } from './queue-rules.ts';

const REPEAT_EVERY = 10_000;

export interface AlertOptions {
  queue: StaffQueue | null;
  soundOn: boolean;
  printingEnabled: boolean;
  printOrder: (order: StaffOrder) => void;
}

/**
 * Turns queue snapshots into alerts: a toast and (tab hidden) a system notification with the
 * server's texts, a chime now and every 10 s while an order or request waits, and a kitchen ticket
 * for each order that arrives while the app is open.
 */
export function useQueueAlerts({ queue, soundOn, printingEnabled, printOrder }: AlertOptions) {
  const seenNotifications = useRef<Set<string> | null>(null);
  const seenOrders = useRef<Set<string> | null>(null);
  const latest = useRef({ soundOn, printingEnabled, printOrder });
  latest.current = { soundOn, printingEnabled, printOrder };

  useEffect(() => {
    if (!queue) return;
    // The first snapshot is the backlog: it is shown, not announced or printed again.
    if (!seenNotifications.current || !seenOrders.current) {
      seenNotifications.current = new Set(queue.notifications.map((item) => item.id));
      seenOrders.current = new Set(queue.orders.map((order) => order.id));
      return;
    }
    let ring: 'order' | 'request' | null = null;
    for (const notification of queue.notifications) {
      if (seenNotifications.current.has(notification.id)) continue;
      seenNotifications.current.add(notification.id);
      if (notification.acknowledgedAt) continue;
      ring = notification.orderId ? 'order' : (ring ?? 'request');
      toast(notification.title, {
        description: notification.body,
        duration: 8000,
        className: notification.orderId
          ? 'staff-toast staff-toast--order'
          : 'staff-toast staff-toast--request',
      });
      showSystemNotification(notification.title, notification.body, notification.id);
    }
    for (const order of queue.orders) {
      if (seenOrders.current.has(order.id)) continue;
      seenOrders.current.add(order.id);
      if (latest.current.printingEnabled) latest.current.printOrder(order);
    }
    if (ring && latest.current.soundOn) playChime(ring);
  }, [queue]);

  const waiting =
    (queue?.orders.filter(isAlerting).length ?? 0) +
    (queue?.requests.filter((request) => !request.confirmed).length ?? 0);

  // Keeps ringing until every new order is acknowledged and every request confirmed.
  useEffect(() => {
    if (waiting === 0 || !soundOn) return;
    const timer = window.setInterval(() => {
      const hasOrder = queue?.orders.some(isAlerting);
      playChime(hasOrder ? 'order' : 'request');
    }, REPEAT_EVERY);
    return () => window.clearInterval(timer);
  }, [waiting, soundOn, queue]);

  useEffect(() => {
    document.title = waiting > 0 ? `(${waiting}) New · Staff` : 'Staff · Orders';
  }, [waiting]);

  return waiting;
}

function showSystemNotification(title: string, body: string, tag: string) {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  if (document.visibilityState !== 'hidden') return;
  try {
    const notification = new Notification(title, { body, tag, requireInteraction: true });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker; the toast and chime remain.
  }
}
