import { showsCardSettings } from '@orderly/domain';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { LogoutIcon, TrashIcon } from '../../../components/ui/account-icons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AccountMenu } from '../../../features/account/components/account-menu.tsx';
import { DeleteAccountDialog } from '../../../features/account/components/delete-account-dialog.tsx';
import { leaveAccount, useSignOut } from '../../../features/auth/sign-out.ts';
import { useSignedInUser } from '../../../features/auth/use-current-user.ts';
import { OrderHistoryList } from '../../../features/orders/components/order-history-list.tsx';
import { useRestaurant } from '../../../features/restaurant/components/restaurant-provider.tsx';
import { useIsDesktop } from '../../../lib/use-media-query.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import styles from './account.module.css';

/** /user: the signed-in customer's hub; on desktop the order history sits beside it. */
export default function UserRoute() {
  const { settings } = useRestaurant();
  const { user, restaurantData } = useSignedInUser();
  const signOut = useSignOut();
  const [, navigate] = useLocation();
  const isDesktop = useIsDesktop();
  const [deleting, setDeleting] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  useDocumentTitle(`Account · ${settings.name}`);

  const points = restaurantData?.rewardPoints ?? user.rewardPoints;
  const initial = (user.name.trim() || user.email).charAt(0).toUpperCase();

  return (
    <div className={styles.page}>
      <PageHeader title="Account" />
      <div className={styles.hubLayout}>
        <div className={styles.column}>
          <section className={styles.profile} aria-label="Profile">
            <span className={styles.avatar} aria-hidden="true">
              {initial}
            </span>
            <div className={styles.profileText}>
              <p className={styles.profileName}>{user.name.trim() || 'Welcome!'}</p>
              <p className={styles.profileEmail}>{user.email}</p>
            </div>
            {settings.rewardsEnabled && (
              <span className={styles.points} data-testid="user-points">
                <strong>{points.toLocaleString('en-CA')}</strong> points
              </span>
            )}
          </section>
          <AccountMenu
            user={user}
            showCard={showsCardSettings(settings)}
            phoneNumber={settings.phoneNumber}
            address={settings.address}
            googleMapsUrl={settings.googleMapsUrl}
          />
          <div className={styles.hubButtons}>
            <Button
              variant="secondary"
              block
              disabled={signingOut}
              onClick={() => {
                setSigningOut(true);
                void signOut();
              }}
            >
              <LogoutIcon width={20} height={20} />
              SIGN OUT
            </Button>
            <Button variant="danger" className={styles.deleteButton} onClick={() => setDeleting(true)}>
              <TrashIcon width={18} height={18} />
              Delete account
            </Button>
          </div>
        </div>
        {isDesktop && (
          /* Order history beside the hub on desktop (SPEC.md section 2), from the orders feature. */
          <section className={styles.historyPanel} aria-labelledby="hub-history-title">
            <h2 id="hub-history-title" className={styles.panelTitle}>
              Order History
            </h2>
            <OrderHistoryList />
          </section>
        )}
      </div>
      {deleting && (
        <DeleteAccountDialog
          userId={user.id}
          onClose={() => setDeleting(false)}
          onDeleted={() => leaveAccount(navigate)}
        />
      )}
    </div>
  );
}
