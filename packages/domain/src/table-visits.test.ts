import { describe, expect, it } from 'vitest';
import {
  checkVisitGuestName,
  roundStatusWords,
  VISIT_GUEST_NAME_MAX,
  visitMessages,
} from './table-visits.ts';

describe('a guest at a table visit (decision 0093)', () => {
  it('gives a name, trimmed, of at most the limit', () => {
    expect(checkVisitGuestName('  Ana   María ')).toEqual({ name: 'Ana María' });
    expect(checkVisitGuestName('   ')).toEqual({ error: visitMessages.nameEmpty });
    expect(checkVisitGuestName('x'.repeat(VISIT_GUEST_NAME_MAX + 1))).toEqual({
      error: visitMessages.nameTooLong,
    });
  });

  it("reads each round's status in words", () => {
    expect(roundStatusWords('New')).toBe('Sent to the kitchen');
    expect(roundStatusWords('Pending')).toBe('Sent to the kitchen');
    expect(roundStatusWords('Preparing')).toBe('Being prepared');
    expect(roundStatusWords('Done')).toBe('Ready');
    expect(roundStatusWords('Cancelled')).toBe('Cancelled by the restaurant');
  });
});
