import type { OrderType } from '@orderly/domain';
import { useEffect, useState } from 'react';
import { CHECKOUT } from '../../lib/paths.ts';
import { updateSession } from '../../lib/session.ts';
import {
  getCheckoutChoices,
  takeAddressExpectation,
  takeCardExpectation,
  updateCheckoutChoices,
} from './checkout-store.ts';

/**
 * Back at the checkout from an editor that a choice opened (checkout-store's expectAddress,
 * expectCard). The card editor says itself whether it saved a card: left without one, the payment
 * method goes back to empty (SPEC.md section 4). The address editor's outcome is read from the user,
 * read again: without an address the order type goes back to unchosen (no Delivery without one).
 */
export function useEditorReturn(input: {
  scope: string;
  orderType: OrderType;
  address: string | null | undefined;
  refresh: () => Promise<void>;
}): void {
  const { scope, orderType, address, refresh } = input;
  const [check, setCheck] = useState<'none' | 'refreshing' | 'ready'>('none');
  const [, setReturned] = useState(0);
  useEffect(() => {
    // Going back before the editor has even shown leaves this screen in place: look again then.
    const onBack = () => setReturned((count) => count + 1);
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, []);
  useEffect(() => {
    if (window.location.pathname !== CHECKOUT) return;
    if (takeCardExpectation(scope) === 'closed' && getCheckoutChoices(scope).paymentMethod === 'online')
      updateCheckoutChoices(scope, { paymentMethod: '' });
    if (!takeAddressExpectation(scope)) return;
    setCheck('refreshing');
    void refresh().finally(() => setCheck('ready'));
  });
  useEffect(() => {
    if (check !== 'ready') return;
    setCheck('none');
    if (orderType === 'Delivery' && !address) updateSession({ chosenOrderType: '' });
  }, [check, orderType, address]);
}
