import { DEFAULT_CAPACITY } from '@orderly/domain';
import { describe, expect, it } from 'vitest';
import { capacityDraftOf, readCapacityDraft } from './capacity-draft.ts';

describe('the capacity fields as a manager types them', () => {
  it('reads empty limits as no limit: pacing off, as the defaults', () => {
    const draft = capacityDraftOf(undefined);
    expect(draft).toMatchObject({ windowMinutes: '15', maxOrders: '', maxItems: '', maxPrepMinutes: '' });
    expect(readCapacityDraft(draft)).toEqual({ ok: true, capacity: DEFAULT_CAPACITY });
  });
  it('reads limits back as numbers', () => {
    const draft = { ...capacityDraftOf(undefined), maxOrders: ' 5 ', maxItems: '30', windowMinutes: '30' };
    expect(readCapacityDraft(draft)).toEqual({
      ok: true,
      capacity: { ...DEFAULT_CAPACITY, maxOrders: 5, maxItems: 30, windowMinutes: 30 },
    });
    expect(capacityDraftOf({ ...DEFAULT_CAPACITY, maxOrders: 5 }).maxOrders).toBe('5');
  });
  it('says what is wrong with a zero, negative, fractional, absurd or unreadable limit', () => {
    const draft = capacityDraftOf(undefined);
    const problems = (changes: Partial<typeof draft>) => {
      const read = readCapacityDraft({ ...draft, ...changes });
      return read.ok ? null : read.problems;
    };
    expect(problems({ maxOrders: '0' })).toEqual({
      maxOrders: 'Use at least 1 order per window, or leave it empty for no limit.',
    });
    expect(problems({ maxItems: '-2' })?.maxItems).toBe(
      'Use at least 1 item per window, or leave it empty for no limit.',
    );
    expect(problems({ maxOrders: '2.5' })?.maxOrders).toBe(
      'Use a whole number of orders, or leave it empty for no limit.',
    );
    expect(problems({ maxOrders: '99999' })?.maxOrders).toBe('Use at most 500 orders per window.');
    expect(problems({ maxPrepMinutes: 'lots' })?.maxPrepMinutes).toBe(
      'Use a whole number, or leave it empty for no limit.',
    );
    expect(problems({ windowMinutes: '7' })?.windowMinutes).toBe(
      'Use a window of 5, 10, 15, 20, 30, 60 minutes.',
    );
  });
});
