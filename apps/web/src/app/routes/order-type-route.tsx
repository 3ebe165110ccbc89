import { deliveryTerms } from '@orderly/domain';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { DineInIcon, TakeoutIcon } from '../../components/ui/icons.tsx';
import { useRestaurant } from '../../features/restaurant/components/restaurant-provider.tsx';
import { useServerNow } from '../../lib/client.ts';
import { updateSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import styles from './order-type-route.module.css';

/**
 * /order_type (and the kiosk entry): Dine-in keeps the table, Takeout clears it; both go to the menu.
 * Takeout is where delivery starts: its hours and minimum today are said under the choices (issue 24:
 * they were only learned at PLACE ORDER), as the checkout says them under Pickup/Delivery.
 */
export default function OrderTypeRoute() {
  const { settings } = useRestaurant();
  const [, navigate] = useLocation();
  const now = useServerNow(60_000);
  const termsId = useId();
  useDocumentTitle(`How are you eating today? · ${settings.name}`);
  const choose = (dineIn: boolean) => {
    if (!dineIn) updateSession({ tableId: null, chosenOrderType: '' });
    navigate('/menu', { replace: true });
  };
  return (
    <div className={styles.page}>
      <img className={styles.logo} src={settings.images.logo} alt={settings.name} width={120} height={120} />
      <h1 className={styles.title}>How are you eating today?</h1>
      <div className={styles.choices} data-testid="order-type-chooser">
        <button type="button" className={styles.choice} onClick={() => choose(true)}>
          <DineInIcon width={48} height={48} />
          <span>Dine-in</span>
        </button>
        <button
          type="button"
          className={styles.choice}
          onClick={() => choose(false)}
          aria-describedby={settings.deliveryEnabled ? termsId : undefined}
        >
          <TakeoutIcon width={48} height={48} />
          <span>Takeout</span>
        </button>
      </div>
      {settings.deliveryEnabled && (
        <p id={termsId} className={styles.terms} data-testid="delivery-terms">
          Takeout: pickup or delivery. {deliveryTerms(settings, now)}
        </p>
      )}
    </div>
  );
}
