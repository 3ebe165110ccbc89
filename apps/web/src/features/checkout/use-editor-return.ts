import type { OrderType, PaymentMethod } from '@orderly/domain';
import { useEffect, useState } from 'react';
import { CHECKOUT } from '../../lib/paths.ts';
import { updateSession } from '../../lib/session.ts';
import { takeEditorExpectations, updateCheckoutChoices } from './checkout-store.ts';

/**
 * Back at the checkout from the editor that choosing Delivery (the address editor) or Pay Online
 * (the card editor) opened (checkout-store's expectAddress, expectCard): the user is read again;
 * without an address the order type goes back to unchosen (no Delivery without an address), and
 * without a saved card the payment method goes back to empty (SPEC.md section 4).
 */
export function useEditorReturn(input: {
  scope: string;
  orderType: OrderType;
  address: string | null | undefined;
  paymentMethod: PaymentMethod;
  hasCard: boolean;
  refresh: () => Promise<void>;
}): void {
  const { scope, orderType, address, paymentMethod, hasCard, refresh } = input;
  const [check, setCheck] = useState<{ address: boolean; card: boolean } | 'refreshing' | null>(null);
  const [, setReturned] = useState(0);
  useEffect(() => {
    // Going back before the editor has even shown leaves this screen in place: look again then.
    const onBack = () => setReturned((count) => count + 1);
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, []);
  useEffect(() => {
    if (window.location.pathname !== CHECKOUT) return;
    const awaited = takeEditorExpectations(scope);
    if (!awaited.address && !awaited.card) return;
    setCheck('refreshing');
    void refresh().finally(() => setCheck(awaited));
  });
  useEffect(() => {
    if (check === null || check === 'refreshing') return;
    setCheck(null);
    if (check.address && orderType === 'Delivery' && !address) updateSession({ chosenOrderType: '' });
    if (check.card && paymentMethod === 'online' && !hasCard)
      updateCheckoutChoices(scope, { paymentMethod: '' });
  }, [check, orderType, address, paymentMethod, hasCard, scope]);
}
