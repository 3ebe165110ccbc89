import { describe, expect, it } from 'vitest';
import { PROGRESS_STEPS, pickupNotice, stepReached } from './order-progress.ts';

describe('the progress steps', () => {
  it('are named as the statuses, ending in Done', () => {
    expect(PROGRESS_STEPS).toEqual(['New', 'Preparing', 'Done']);
  });
  it('are reached as the status moves on', () => {
    const reached = (status: Parameters<typeof stepReached>[0]) =>
      PROGRESS_STEPS.filter((step) => stepReached(status, step));
    expect(reached('New')).toEqual(['New']);
    expect(reached('Pending')).toEqual(['New']);
    expect(reached('Preparing')).toEqual(['New', 'Preparing']);
    expect(reached('Done')).toEqual(['New', 'Preparing', 'Done']);
    expect(reached('Cancelled')).toEqual([]);
  });
});

describe('pickupNotice', () => {
  const address = '1160 Hamilton St';
  it('says where to come once a pickup order is ready', () => {
    expect(pickupNotice({ orderType: 'Pickup', status: 'Done' }, address)).toBe(
      'Your order is ready! Come to 1160 Hamilton St to collect it.',
    );
  });
  it('says where it will be collected before then', () => {
    expect(pickupNotice({ orderType: 'Pickup', status: 'Preparing' }, ` ${address} `)).toBe(
      'Collect it at 1160 Hamilton St once it is ready.',
    );
  });
  it('says nothing for other types, a cancelled order or no address', () => {
    expect(pickupNotice({ orderType: 'Delivery', status: 'Done' }, address)).toBeNull();
    expect(pickupNotice({ orderType: 'Dine-in', status: 'Done' }, address)).toBeNull();
    expect(pickupNotice({ orderType: 'Pickup', status: 'Cancelled' }, address)).toBeNull();
    expect(pickupNotice({ orderType: 'Pickup', status: 'Done' }, ' ')).toBeNull();
  });
});
