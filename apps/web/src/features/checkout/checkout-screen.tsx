import { messages } from '@orderly/domain';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonClass } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { CART, LOCATIONS, MENU } from '../../lib/paths.ts';
import { useOpenEditor } from '../../lib/use-open-editor.ts';
import { useRestaurant } from '../restaurant/components/restaurant-provider.tsx';
import { AddressSection } from './sections/address-section.tsx';
import styles from './sections/checkout.module.css';
import { ContactSection } from './sections/contact-section.tsx';
import { KioskSection } from './sections/kiosk-section.tsx';
import { LocationSection, TableSection } from './sections/location-section.tsx';
import { OrderTypeSection } from './sections/order-type-section.tsx';
import { PaymentSection } from './sections/payment-section.tsx';
import { PromoSection } from './sections/promo-section.tsx';
import { SummaryPanel } from './sections/summary-panel.tsx';
import { TimeSection } from './sections/time-section.tsx';
import { type CheckoutOrdering, useCheckoutState } from './use-checkout-state.ts';

/**
 * The checkout: the choices (location or table, order type, address, contact, time, payment, promo
 * code) beside the order summary and PLACE ORDER. Frozen while the order is placed.
 */
export function CheckoutScreen({ guest, ordering }: { guest: boolean; ordering: CheckoutOrdering }) {
  const { settings, locations } = useRestaurant();
  const openEditor = useOpenEditor();
  const [, navigate] = useLocation();
  const state = useCheckoutState({ guest, ordering, openEditor });
  const { isDineIn, orderType } = ordering;
  // A kiosk (decision 0092): one location's, no table of its own, takeout collected at the counter.
  const kiosk = Boolean(ordering.kioskId);
  const showsBar = !(state.cartIsEmpty && !state.frozen);
  // Scrolling a control into view keeps it clear of the fixed bar (checkout.module.css). A class on
  // <html> rather than `html:has(.actions)`: with :has, every change on the page (the Place Order
  // tap's) restyled the whole document, ~80 ms of a 4x slower phone's tap.
  useEffect(() => {
    const barClass = styles.withBar;
    if (!showsBar || !barClass) return;
    document.documentElement.classList.add(barClass);
    return () => document.documentElement.classList.remove(barClass);
  }, [showsBar]);

  if (state.cartIsEmpty && !state.frozen) {
    return (
      <div className={styles.page}>
        <PageHeader title="Checkout" fallback={CART} />
        <div className={styles.empty}>
          <p>{messages.emptyCartText}</p>
          <Link to={MENU} className={buttonClass('primary')}>
            BROWSE MENU
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Checkout" fallback={CART} />
      <div className={styles.layout}>
        <fieldset className={styles.sections} disabled={state.frozen} data-testid="checkout-choices">
          <legend className="visually-hidden">Your choices</legend>
          {locations.length > 1 && !isDineIn && !kiosk && (
            <LocationSection onChange={() => navigate(LOCATIONS)} />
          )}
          {kiosk && <KioskSection state={state} />}
          {isDineIn && !kiosk && <TableSection tableId={ordering.tableId} />}
          {!isDineIn && !kiosk && settings.deliveryEnabled && <OrderTypeSection state={state} />}
          {orderType === 'Delivery' && <AddressSection state={state} openEditor={openEditor} />}
          {!guest && <ContactSection state={state} openEditor={openEditor} />}
          <TimeSection state={state} openEditor={openEditor} />
          <PaymentSection state={state} openEditor={openEditor} />
          {!guest && settings.promoCodesEnabled && <PromoSection state={state} />}
        </fieldset>
        <SummaryPanel state={state} />
      </div>
    </div>
  );
}
