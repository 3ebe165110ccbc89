import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSignedInUser } from '../../../features/auth/use-current-user.ts';
import { DeliveryDetailsForm } from '../../../features/delivery-details/components/delivery-details-form.tsx';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import styles from './account.module.css';
import { useFinish } from './use-finish.ts';

/** /delivery_details and /delivery_details/{nextRoute}: where Delivery orders go. */
export default function DeliveryDetailsRoute() {
  const { settings, restaurant } = useRestaurant();
  const { user } = useSignedInUser();
  const { locationId } = useSession();
  const finish = useFinish('/menu');
  useDocumentTitle(`Delivery Details · ${settings.name}`);
  return (
    <div className={styles.page}>
      <PageHeader title="Delivery Details" fallback="/menu" />
      <div className={styles.narrow}>
        <section className={styles.card}>
          <DeliveryDetailsForm
            user={user}
            settings={settings}
            restaurantId={restaurant.id}
            locationId={locationId ?? ''}
            onSaved={finish}
          />
        </section>
      </div>
    </div>
  );
}
