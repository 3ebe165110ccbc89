import { Link } from 'wouter';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ChangePasswordForm } from '../../../features/account/components/change-password-form.tsx';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { USER } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import styles from './account.module.css';

/** /change_password: the signed-in person's new password, then back to the account. */
export default function ChangePasswordRoute() {
  const { settings } = useRestaurant();
  useDocumentTitle(`Change Password · ${settings.name}`);
  return (
    <div className={styles.page}>
      <PageHeader title="Change Password" fallback={USER} />
      <div className={styles.narrow}>
        <section className={styles.card}>
          <ChangePasswordForm
            done={
              <Link to={USER} className={buttonClass('primary', true)}>
                BACK TO ACCOUNT
              </Link>
            }
          />
        </section>
      </div>
    </div>
  );
}
