import { type Cents, checkCustomTip, messages, parseTipAmount } from '@orderly/domain';
import { useState } from 'react';
import { updateCheckoutChoices } from './checkout-store.ts';

export interface CustomTip {
  /** What the customer typed. */
  text: string;
  error: string | null;
  /** Typing an amount: a valid one becomes the tip (the courier's booking is then redone). */
  type(text: string, subTotal: Cents): void;
  /** A tip button was chosen: the typed amount goes. */
  clear(): void;
}

/** The custom tip field: its text, and the amount it sets in the checkout's choices when valid. */
export function useCustomTip(scope: string, customTip: Cents | null): CustomTip {
  const [text, setText] = useState(() => (customTip === null ? '' : (customTip / 100).toFixed(2)));
  const [error, setError] = useState<string | null>(null);
  return {
    text,
    error,
    type(next, subTotal) {
      setText(next);
      if (next.trim() === '') {
        setError(null);
        updateCheckoutChoices(scope, { customTip: null, courierDetails: null });
        return;
      }
      const amount = parseTipAmount(next);
      const problem = amount === null ? messages.tipNotAmount : checkCustomTip(amount, subTotal);
      setError(problem);
      updateCheckoutChoices(scope, { customTip: problem ? null : amount, courierDetails: null });
    },
    clear() {
      setText('');
      setError(null);
    },
  };
}
