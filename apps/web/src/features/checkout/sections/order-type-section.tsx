import type { OrderType } from '@orderly/domain';
import { TakeoutIcon } from '../../../components/ui/icons.tsx';
import { CheckoutSection, Segmented } from '../components/checkout-section.tsx';
import type { CheckoutState } from '../use-checkout-state.ts';

/** Pickup or Delivery (delivery enabled, not at a table). */
export function OrderTypeSection({ state }: { state: CheckoutState }) {
  return (
    <CheckoutSection title="Order Type" icon={<TakeoutIcon />} testId="section-order-type">
      <Segmented<OrderType>
        name="order-type"
        legend="Order type"
        options={[
          { value: 'Pickup', label: 'Pickup' },
          { value: 'Delivery', label: 'Delivery' },
        ]}
        value={state.ordering.orderType}
        onChange={state.chooseOrderType}
      />
    </CheckoutSection>
  );
}
