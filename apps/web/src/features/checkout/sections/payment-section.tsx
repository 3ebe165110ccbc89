import type { PaymentMethod } from '@orderly/domain';
import { ReceiptIcon } from '../../../components/ui/icons.tsx';
import { CHECKOUT_CARD_EDITOR } from '../../../lib/paths.ts';
import { CheckoutSection, Segmented } from '../components/checkout-section.tsx';
import type { CheckoutState } from '../use-checkout-state.ts';
import styles from './checkout.module.css';

/** How the order is paid: the pick when the location offers both, the saved card for online. */
export function PaymentSection({
  state,
  openEditor,
}: {
  state: CheckoutState;
  openEditor: (pathname: string) => void;
}) {
  const { payment, guest } = state;
  const card = state.user?.payment?.card;
  return (
    <CheckoutSection
      title="Payment Method"
      icon={<ReceiptIcon />}
      actionLabel={card ? 'Edit' : 'Add'}
      onAction={payment.method === 'online' && !guest ? () => openEditor(CHECKOUT_CARD_EDITOR) : undefined}
      testId="section-payment"
    >
      {payment.picks && (
        <Segmented<PaymentMethod>
          name="payment-method"
          legend="Payment method"
          options={[
            { value: 'online', label: 'Pay Online' },
            { value: 'offline', label: 'Pay In-Person' },
          ]}
          value={payment.chosen}
          onChange={state.choosePayment}
        />
      )}
      {payment.method === 'online' &&
        (card ? (
          <p className={styles.strong} data-testid="saved-card">
            {card.brand} •••• {card.last4}
          </p>
        ) : (
          <p className={styles.muted}>Add a credit / debit card to pay online.</p>
        ))}
      {payment.method === 'offline' && (
        <p className={styles.muted}>
          {payment.onTab
            ? "Added to your table's tab: pay from the tab when you're ready, together or each your part."
            : state.ordering.orderType === 'Delivery'
              ? 'Pay when your order arrives.'
              : state.ordering.kioskId
                ? 'Pay at the counter.'
                : 'Pay at the restaurant.'}
        </p>
      )}
      {payment.method === '' && !payment.picks && (
        <p className={styles.muted}>Choose how you would like to pay.</p>
      )}
    </CheckoutSection>
  );
}
