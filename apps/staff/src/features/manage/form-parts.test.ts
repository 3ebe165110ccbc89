import { describe, expect, it } from 'vitest';
import { dayNote } from '../manage-locations/hours-editor.tsx';
import { fieldMessage, formatPercent, parsePercent, parseWhole } from './form-parts.tsx';

describe('the back office reads amounts as managers type them', () => {
  it('percentages: to a fraction, two decimals at most', () => {
    expect(parsePercent('10')).toBe(0.1);
    expect(parsePercent('12.5')).toBe(0.125);
    expect(parsePercent('18 %')).toBe(0.18);
    for (const text of ['', 'lots', '10.555', '-5']) expect(parsePercent(text)).toBeNaN();
    expect(formatPercent(0.15)).toBe('15');
    expect(formatPercent(0.125)).toBe('12.5');
  });

  it('whole numbers only for minutes', () => {
    expect(parseWhole('25')).toBe(25);
    for (const text of ['', '2.5', 'ten']) expect(parseWhole(text)).toBeNaN();
  });

  it('says when a day closes after midnight or never closes', () => {
    expect(dayNote({ open: '17:00', close: '02:00' })).toBe('Closes at 02:00 the next day.');
    expect(dayNote({ open: '00:00', close: '24:00' })).toBe('Open all day.');
    expect(dayNote({ open: '09:00', close: '24:00' })).toBeNull();
    expect(dayNote({ open: '09:00', close: '21:00' })).toBeNull();
  });

  it("speaks of percentages where the document's schema speaks of fractions", () => {
    expect(fieldMessage('Use a fraction between 0 and 1.')).toBe('Use a percentage from 0 to 100.');
    expect(fieldMessage('Use 10 digits, e.g. "6045550142".')).toBe('Use 10 digits, e.g. "6045550142".');
    expect(fieldMessage('expected number, received string')).toBe('Check this value.');
  });
});
