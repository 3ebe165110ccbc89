import { makeSettings } from '@orderly/domain/testing/fixtures';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workspace } from '../../app/workspace-context.ts';
import type { StaffQueue } from '../../lib/api-types.ts';
import { minutesFromNoon, NOON, staffOrder, staffRequest } from '../../testing/staff-orders.ts';
import { QueueScreen } from './queue-screen.tsx';

const fake = vi.hoisted(() => ({ workspace: null as unknown }));

vi.mock('../../app/workspace-context.ts', () => ({ useWorkspace: () => fake.workspace }));
vi.mock('../../lib/client.tsx', () => ({ call: vi.fn(), useServerNow: () => NOON }));

/* Vancouver, 20 minutes to prepare an order; it is 12:00 there. */
const settings = makeSettings({ restaurantId: 'demo', locationId: 'downtown', waitTime: 20 });

function showQueue(queue: Partial<StaffQueue> | null) {
  const workspace: Workspace = {
    restaurantId: 'demo',
    locationId: 'downtown',
    settings,
    queue: queue ? ({ orders: [], requests: [], notifications: [], ...queue } as StaffQueue) : null,
    handlers: { onCancel: vi.fn(), onPrint: vi.fn(), onDetails: vi.fn(), onReprint: vi.fn() },
    printing: { hasPrinters: false, unreachable: [], notPrinted: new Map() },
  };
  fake.workspace = workspace;
  return render(<QueueScreen />);
}

const lane = (name: RegExp) => screen.getByRole('region', { name });
const orderNumbersIn = (region: HTMLElement) =>
  within(region)
    .queryAllByTestId('order-card')
    .map((card) => Number(card.dataset.orderNumber));

beforeEach(() => {
  fake.workspace = null;
});

