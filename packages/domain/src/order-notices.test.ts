import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dinerNoticeWanted,
  isReceipt,
  MAX_NOTICE_ATTEMPTS,
  noticeOfStatusChange,
  noticeRetryDelayMs,
} from './order-notices.ts';
import { brandSettingsSchema } from './restaurant-document/schema.ts';
import { DINER_NOTICE_KINDS } from './vocabulary.ts';

describe('which change sends which notice', () => {
  it('tells the diner when the kitchen confirms the order', () => {
    expect(noticeOfStatusChange('Pickup', 'New', 'Preparing')).toBe('confirmed');
    expect(noticeOfStatusChange('Delivery', 'Pending', 'Preparing')).toBe('confirmed');
  });

  it('says ready for pickup, or out for delivery, when the order is done', () => {
    expect(noticeOfStatusChange('Pickup', 'Preparing', 'Done')).toBe('ready');
    expect(noticeOfStatusChange('Delivery', 'Preparing', 'Done')).toBe('outForDelivery');
  });

  it('sends nothing for a dine-in order brought to the table, nor for undoing Mark done', () => {
    expect(noticeOfStatusChange('Dine-in', 'Preparing', 'Done')).toBeNull();
    expect(noticeOfStatusChange('Pickup', 'Done', 'Preparing')).toBeNull();
  });
});

describe('restaurant settings', () => {
  it('sends every notice until the restaurant turns one off', () => {
    for (const kind of DINER_NOTICE_KINDS) expect(dinerNoticeWanted(undefined, kind)).toBe(true);
    expect(dinerNoticeWanted({ confirmed: false }, 'confirmed')).toBe(false);
    expect(dinerNoticeWanted({ confirmed: false }, 'ready')).toBe(true);
  });

  it('treats only the receipt as a receipt (no unsubscribe link)', () => {
    expect(DINER_NOTICE_KINDS.filter(isReceipt)).toEqual(['placed']);
  });
});

describe('retries', () => {
  it('waits 30 s, then twice as long each time, and gives up after the last attempt', () => {
    expect(noticeRetryDelayMs(1)).toBe(30_000);
    expect(noticeRetryDelayMs(2)).toBe(60_000);
    expect(noticeRetryDelayMs(3)).toBe(120_000);
    expect(noticeRetryDelayMs(MAX_NOTICE_ATTEMPTS)).toBeNull();
  });

  it('never waits less after more failures, nor more than 30 minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_NOTICE_ATTEMPTS - 2 }), (attempts) => {
        const now = noticeRetryDelayMs(attempts)!;
        const next = noticeRetryDelayMs(attempts + 1)!;
        expect(next).toBeGreaterThanOrEqual(now);
        expect(next).toBeLessThanOrEqual(30 * 60_000);
      }),
    );
  });
});

describe('the running-late notice (decision 0089)', () => {
  it('is a diner notice, on by default, and on for settings saved before it existed', () => {
    expect(DINER_NOTICE_KINDS).toContain('late');
    expect(isReceipt('late')).toBe(false);
    const savedBefore = {
      placed: true,
      confirmed: false,
      ready: true,
      outForDelivery: true,
      cancelled: true,
      refunded: true,
    };
    expect(dinerNoticeWanted(savedBefore, 'late')).toBe(true);
    expect(dinerNoticeWanted({ ...savedBefore, late: false }, 'late')).toBe(false);
    expect(brandSettingsSchema.shape.dinerNotices.parse(savedBefore)).toEqual({ ...savedBefore, late: true });
  });
});

describe('text messages (decision 0095)', () => {
  it('send the moments that change what the diner does next by default, never the receipt or a refund', async () => {
    const { smsNoticeWanted, sendsAnySms } = await import('./order-notices.ts');
    expect(smsNoticeWanted(undefined, 'confirmed')).toBe(true);
    expect(smsNoticeWanted(undefined, 'placed')).toBe(false);
    expect(smsNoticeWanted(undefined, 'refunded')).toBe(false);
    expect(smsNoticeWanted({ confirmed: false }, 'confirmed')).toBe(false);
    expect(sendsAnySms(undefined)).toBe(true);
    const off = {
      placed: false,
      confirmed: false,
      late: false,
      ready: false,
      outForDelivery: false,
      cancelled: false,
      refunded: false,
    };
    expect(sendsAnySms(off)).toBe(false);
    expect(sendsAnySms({ ...off, late: true })).toBe(true);
  });
});
