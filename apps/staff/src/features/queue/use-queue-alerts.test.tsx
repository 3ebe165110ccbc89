import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffNotification, StaffOrder, StaffQueue } from '../../lib/api-types.ts';
import { playChime } from '../../lib/chime.ts';
import { minutesFromNoon, NOON, staffOrder, staffRequest } from '../../testing/staff-orders.ts';
import { type AlertOptions, useQueueAlerts } from './use-queue-alerts.ts';

const clock = vi.hoisted(() => ({ now: new Date(0) }));

vi.mock('../../lib/chime.ts', () => ({ playChime: vi.fn() }));
vi.mock('../../lib/client.tsx', () => ({ useServerNow: () => clock.now }));

const withToaster = ({ children }: { children: ReactNode }) => (
  <>
    {children}
    <Toaster />
  </>
);

function alertFor(order: StaffOrder, id = `n-${order.id}`): StaffNotification {
  return {
    id,
    title: 'New Order',
    body: `Order #${order.orderNumber} is waiting for you.`,
    orderId: order.id,
    requestId: null,
    tableId: null,
    createdAt: order.createdAt,
    acknowledgedAt: null,
  };
}

function queueOf(parts: Partial<StaffQueue>): StaffQueue {
  return { orders: [], requests: [], notifications: [], ...parts } as StaffQueue;
}

function watch(first: StaffQueue, options: Partial<AlertOptions> = {}) {
  const printOrder = vi.fn();
  const view = renderHook(
    (props: { queue: StaffQueue }) =>
      useQueueAlerts({
        queue: props.queue,
        soundOn: true,
        printingEnabled: false,
        printOrder,
        waitTime: 20,
        ...options,
      }),
    { initialProps: { queue: first }, wrapper: withToaster },
  );
  return { ...view, printOrder };
}

const backlog = staffOrder({ id: 'old', orderNumber: 1, acknowledgedAt: minutesFromNoon(-30) }, 40);

