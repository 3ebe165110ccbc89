import { describe, expect, it } from 'vitest';
import { unitLabel } from './unit-label.ts';

describe('unitLabel', () => {
  it('puts Unit before a bare apartment number', () => {
    expect(unitLabel('1207')).toBe('Unit 1207');
    expect(unitLabel(' 4B ')).toBe('Unit 4B');
  });

  it('does not double a word the diner typed (issue 24: "Unit Unit 1207")', () => {
    expect(unitLabel('Unit 1207')).toBe('Unit 1207');
    expect(unitLabel('unit 1207')).toBe('Unit 1207');
    expect(unitLabel('UNIT #1207')).toBe('UNIT 1207');
    expect(unitLabel('Apt 4B')).toBe('Apt 4B');
    expect(unitLabel('apt. 4B')).toBe('Apt. 4B');
    expect(unitLabel('Apartment 9')).toBe('Apartment 9');
    expect(unitLabel('Suite 300')).toBe('Suite 300');
    expect(unitLabel('PH2')).toBe('PH 2');
  });

  it('reads a # as Unit', () => {
    expect(unitLabel('#12')).toBe('Unit 12');
    expect(unitLabel('# 12')).toBe('Unit 12');
  });

  it('keeps a number that only starts like a word', () => {
    expect(unitLabel('Studio')).toBe('Unit Studio');
    expect(unitLabel('Floyd 2')).toBe('Unit Floyd 2');
  });

  it('shows nothing for no apartment', () => {
    expect(unitLabel(null)).toBeNull();
    expect(unitLabel(undefined)).toBeNull();
    expect(unitLabel('   ')).toBeNull();
    expect(unitLabel('#')).toBeNull();
  });
});
