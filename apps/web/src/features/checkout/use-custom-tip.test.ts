import { messages, tipBelowCourierMinimumMessage } from '@orderly/domain';
import { describe, expect, it } from 'vitest';
import { customTipProblem } from './use-custom-tip.ts';

const bounds = { subTotal: 4000, minimum: 0 };

describe('a custom tip as the diner types it', () => {
  it('is an amount read by the one money parser, within its bounds', () => {
    expect(customTipProblem('', bounds)).toBeNull();
    expect(customTipProblem('3.50', bounds)).toBeNull();
    expect(customTipProblem('$37.50', bounds)).toBeNull();
    expect(customTipProblem('40.01', bounds)).toBe(messages.tipTooLarge);
    expect(customTipProblem('2', { subTotal: 4000, minimum: 300 })).toBe(
      tipBelowCourierMinimumMessage('$3.00'),
    );
  });

  it('refuses a decimal comma with a sentence saying how to write it, other text with the tip sentence', () => {
    // Read as $3.50 here and refused in the back office before decision 0073.
    expect(customTipProblem('3,50', bounds)).toBe('Use a point before the cents: 3.50, not 3,50.');
    expect(customTipProblem('a lot', bounds)).toBe(messages.tipNotAmount);
  });
});
