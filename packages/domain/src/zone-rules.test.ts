import { describe, expect, it } from 'vitest';
import { packedZoneRules } from './zone-rules.ts';

/**
 * Two made-up zones in moment-timezone's packed format: 'Test/Shift' is UTC−8 (offset 80 = 8 h west)
 * until 1970-01-01 01:00 UTC (60 minutes after the epoch, '10' in base 60), then UTC−7 (70) until
 * 02:30 (another 90 minutes, '1u'), then UTC+5:30 (-5u); 'Test/Fixed' is UTC+1 with no transitions.
 */
const rules = packedZoneRules({
  version: '2099z',
  zones: ['Test/Shift|A B C|80 70 -5u|012|10 1u|0', 'Test/Fixed|D|-10|0||0'],
  links: ['Test/Alias|Test/Alias2', 'Test/Shift|Test/Alias'],
});
const MINUTE = 60_000;

describe('packedZoneRules', () => {
  it('reads each period up to (not including) its end, and the last one forever', () => {
    expect(rules.version).toBe('2099z');
    expect(rules.offsetAt(-1e12, 'Test/Shift')).toBe(-480);
    expect(rules.offsetAt(60 * MINUTE - 1, 'Test/Shift')).toBe(-480);
    expect(rules.offsetAt(60 * MINUTE, 'Test/Shift')).toBe(-420);
    expect(rules.offsetAt(150 * MINUTE - 1, 'Test/Shift')).toBe(-420);
    expect(rules.offsetAt(150 * MINUTE, 'Test/Shift')).toBe(330);
    expect(rules.offsetAt(1e15, 'Test/Shift')).toBe(330);
  });
  it('reads a zone without transitions, any case of a name, and links (also to links)', () => {
    expect(rules.offsetAt(0, 'Test/Fixed')).toBe(60);
    expect(rules.offsetAt(0, 'test/fixed')).toBe(60);
    expect(rules.offsetAt(0, 'Test/Alias')).toBe(-480);
    expect(rules.offsetAt(0, 'TEST/ALIAS2')).toBe(-480);
  });
  it('knows nothing of a zone the data lacks', () => {
    expect(rules.offsetAt(0, 'Mars/Olympus')).toBeNull();
    expect(rules.offsetAt(0, '')).toBeNull();
  });
});
