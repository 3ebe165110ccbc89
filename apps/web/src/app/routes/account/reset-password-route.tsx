import { useLocation, useParams } from 'wouter';
import { NewPasswordForm } from '../../../features/auth/components/new-password-form.tsx';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';
import styles from './account.module.css';

/** /reset_password/{token}: the link of the password-reset e-mail. */
export default function ResetPasswordRoute() {
  const { settings } = useRestaurant();
  const [, navigate] = useLocation();
  const token = useParams().token ?? '';
  useDocumentTitle(`Reset Password · ${settings.name}`);
  return (
    <div className={styles.authPage}>
      <NewPasswordForm
        token={token}
        logo={settings.images.logo}
        onDone={() => navigate('/auth', { replace: true })}
      />
    </div>
  );
}
