import { tipOptions } from '@orderly/domain';
import { Button } from '../../../components/ui/button.tsx';
import { BagIcon } from '../../../components/ui/icons.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import type { CheckoutState } from '../use-checkout-state.ts';
import styles from './checkout.module.css';

/**
 * The order summary beside the choices (below them on a phone): the lines and amounts, the special
 * requests, the tip (paying online), the error of the last attempt and PLACE ORDER.
 */
export function SummaryPanel({ state }: { state: CheckoutState }) {
  const { settings, ordering, courier, tip } = state;
  const options = tipOptions(settings, ordering.orderType);
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        <BagIcon width={20} height={20} /> Order Summary
      </h2>
      <OrderSummary
        pricing={state.pricing}
        orderType={ordering.orderType}
        notes={state.order.notes}
        promoCode={state.appliedPromo?.code ?? null}
        tip={
          state.payment.method === 'online'
            ? {
                options,
                value: courier ? Math.max(tip, options[0]!) : tip,
                onChange: state.chooseTip,
                custom: {
                  text: state.customTip.text,
                  active: state.choices.customTip !== null,
                  error: state.customTip.error,
                  onChange: state.customTip.type,
                },
                disabled: state.frozen,
              }
            : undefined
        }
      />
      {/* On a phone this bar stays in reach above the bottom navigation. */}
      <div className={styles.actions} data-testid="checkout-actions">
        <p className={styles.error} role="alert" data-testid="checkout-error">
          {state.error}
          {state.error && state.nextTime && (
            <span data-testid="checkout-next-time">
              {' '}
              The next free time, {state.nextTime.day === 'tomorrow' ? 'tomorrow' : 'today'} at{' '}
              {state.nextTime.label}, is now chosen.
            </span>
          )}
        </p>
        <Button
          block
          onClick={() => void state.place()}
          disabled={state.stage !== 'idle'}
          aria-busy={state.stage !== 'idle'}
          data-testid="place-order"
        >
          {state.buttonLabel}
        </Button>
      </div>
      {!state.guest && <p className={styles.fine}>The restaurant confirms the final total.</p>}
    </aside>
  );
}
