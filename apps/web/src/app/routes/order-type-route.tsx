import { deliveryTerms } from '@orderly/domain';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { DineInIcon, TakeoutIcon } from '../../components/ui/icons.tsx';
import { useRestaurant } from '../../features/restaurant/components/restaurant-provider.tsx';
import { useServerNow } from '../../lib/client.ts';
import { getSession, updateSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useOrdering } from '../use-ordering.ts';
import styles from './order-type-route.module.css';

/**
 * /order_type (and the kiosk entry): Dine-in keeps the table, Takeout clears it; both go to the menu.
 * Takeout is where delivery starts: its hours and minimum today are said under the choices (issue 24:
 * they were only learned at PLACE ORDER), as the checkout says them under Pickup/Delivery.
 */
export default function OrderTypeRoute() {
  const { settings } = useRestaurant();
  const { kiosk } = useOrdering();
  const [, navigate] = useLocation();
  const now = useServerNow(60_000);
  const termsId = useId();
  // A kiosk's takeout is collected here (decision 0092): delivery's terms are not said there.
  const saysDelivery = settings.deliveryEnabled && !kiosk;
  useDocumentTitle(`How are you eating today? · ${settings.name}`);
  const choose = (dineIn: boolean) => {
    if (!dineIn) updateSession({ tableId: null, chosenOrderType: '' });
    // A kiosk's Dine-in after a Takeout: its own id again (its orders never name it as a table).
    else if (kiosk && !getSession().tableId) updateSession({ tableId: getSession().kioskId });
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
          aria-describedby={saysDelivery ? termsId : undefined}
        >
          <TakeoutIcon width={48} height={48} />
          <span>Takeout</span>
        </button>
      </div>
      {saysDelivery && (
        <p id={termsId} className={styles.terms} data-testid="delivery-terms">
          Takeout: pickup or delivery. {deliveryTerms(settings, now)}
        </p>
      )}
    </div>
  );
}
