import { PageHeader } from '../../../components/ui/page-header.tsx';
import { UserDetailsForm } from '../../../features/account/components/user-details-form.tsx';
import { useSignedInUser } from '../../../features/auth/use-current-user.ts';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';
import { useOrdering } from '../../use-ordering.ts';
import styles from './account.module.css';
import { useFinish } from './use-finish.ts';

/** /user_details and /user_details/{nextRoute}: name and phone; saved, then back or on. */
export default function UserDetailsRoute() {
  const { settings } = useRestaurant();
  const { user } = useSignedInUser();
  const { isDineIn } = useOrdering();
  const finish = useFinish();
  useDocumentTitle(`User Details · ${settings.name}`);
  return (
    <div className={styles.page}>
      <PageHeader title="User Details" fallback="/user" />
      <div className={styles.narrow}>
        <section className={styles.card}>
          <UserDetailsForm
            email={user.email}
            name={user.name}
            phoneNumber={user.phoneNumber}
            isDineIn={isDineIn}
            onSaved={finish}
          />
        </section>
      </div>
    </div>
  );
}
