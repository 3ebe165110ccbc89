import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAppLocation } from '../../lib/location.tsx';
import styles from './require-login.module.css';
import { signedOutDestination } from './sign-out.ts';
import { useCurrentUser } from './use-current-user.ts';

/**
 * Login-required screens (SPEC.md section 2): anonymous users go to /auth followed by the original
 * path (/checkout -> /auth/checkout); signed-in users see the screen once their data has loaded.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { status } = useCurrentUser();
  const location = useAppLocation();
  if (status === 'signed-out')
    return <Redirect to={signedOutDestination() ?? `/auth${location.pathname}`} replace />;
  if (status === 'loading')
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  return children;
}