beforeEach(() => {
  clock.now = NOON;
  toast.dismiss();
  vi.mocked(playChime).mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('alerts for the kitchen', () => {
  it('shows the backlog at sign-in without announcing it again', () => {
    const waiting = staffOrder({ id: 'a', orderNumber: 5 });
    const { result, printOrder } = watch(
      queueOf({ orders: [backlog, waiting], notifications: [alertFor(waiting)] }),
      { printingEnabled: true },
    );
    expect(screen.queryByText('New Order')).toBeNull();
    expect(playChime).not.toHaveBeenCalled();
    expect(printOrder).not.toHaveBeenCalled();
    // It still counts as waiting, in the tab's title too.
    expect(result.current).toBe(1);
    expect(document.title).toBe('(1) New · Staff');
  });

  it("announces a new order with the server's words, a chime and its kitchen ticket", async () => {
    const { rerender, printOrder } = watch(queueOf({ orders: [backlog] }), { printingEnabled: true });
    const order = staffOrder({ id: 'b', orderNumber: 12 }, 0);
    rerender({ queue: queueOf({ orders: [order, backlog], notifications: [alertFor(order)] }) });

    expect(await screen.findByText('New Order')).toBeTruthy();
    expect(screen.getByText('Order #12 is waiting for you.')).toBeTruthy();
    expect(playChime).toHaveBeenCalledWith('order');
    expect(printOrder).toHaveBeenCalledWith(order);
    expect(document.title).toBe('(1) New · Staff');
  });

  it("takes a new order's toast away once the order is confirmed, here or on another device", async () => {
    const { rerender } = watch(queueOf({ orders: [backlog] }));
    const order = staffOrder({ id: 'd', orderNumber: 14 }, 0);
    const other = staffOrder({ id: 'e', orderNumber: 15 }, 0);
    const alerts = [alertFor(order), alertFor(other)];
    rerender({ queue: queueOf({ orders: [order, other, backlog], notifications: alerts }) });
    expect(await screen.findByText('Order #14 is waiting for you.')).toBeTruthy();
    expect(screen.getByText('Order #15 is waiting for you.')).toBeTruthy();

    const confirmed = { ...order, acknowledgedAt: minutesFromNoon(0), status: 'Preparing' } as StaffOrder;
    rerender({ queue: queueOf({ orders: [confirmed, other, backlog], notifications: alerts }) });
    await vi.waitFor(() => expect(screen.queryByText('Order #14 is waiting for you.')).toBeNull());
    // The other order still waits for someone: its toast stays.
    expect(screen.getByText('Order #15 is waiting for you.')).toBeTruthy();
  });

  it('prints nothing where the restaurant has printing off, and stays silent with the sound off', async () => {
    const { rerender, printOrder } = watch(queueOf({}), { soundOn: false });
    const order = staffOrder({ id: 'c', orderNumber: 13 }, 0);
    rerender({ queue: queueOf({ orders: [order], notifications: [alertFor(order)] }) });

    expect(await screen.findByText('Order #13 is waiting for you.')).toBeTruthy();
    expect(playChime).not.toHaveBeenCalled();
    expect(printOrder).not.toHaveBeenCalled();
  });

  it("rings the request chime for a table's request", async () => {
    const { rerender } = watch(queueOf({}));
    const request = staffRequest({ id: 'r1', tableNumber: '4', description: 'The bill please' }, 0);
    rerender({
      queue: queueOf({
        requests: [request],
        notifications: [
          {
            id: 'n-r1',
            title: 'Table 4',
            body: 'The bill please',
            orderId: null,
            requestId: 'r1',
            tableId: 't4',
            createdAt: request.createdAt,
            acknowledgedAt: null,
          },
        ],
      }),
    });

    expect(await screen.findByText('Table 4')).toBeTruthy();
    expect(playChime).toHaveBeenCalledWith('request');
  });

  it('keeps ringing every 10 seconds until the order is acknowledged', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const order = staffOrder({ id: 'd', orderNumber: 14 }, 0);
    const { rerender } = watch(queueOf({ orders: [order] }));

    act(() => vi.advanceTimersByTime(10_000));
    act(() => vi.advanceTimersByTime(10_000));
    expect(playChime).toHaveBeenCalledTimes(2);
    expect(playChime).toHaveBeenLastCalledWith('order');

    rerender({ queue: queueOf({ orders: [{ ...order, acknowledgedAt: minutesFromNoon(0) }] }) });
    expect(document.title).toBe('Staff · Orders');
    act(() => vi.advanceTimersByTime(30_000));
    expect(playChime).toHaveBeenCalledTimes(2);
  });

  it('turns the chime urgent for an order nobody confirmed past the first delay, and not where it is off', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const order = staffOrder({ id: 'e', orderNumber: 15 }, 0);
    clock.now = new Date(NOON.getTime() + 59_000);
    const { rerender, unmount } = watch(queueOf({ orders: [order] }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(playChime).toHaveBeenLastCalledWith('order');

    clock.now = new Date(NOON.getTime() + 61_000);
    rerender({ queue: queueOf({ orders: [order] }) });
    act(() => vi.advanceTimersByTime(10_000));
    expect(playChime).toHaveBeenLastCalledWith('urgent');
    unmount();

    // The louder alert turned off: the ordinary chime however long it waits.
    const quiet = watch(queueOf({ orders: [order] }), { escalation: { escalateAfterSeconds: null } });
    act(() => vi.advanceTimersByTime(10_000));
    expect(playChime).toHaveBeenLastCalledWith('order');
    quiet.unmount();
  });

  it('holds back an order placed for later until it is time to start it', async () => {
    const { rerender, result } = watch(queueOf({}));
    // Due at 3:00 PM: with 20 minutes to prepare, the kitchen starts it at 2:40 PM.
    const later = staffOrder({ id: 'e', orderNumber: 15, completedAt: minutesFromNoon(180) }, 0);
    const queue = queueOf({ orders: [later], notifications: [alertFor(later)] });
    rerender({ queue });

    expect(screen.queryByText('Order #15 is waiting for you.')).toBeNull();
    expect(playChime).not.toHaveBeenCalled();
    expect(result.current).toBe(0);

    clock.now = new Date(minutesFromNoon(161));
    rerender({ queue });
    expect(await screen.findByText('Order #15 is waiting for you.')).toBeTruthy();
    expect(playChime).toHaveBeenCalledWith('order');
    expect(result.current).toBe(1);
  });
});
