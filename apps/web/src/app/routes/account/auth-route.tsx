import { useLocation, useParams } from 'wouter';
import { LoginFlow } from '../../../features/auth/components/login-flow.tsx';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { focusNextHeading } from '../../../lib/arrival-focus.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import { useOrdering } from '../../use-ordering.ts';
import styles from './account.module.css';

/** /auth and /auth/{nextRoute}: login or signup, then on to /{nextRoute} (the menu by default). */
export default function AuthRoute() {
  const { settings } = useRestaurant();
  const { isDineIn } = useOrdering();
  const { restaurantId } = useSession();
  const [, navigate] = useLocation();
  const next = `/${useParams()['*'] || 'menu'}`;
  useDocumentTitle(`Login · ${settings.name}`);

  return (
    <div className={styles.authPage}>
      <LoginFlow
        restaurantId={restaurantId}
        isDineIn={isDineIn}
        brandName={settings.name}
        logo={settings.images.logo}
        onSignedIn={() => {
          navigate(next, { replace: true });
          focusNextHeading();
        }}
      />
    </div>
  );
}
