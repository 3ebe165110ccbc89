import {
  type Cents,
  checkCustomTip,
  formatMoneyInput,
  messages,
  moneyProblem,
  parseMoney,
} from '@orderly/domain';
import { useState } from 'react';
import { updateCheckoutChoices } from './checkout-store.ts';

export interface CustomTip {
  /** What the customer typed. */
  text: string;
  /** Why the typed text is not a tip the order can take now (its cap and minimum follow the order). */
  error: string | null;
  /** Typing an amount: a valid one becomes the tip (the courier's booking is then redone). */
  type(text: string): void;
  /** A tip button was chosen: the typed amount goes. */
  clear(): void;
}

/** What keeps a custom tip in bounds: the subtotal (its cap) and, for a courier delivery, its minimum. */
export interface CustomTipBounds {
  subTotal: Cents;
  minimum: Cents;
}

/** The sentence for a typed tip, or null when it is empty or an amount within its bounds. */
export function customTipProblem(text: string, bounds: CustomTipBounds): string | null {
  if (text.trim() === '') return null;
  const amount = parseMoney(text);
  return amount === null
    ? moneyProblem(text, messages.tipNotAmount)
    : checkCustomTip(amount, bounds.subTotal, bounds.minimum);
}

/**
 * The custom tip field: its text, and the amount in cents it sets in the checkout's choices when
 * valid (sent as typed: the server charges that amount to the cent).
 */
export function useCustomTip(scope: string, customTip: Cents | null, bounds: CustomTipBounds): CustomTip {
  const [text, setText] = useState(() => (customTip === null ? '' : formatMoneyInput(customTip)));
  return {
    text,
    error: customTipProblem(text, bounds),
    type(next) {
      setText(next);
      const amount = parseMoney(next);
      const valid = next.trim() !== '' && customTipProblem(next, bounds) === null;
      updateCheckoutChoices(scope, { customTip: valid ? amount : null, courierDetails: null });
    },
    clear() {
      setText('');
    },
  };
}
