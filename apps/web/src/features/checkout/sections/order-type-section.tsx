import { deliveryMinimumNotice, deliveryTerms, type OrderType } from '@orderly/domain';
import { useId } from 'react';
import { TakeoutIcon } from '../../../components/ui/icons.tsx';
import { useServerNow } from '../../../lib/client.ts';
import { CheckoutSection, Segmented } from '../components/checkout-section.tsx';
import type { CheckoutState } from '../use-checkout-state.ts';
import styles from './checkout.module.css';

/**
 * Pickup or Delivery (delivery enabled, not at a table), with today's delivery hours and the
 * delivery minimum said under the toggle, and the minimum's sentence while a delivery order is
 * below it (issue 24: they were only learned at PLACE ORDER).
 */
export function OrderTypeSection({ state }: { state: CheckoutState }) {
  const termsId = useId();
  const now = useServerNow(60_000);
  const { orderType } = state.ordering;
  const belowMinimum =
    orderType === 'Delivery'
      ? deliveryMinimumNotice(state.settings, state.pricing.subTotalAfterRewards)
      : null;
  return (
    <CheckoutSection title="Order Type" icon={<TakeoutIcon />} testId="section-order-type">
      <Segmented<OrderType>
        name="order-type"
        legend="Order type"
        options={[
          { value: 'Pickup', label: 'Pickup' },
          { value: 'Delivery', label: 'Delivery' },
        ]}
        value={orderType}
        onChange={state.chooseOrderType}
        describedBy={termsId}
      />
      <div id={termsId}>
        <p className={styles.muted} data-testid="delivery-terms">
          {deliveryTerms(state.settings, now)}
        </p>
        {belowMinimum && (
          <p className={styles.error} data-testid="delivery-minimum">
            {belowMinimum}
          </p>
        )}
      </div>
    </CheckoutSection>
  );
}
