import { formatMoney, unitLabel } from '@orderly/domain';
import { PinIcon } from '../../../components/ui/icons.tsx';
import { CHECKOUT_ADDRESS_EDITOR } from '../../../lib/paths.ts';
import { CheckoutSection } from '../components/checkout-section.tsx';
import type { CheckoutState } from '../use-checkout-state.ts';
import styles from './checkout.module.css';

/** Where a Delivery order goes, and its fee (a courier's fee is in the summary). */
export function AddressSection({
  state,
  openEditor,
}: {
  state: CheckoutState;
  openEditor: (pathname: string) => void;
}) {
  const { user } = state;
  return (
    <CheckoutSection
      title="Delivery Address"
      icon={<PinIcon />}
      actionLabel={user?.address ? 'Edit' : 'Add'}
      onAction={() => openEditor(CHECKOUT_ADDRESS_EDITOR)}
      testId="section-address"
    >
      {user?.address ? (
        <>
          <p className={styles.strong}>
            {user.address}
            {unitLabel(user.aptNumber) ? `, ${unitLabel(user.aptNumber)}` : ''}
          </p>
          {user.deliveryInstructions && <p className={styles.muted}>{user.deliveryInstructions}</p>}
          {!state.courier && (
            <p className={styles.muted}>Delivery fee {formatMoney(state.pricing.deliveryFee)}</p>
          )}
        </>
      ) : (
        <p className={styles.muted}>Add the address we deliver to.</p>
      )}
    </CheckoutSection>
  );
}