describe('the kitchen board', () => {
  it('says it is loading until the queue arrives', () => {
    showQueue(null);
    expect(screen.getByRole('status').textContent).toBe('Loading orders…');
  });

  it('lists ringing new orders newest first, preparing by due time, finished ones newest first', () => {
    showQueue({
      orders: [
        staffOrder({ id: 'a', orderNumber: 11 }, 2),
        staffOrder({ id: 'b', orderNumber: 10 }, 9),
        staffOrder({ id: 'c', orderNumber: 12, status: 'Pending' }, 1),
        staffOrder({ id: 'd', orderNumber: 5, status: 'Preparing' }, 15),
        staffOrder({ id: 'e', orderNumber: 4, status: 'Preparing' }, 30),
        staffOrder({ id: 'f', orderNumber: 2, status: 'Done' }, 60),
        staffOrder({ id: 'g', orderNumber: 3, status: 'Cancelled', cancelReason: 'Out of fish' }, 50),
      ],
    });

    // All three still ring: the one that just came in is on top, where the eye goes in a burst.
    expect(orderNumbersIn(lane(/^New/))).toEqual([12, 11, 10]);
    expect(orderNumbersIn(lane(/^Preparing/))).toEqual([4, 5]);
    const finished = within(lane(/^Done & cancelled/)).getAllByTestId('finished-order');
    expect(finished.map((row) => row.textContent?.match(/#\d+/)?.[0])).toEqual(['#3', '#2']);
    // The tablet's lane tabs count the same.
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['New 3', 'Preparing 2', 'Done 2']);
  });

  it('puts the ringing orders above the silenced ones, which wait oldest first', () => {
    const seen = minutesFromNoon(-1);
    showQueue({
      orders: [
        staffOrder({ id: 'a', orderNumber: 1, acknowledgedAt: seen }, 12),
        staffOrder({ id: 'b', orderNumber: 2, acknowledgedAt: seen }, 14),
        staffOrder({ id: 'c', orderNumber: 3 }, 6),
        staffOrder({ id: 'd', orderNumber: 4 }, 1),
      ],
    });
    expect(orderNumbersIn(lane(/^New/))).toEqual([4, 3, 2, 1]);
  });

  it('cooks what is due first: a later order placed earlier waits behind a sooner one', () => {
    showQueue({
      orders: [
        // Due at 12:18, placed 20 minutes ago: started two minutes ago, due after the other.
        staffOrder({ id: 'a', orderNumber: 1, status: 'Preparing', completedAt: minutesFromNoon(18) }, 20),
        staffOrder({ id: 'b', orderNumber: 2, status: 'Preparing' }, 5),
      ],
    });
    expect(orderNumbersIn(lane(/^Preparing/))).toEqual([2, 1]);
  });

  it('shows each card’s dishes and lateness without a tap, the late ones in words', () => {
    showQueue({
      orders: [
        // Placed 25 minutes ago for 20 minutes: five minutes late.
        staffOrder({ id: 'a', orderNumber: 1, status: 'Preparing', notes: 'Nut allergy' }, 25),
        staffOrder({ id: 'b', orderNumber: 2 }, 1),
      ],
    });
    const late = within(lane(/^Preparing/)).getByTestId('order-card');
    expect(late.dataset.clock).toBe('late');
    expect(within(late).getByTestId('order-clock').textContent).toContain('Late 5 min');
    expect(late.textContent).toContain('2×Crispy Fish Tacos');
    expect(late.querySelector('mark.allergy')?.textContent).toBe('Nut');
    const fresh = within(lane(/^New/)).getByTestId('order-card');
    expect(within(fresh).getByTestId('order-clock').textContent).toContain('Due in 19 min');
  });

  it('says so when a lane is empty', () => {
    showQueue({ orders: [] });
    expect(within(lane(/^New/)).getByText('No new orders')).toBeTruthy();
    expect(within(lane(/^Preparing/)).getByText('Nothing cooking')).toBeTruthy();
    expect(within(lane(/^Done & cancelled/)).getByText('No finished orders yet')).toBeTruthy();
  });

  it('holds an order placed for later in Scheduled, silent, with the time to start it', () => {
    showQueue({
      orders: [
        // Due at 3:00 PM, placed five minutes ago: the kitchen starts it 20 minutes before.
        staffOrder({ id: 'later', orderNumber: 21, completedAt: minutesFromNoon(180) }, 5),
        staffOrder({ id: 'now', orderNumber: 22 }, 0),
      ],
    });

    const scheduled = lane(/^Scheduled/);
    expect(orderNumbersIn(scheduled)).toEqual([21]);
    const card = within(scheduled).getByTestId('order-card');
    expect(card.textContent).toContain('Start 2:40 PM');
    expect(within(card).queryByText('New order — confirm or silence the alert')).toBeNull();

    const asap = within(lane(/^New/)).getByTestId('order-card');
    expect(asap.dataset.orderNumber).toBe('22');
    expect(within(asap).getByText('New order — confirm or silence the alert')).toBeTruthy();
    expect(screen.getAllByRole('tab')[0]?.textContent).toBe('Scheduled 1');
  });

  it('keeps a confirmed order for later in Scheduled until ready time less preparation', () => {
    const confirmedForLater = staffOrder(
      { id: 'later', orderNumber: 31, status: 'Preparing', completedAt: minutesFromNoon(60) },
      30,
    );
    showQueue({ orders: [confirmedForLater] });
    expect(orderNumbersIn(lane(/^Scheduled/))).toEqual([31]);
    expect(orderNumbersIn(lane(/^Preparing/))).toEqual([]);
    expect(within(lane(/^Scheduled/)).getByTestId('order-card').textContent).toContain('Start 12:40 PM');
  });

  it('has no Scheduled lane while nothing is placed for later', () => {
    showQueue({ orders: [staffOrder({ id: 'a', orderNumber: 1 })] });
    expect(screen.queryByRole('region', { name: /^Scheduled/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: /Scheduled/ })).toBeNull();
  });

  it('stops flashing an order once someone silenced it', () => {
    showQueue({
      orders: [staffOrder({ id: 'a', orderNumber: 1, acknowledgedAt: minutesFromNoon(-1) })],
    });
    const card = within(lane(/^New/)).getByTestId('order-card');
    expect(card.dataset.alerting).toBe('false');
    expect(within(card).queryByText('New order — confirm or silence the alert')).toBeNull();
  });

  it('shows the open table requests on top, oldest first, and not the confirmed ones', () => {
    showQueue({
      requests: [
        staffRequest({ id: 'r1', tableNumber: '4', description: 'The bill please' }, 1),
        staffRequest({ id: 'r2', tableNumber: '2', description: 'More napkins please' }, 6),
        staffRequest({ id: 'r3', tableNumber: '9', confirmed: true, confirmedAt: minutesFromNoon(-1) }, 8),
      ],
    });
    const requests = screen.getByRole('region', { name: /^Table requests/ });
    expect(within(requests).getByRole('heading', { level: 2 }).textContent).toBe('Table requests 2');
    const tables = within(requests)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(tables).toEqual(['Table 2', 'Table 4']);
    expect(within(requests).getByRole('button', { name: 'Confirm request from table 2' })).toBeTruthy();
  });

  it('shows no requests row while no table is waiting', () => {
    showQueue({ requests: [staffRequest({ id: 'r3', confirmed: true, confirmedAt: minutesFromNoon(-1) })] });
    expect(screen.queryByRole('region', { name: /^Table requests/ })).toBeNull();
  });

  it('switches lanes on a tablet with the tabs', () => {
    showQueue({ orders: [staffOrder({ id: 'a', orderNumber: 1 })] });
    const [newTab, preparingTab] = screen.getAllByRole('tab');
    expect(newTab?.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(preparingTab!);
    expect(preparingTab?.getAttribute('aria-selected')).toBe('true');
    expect(newTab?.getAttribute('aria-selected')).toBe('false');
    expect(lane(/^Preparing/).className).toContain('lane--active');
  });
});
