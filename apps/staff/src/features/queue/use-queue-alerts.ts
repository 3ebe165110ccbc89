import { type EscalationSettings, escalationOf } from '@orderly/domain';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { StaffNotification, StaffOrder, StaffQueue } from '../../lib/api-types.ts';
import { playChime } from '../../lib/chime.ts';
import { useServerNow } from '../../lib/client.tsx';
import { isRinging } from './queue-rules.ts';

const REPEAT_EVERY = 10_000;

export interface AlertOptions {
  queue: StaffQueue | null;
  soundOn: boolean;
  printingEnabled: boolean;
  printOrder: (order: StaffOrder) => void;
  /** The location's preparation time: an order for later rings when it is time to start it. */
  waitTime: number;
  deliveryTime?: number;
  /** The location's escalation delays (0080): past the first, the chime turns urgent. */
  escalation?: EscalationSettings;
}

/**
 * Turns queue snapshots into alerts: a toast and (tab hidden) a system notification with the
 * server's texts, a chime now and every 10 s while an order or request waits, and a kitchen ticket
 * for each order that arrives while the app is open.
 */
export function useQueueAlerts({
  queue,
  soundOn,
  printingEnabled,
  printOrder,
  waitTime,
  deliveryTime,
  escalation = {},
}: AlertOptions) {
  const now = useServerNow(15_000);
  const time = { waitTime, deliveryTime, now, ...escalation };
  const timeRef = useRef(time);
  timeRef.current = time;
  const seenNotifications = useRef<Set<string> | null>(null);
  /** Alerts of orders placed for later, held back until it is time to start them. */
  const heldBack = useRef(new Map<string, StaffNotification>());
  const seenOrders = useRef<Set<string> | null>(null);
  /** Toasts on screen, by notification id: each goes once its order is confirmed or its request answered. */
  const announced = useRef(new Set<string>());
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
      const order = queue.orders.find((candidate) => candidate.id === notification.orderId);
      if (order && !isRinging(order, timeRef.current) && !order.acknowledgedAt) {
        heldBack.current.set(order.id, notification);
        continue;
      }
      ring = notification.orderId ? 'order' : (ring ?? 'request');
      announce(notification);
      announced.current.add(notification.id);
    }
    // Confirmed here or on another device, or answered: its toast no longer asks anything of anyone.
    for (const id of announced.current) {
      if (isSettled(queue, id)) {
        toast.dismiss(id);
        announced.current.delete(id);
      }
    }
    for (const order of queue.orders) {
      if (seenOrders.current.has(order.id)) continue;
      seenOrders.current.add(order.id);
      if (latest.current.printingEnabled) latest.current.printOrder(order);
    }
    if (ring && latest.current.soundOn) playChime(ring);
  }, [queue]);

  // An order placed for later rings once its start time comes (if nobody confirmed it meanwhile).
  const minute = Math.floor(now.getTime() / 15_000);
  useEffect(() => {
    if (!queue || minute < 0) return;
    let due = false;
    for (const [orderId, notification] of heldBack.current) {
      const order = queue.orders.find((candidate) => candidate.id === orderId);
      if (!order || order.acknowledgedAt || (order.status !== 'New' && order.status !== 'Pending')) {
        heldBack.current.delete(orderId);
      } else if (isRinging(order, timeRef.current)) {
        heldBack.current.delete(orderId);
        announce(notification);
        announced.current.add(notification.id);
        due = true;
      }
    }
    if (due && latest.current.soundOn) playChime('order');
  }, [queue, minute]);

  const ringing = (order: StaffOrder) => isRinging(order, time);
  const waiting =
    (queue?.orders.filter(ringing).length ?? 0) +
    (queue?.requests.filter((request) => !request.confirmed).length ?? 0);

  // Keeps ringing until every new order is acknowledged and every request confirmed.
  useEffect(() => {
    if (waiting === 0 || !soundOn) return;
    const timer = window.setInterval(() => {
      const ringingOrders = queue?.orders.filter((order) => isRinging(order, timeRef.current)) ?? [];
      const { now: at } = timeRef.current;
      const urgent = ringingOrders.some(
        (order) => escalationOf(order, timeRef.current, timeRef.current, at).stage !== 'none',
      );
      playChime(urgent ? 'urgent' : ringingOrders.length > 0 ? 'order' : 'request');
    }, REPEAT_EVERY);
    return () => window.clearInterval(timer);
  }, [waiting, soundOn, queue]);

  useEffect(() => {
    document.title = waiting > 0 ? `(${waiting}) New · Staff` : 'Staff · Orders';
  }, [waiting]);

  return waiting;
}

/** Whether an announced notification's order was confirmed (or moved on) or its request answered. */
function isSettled(queue: StaffQueue, notificationId: string): boolean {
  const notification = queue.notifications.find((candidate) => candidate.id === notificationId);
  if (!notification || notification.acknowledgedAt) return true;
  if (notification.orderId) {
    const order = queue.orders.find((candidate) => candidate.id === notification.orderId);
    return !order || Boolean(order.acknowledgedAt) || (order.status !== 'New' && order.status !== 'Pending');
  }
  if (notification.requestId) {
    const request = queue.requests.find((candidate) => candidate.id === notification.requestId);
    return !request || request.confirmed;
  }
  return false;
}

function announce(notification: StaffNotification) {
  // The spec's notification texts, on every screen (SPEC.md: staff receive notifications).
  toast(notification.title, {
    id: notification.id,
    description: notification.body,
    duration: 8000,
    className: notification.orderId ? 'staff-toast staff-toast--order' : 'staff-toast staff-toast--request',
  });
  showSystemNotification(notification.title, notification.body, notification.id);
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
