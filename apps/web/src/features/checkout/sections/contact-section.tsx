import { formatPhone } from '@orderly/domain';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { CHECKOUT_CONTACT_EDITOR } from '../../../lib/paths.ts';
import { CheckoutSection } from '../components/checkout-section.tsx';
import type { CheckoutState } from '../use-checkout-state.ts';
import styles from './checkout.module.css';

/** The customer's name and (not at a table) phone number, and the yes to texts (decision 0095). */
export function ContactSection({
  state,
  openEditor,
}: {
  state: CheckoutState;
  openEditor: (pathname: string) => void;
}) {
  const { user } = state;
  return (
    <CheckoutSection
      title="Contact Information"
      icon={<UserIcon />}
      actionLabel={state.needsContact ? 'Add' : 'Edit'}
      onAction={() => openEditor(CHECKOUT_CONTACT_EDITOR)}
      testId="section-contact"
    >
      <p className={styles.strong}>{user?.name || 'Add your name'}</p>
      {!state.ordering.isDineIn && (
        <p className={styles.muted}>
          {user?.phoneNumber ? formatPhone(user.phoneNumber) : 'Add your phone number'}
        </p>
      )}
      {state.textUpdates.offered && (
        <label className={styles.consent}>
          <input
            type="checkbox"
            className={styles.consentBox}
            checked={state.textUpdates.checked}
            onChange={(event) => state.textUpdates.set(event.currentTarget.checked)}
          />
          <span>Text me updates about this order</span>
        </label>
      )}
    </CheckoutSection>
  );
}
