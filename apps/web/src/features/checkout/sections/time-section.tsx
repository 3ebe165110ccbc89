import { ClockIcon } from '../../../components/ui/icons.tsx';
import { ORDER_TIME } from '../../../lib/paths.ts';
import { CheckoutSection } from '../components/checkout-section.tsx';
import type { CheckoutState } from '../use-checkout-state.ts';
import styles from './checkout.module.css';

/**
 * When the order is wanted: ASAP (with its estimate) or a slot; a guest orders ASAP. Lines the
 * menus open at that time leave out are named here, with when they are served.
 */
export function TimeSection({
  state,
  openEditor,
}: {
  state: CheckoutState;
  openEditor: (pathname: string) => void;
}) {
  const { orderTime, slot, asapMinutes } = state.time;
  const { offMenu } = state;
  return (
    <CheckoutSection
      title="Time"
      icon={<ClockIcon />}
      actionLabel="Change"
      onAction={state.guest ? undefined : () => openEditor(ORDER_TIME)}
      testId="section-time"
    >
      {orderTime === 'ASAP' ? (
        <p className={styles.strong}>
          ASAP <span className={styles.muted}>· about {asapMinutes} min</span>
        </p>
      ) : (
        <p className={styles.strong}>
          {slot.day === 'tomorrow' ? 'Tomorrow' : 'Today'}, {slot.label}
        </p>
      )}
      {offMenu.length > 0 && (
        // Said as soon as the chosen time leaves something out, not at PLACE ORDER (issue 24).
        <div className={styles.error} role="status" data-testid="off-menu">
          {offMenu.map((line) => (
            <p key={line.productId}>
              {line.message}
              {line.served && <span className={styles.servedHours}> {line.served}</span>}
            </p>
          ))}
        </div>
      )}
    </CheckoutSection>
  );
}
